/** The staff module: staff accounts, their roles and shop affectations. */
import { defineModule } from '../manifest';
import { Staff } from './staff.entity';
import { StaffResolver } from './staff.resolver';
import { StaffService } from './staff.service';

export const staffModule = defineModule({
  name: 'staff',
  entities: [Staff],
  resolvers: [StaffResolver],
  views: ['staff.staff'],
  needs: [],
  build() {
    return { provides: {}, resolvers: [new StaffResolver(new StaffService())], routes: [] };
  },
});
