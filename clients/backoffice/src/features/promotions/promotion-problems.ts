/**
 * What the promotion screens say when the server refuses: a text by error code, the field errors
 * (extensions.fieldErrors, shown under their fields), and whether the promotion changed elsewhere
 * (CONFLICT on a stale version: the screen offers a reload). A refusal the server explains with a
 * messageKey (promotion_redeemed) is translated; another conflict keeps the server's sentence. No
 * verdict at all means no answer.
 */
import type { MessageDescriptor } from 'react-intl';
import { serverVerdict } from '@tijara/shared';
import { errorsByField } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';

export interface Refusal {
  readonly message: MessageDescriptor;
  readonly fieldErrors: FieldErrors;
  /** CONFLICT: the data on screen is stale (a version that moved on, a coupon already consumed). */
  readonly conflict: boolean;
  /** The server's own sentence, shown for a conflict it explains without a key this screen knows. */
  readonly serverMessage: string | null;
  /** The refusal's messageKey was translated: message says it all. */
  readonly explained: boolean;
}

/** The server's extensions.messageKey for refusals it explains (RuleError). */
const BY_MESSAGE_KEY: Readonly<Record<string, MessageDescriptor>> = {
  promotion_redeemed: messages.keyPromotionRedeemed,
};

const BY_CODE: Readonly<Record<string, MessageDescriptor>> = {
  BAD_USER_INPUT: messages.fixFields,
  FORBIDDEN: messages.forbidden,
  UNAUTHENTICATED: messages.signedOut,
  NOT_FOUND: messages.notFound,
  CONFLICT: messages.stale,
};

export function refusalOf(error: unknown, fallback: MessageDescriptor = messages.saveFailed): Refusal {
  const verdict = serverVerdict(error);
  if (!verdict) {
    return {
      message: messages.unreachable,
      fieldErrors: {},
      conflict: false,
      serverMessage: null,
      explained: false,
    };
  }
  const byKey = verdict.messageKey === null ? undefined : BY_MESSAGE_KEY[verdict.messageKey];
  return {
    message: byKey ?? BY_CODE[verdict.code] ?? fallback,
    fieldErrors: errorsByField(verdict.fieldErrors),
    conflict: verdict.code === 'CONFLICT',
    serverMessage: verdict.message,
    explained: byKey !== undefined,
  };
}
