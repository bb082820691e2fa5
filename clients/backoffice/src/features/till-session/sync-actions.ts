/**
 * What a cashier can do about an entry the server refused, by its reasons' codes (the server's
 * SyncReason codes, and the GraphQL codes a session's entry may get). Nobody at the till can change a
 * sale that was printed and paid: most refusals go to a manager, who records it in the back office.
 */
import type { MessageDescriptor } from 'react-intl';
import { syncPageMessages as m } from './sync-page-messages';

const ACTION_OF: Readonly<Record<string, MessageDescriptor>> = {
  FORBIDDEN: m.checkRights,
  UNSUPPORTED_VERSION: m.updateApp,
};

/** The distinct actions for these codes, in their order; a manager's call by default. */
export function actionsFor(codes: readonly string[]): MessageDescriptor[] {
  const actions = codes.map((code) => ACTION_OF[code] ?? m.callManager);
  return [...new Set(actions.length > 0 ? actions : [m.callManager])];
}
