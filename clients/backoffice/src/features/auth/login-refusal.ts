/** Why a sign-in failed, in the reader's words: the login page's and the till's sign-in again. */
import type { IntlShape } from 'react-intl';
import { messages } from './messages';
import type { LoginOutcome } from './use-staff-session';

export function loginRefusal(intl: IntlShape, outcome: LoginOutcome): string | null {
  if (outcome.ok) return null;
  switch (outcome.reason) {
    case 'invalid':
      return intl.formatMessage(messages.invalid);
    case 'throttled':
      return intl.formatMessage(messages.tooMany, {
        minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)),
      });
    case 'unreachable':
      return intl.formatMessage(messages.unreachable);
    case 'failed':
      return intl.formatMessage(messages.failed);
  }
}
