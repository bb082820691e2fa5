/**
 * What the stock screen says when the server refuses a write: the server's message key first
 * (extensions.messageKey), then a field this form knows (the quantity; the warehouse, which a
 * CONFLICT names when it is deactivated), then the text of the error code (the shared table); a
 * failure with no server verdict means no answer. Field errors are kept for the form to show.
 */
import type { MessageDescriptor } from 'react-intl';
import { commonMessages, errorMessage, serverVerdict } from '@tijara/shared';
import type { ServerVerdict } from '@tijara/shared';
import { messages } from './messages';

export interface StockProblem {
  readonly message: MessageDescriptor;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
}

const BY_MESSAGE_KEY: Readonly<Record<string, MessageDescriptor>> = {
  invalid_quantity: messages.invalidQuantity,
  invalid_data: commonMessages.invalidData,
  error_adding: messages.addFailed,
};

function byField({ code, fieldErrors }: ServerVerdict): MessageDescriptor | undefined {
  if (fieldErrors['quantity']) return messages.invalidQuantity;
  if (code === 'CONFLICT' && fieldErrors['warehouseId']) return messages.inactiveWarehouse;
  return undefined;
}

export function stockProblemOf(error: unknown): StockProblem {
  const verdict = serverVerdict(error);
  if (!verdict) return { message: errorMessage(null), fieldErrors: {} };
  const byKey = verdict.messageKey === null ? undefined : BY_MESSAGE_KEY[verdict.messageKey];
  return { message: byKey ?? byField(verdict) ?? errorMessage(verdict), fieldErrors: verdict.fieldErrors };
}
