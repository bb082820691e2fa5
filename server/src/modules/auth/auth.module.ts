/** The auth module: staff sign-in (GraphQL), sessions, throttling, and the dashboard's me and logout paths. */
import { defineModule } from '../manifest';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { LoginFailure } from './login-failure.entity';
import { staffRoutes } from './rest/staff.route';
import { StaffSessionRecord } from './staff-session.entity';

export const authModule = defineModule({
  name: 'auth',
  entities: [StaffSessionRecord, LoginFailure],
  resolvers: [AuthResolver],
  needs: [],
  build() {
    const auth = new AuthService();
    return { provides: { auth }, resolvers: [new AuthResolver(auth)], routes: staffRoutes({ auth }) };
  },
});
