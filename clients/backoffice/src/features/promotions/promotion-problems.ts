/**
 * What the promotion screens say when the server refuses: the text of its error code (the shared
 * table), the field errors (extensions.fieldErrors, shown under their fields), and whether the
 * promotion changed elsewhere (CONFLICT on a stale version: the editor offers a reload). A refusal
 * the server explains with a messageKey (promotion_redeemed) has this screen's own text; another
 * conflict keeps the server's sentence. No verdict at all means no answer.
 */
import type { MessageDescriptor } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
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

export function refusalOf(error: unknown): Refusal {
  const verdict = serverVerdict(error);
  const byKey = verdict?.messageKey ? BY_MESSAGE_KEY[verdict.messageKey] : undefined;
  return {
    message: byKey ?? errorMessage(verdict),
    fieldErrors: errorsByField(verdict?.fieldErrors ?? {}),
    conflict: verdict?.code === 'CONFLICT',
    serverMessage: verdict?.message ?? null,
    explained: byKey !== undefined,
  };
}
