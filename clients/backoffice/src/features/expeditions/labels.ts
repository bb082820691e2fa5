/**
 * Which words stand for which values: expedition and part statuses (GraphQL enum names, spelled as
 * the legacy API spells them), and the server's extensions.messageKey (StockMessageKey) to its text.
 */
import type { MessageDescriptor } from 'react-intl';
import { StockMessageKey } from '@tijara/schema';
import type { ExpeditionPartStatus, ExpeditionStatus } from '../../__generated__/expeditions/graphql';
import { messages } from './messages';

/** In the order an expedition goes through them (the status filter lists them so). */
export const EXPEDITION_STATUS_ORDER: readonly ExpeditionStatus[] = [
  'INPROGRESS',
  'SENT',
  'PARTIALLY_RECIEVED',
  'FULLY_RECIEVED',
  'COMPLETED',
  'CANCELLED',
];

export const STATUS_LABELS: Readonly<Record<ExpeditionStatus, MessageDescriptor>> = {
  INPROGRESS: messages.statusInprogress,
  SENT: messages.statusSent,
  PARTIALLY_RECIEVED: messages.statusPartiallyReceived,
  FULLY_RECIEVED: messages.statusFullyReceived,
  COMPLETED: messages.statusCompleted,
  CANCELLED: messages.statusCancelled,
};

export const PART_STATUS_LABELS: Readonly<Record<ExpeditionPartStatus, MessageDescriptor>> = {
  PENDING: messages.partPending,
  SENT: messages.partSent,
  PARTIALLY_RECIEVED: messages.statusPartiallyReceived,
  RECIEVED: messages.partReceived,
};

/** Parts can be received while the goods are on the road or only partly in. */
export function isReceivable(status: ExpeditionStatus): boolean {
  return status === 'SENT' || status === 'PARTIALLY_RECIEVED';
}

/** The server's message keys these screens can meet, with their text. */
export const SERVER_KEY_MESSAGES: Readonly<Partial<Record<string, MessageDescriptor>>> = {
  [StockMessageKey.ERROR_LOADING_PRODUCTS]: messages.keyErrorLoadingProducts,
  [StockMessageKey.INVALID_QUANTITY]: messages.keyInvalidQuantity,
  [StockMessageKey.INVALID_DATA]: messages.keyInvalidData,
  [StockMessageKey.ERROR_ADDING]: messages.keyErrorAdding,
  [StockMessageKey.ERROR_UPDATING]: messages.keyErrorUpdating,
  [StockMessageKey.ERROR_REMOVING]: messages.keyErrorRemoving,
  [StockMessageKey.ERROR_RECEIVING_PART]: messages.keyErrorReceivingPart,
  [StockMessageKey.INSUFFICIENT_STOCK]: messages.keyInsufficientStock,
  [StockMessageKey.EXPEDITION_NOT_EDITABLE]: messages.keyExpeditionNotEditable,
  [StockMessageKey.INVALID_TRANSITION]: messages.keyInvalidTransition,
};
