/** Auth: staff sessions, login throttling, login/logout/me. The module's only public face. */
import { AuthResolver } from './auth.resolver';
import { LoginFailure } from './login-failure.entity';
import { StaffSessionRecord } from './staff-session.entity';

export { AuthResolver, LoginFailure, StaffSessionRecord };
export type { AuthContext, SessionCookiePort } from './auth.resolver';
export { AuthService } from './auth.service';
export { LoginThrottle, DEFAULT_THROTTLE_POLICY } from './login-throttle';
export type { ThrottlePolicy } from './login-throttle';
export { DEFAULT_SESSION_POLICY, hashToken, SessionService } from './session.service';
export type { ClientInfo, SessionPolicy } from './session.service';
export { authModule } from './auth.module';
