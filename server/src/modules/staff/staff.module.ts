/** The staff module: staff accounts, their roles and shop affectations, and their administration. */
import { defineModule } from '../manifest';
import { StaffAdminResolver } from './admin/staff-admin.resolver';
import { StaffEditingService } from './admin/staff-editing.service';
import { StaffQueryService } from './admin/staff-query.service';
import { Staff } from './staff.entity';

export const staffModule = defineModule({
  name: 'staff',
  entities: [Staff],
  resolvers: [StaffAdminResolver],
  views: ['staff.staff'],
  needs: [],
  build() {
    const services = { query: new StaffQueryService(), editing: new StaffEditingService() };
    return { provides: {}, resolvers: [new StaffAdminResolver(services)], routes: [] };
  },
});
