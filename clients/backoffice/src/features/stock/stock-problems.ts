/**
 * What the stock screen says when the server refuses a write: the spec's message key first
 * (extensions.messageKey), then the error code; a failure with no server verdict means no answer.
 * Field errors (extensions.fieldErrors, field -> messages) are kept for the form to show under the field.
 */
import type { MessageDescriptor } from 'react-intl';
import { serverVerdict } from '@tijara/shared';
import { messages } from './messages';

export interface StockProblem {
  readonly message: MessageDescriptor;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
}

const BY_MESSAGE_KEY: Readonly<Record<string, MessageDescriptor>> = {
  invalid_quantity: messages.invalidQuantity,
  invalid_data: messages.invalidData,
  error_adding: messages.addFailed,
};

const BY_CODE: Readonly<Record<string, MessageDescriptor>> = {
  FORBIDDEN: messages.forbidden,
  UNAUTHENTICATED: messages.signedOut,
  NOT_FOUND: messages.notFound,
  CONFLICT: messages.inactiveWarehouse,
  BAD_USER_INPUT: messages.invalidData,
};

export function stockProblemOf(error: unknown): StockProblem {
  const verdict = serverVerdict(error);
  if (!verdict) return { message: messages.unreachable, fieldErrors: {} };
  const { fieldErrors, messageKey } = verdict;
  const byKey = messageKey === null ? undefined : BY_MESSAGE_KEY[messageKey];
  const message =
    byKey ??
    (fieldErrors['quantity'] ? messages.invalidQuantity : BY_CODE[verdict.code]) ??
    messages.addFailed;
  return { message, fieldErrors };
}
