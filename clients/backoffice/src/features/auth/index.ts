/** Staff sign-in: the login page, the session hook the app starts from, and their texts. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export { LoginPage } from './LoginPage';
export { SessionSplash } from './SessionSplash';
export { useStaffSession } from './use-staff-session';
export type { LoginOutcome, SessionState, StaffSessionData } from './use-staff-session';

export const catalogue = catalogueOf(messages, translations);
