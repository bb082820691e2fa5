/** Staff sign-in: the login page, the session hook the app starts from, and their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

/** The login page, loaded only when nobody is signed in: the dashboard's first route goes without it. */
export const loadLoginPage = () => import('./LoginPage');
export { SessionSplash } from './SessionSplash';
export { useStaffSession } from './use-staff-session';
export { SignInAgainContext, useSignInAgain } from './sign-in-again';
export type { SignInAgain } from './sign-in-again';
export { loginRefusal } from './login-refusal';
export { messages as authMessages } from './messages';
export type { LoginOutcome, SessionState, StaffSessionData } from './use-staff-session';

export const catalogue = catalogueOf(messages, translations);
