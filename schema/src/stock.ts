/**
 * Stock vocabulary shared by the server and the back office: why stock moved, where an internal
 * expedition stands (spelled as the legacy screens spell them: "recieved"), and the message keys the
 * expedition and stock screens translate.
 */

/** Why an on-hand figure changed: one ledger row per change, never edited. */
export const StockMovementReason = {
  PURCHASE: 'purchase',
  SALE: 'sale',
  RETURN: 'return',
  EXPEDITION_OUT: 'expedition_out',
  EXPEDITION_IN: 'expedition_in',
  ADJUSTMENT: 'adjustment',
  POS_SALE: 'pos_sale',
} as const;
export type StockMovementReason = (typeof StockMovementReason)[keyof typeof StockMovementReason];
export const STOCK_MOVEMENT_REASONS: readonly StockMovementReason[] = Object.values(StockMovementReason);

/** What staff may pick when they add stock by hand (the other reasons come from sales and expeditions). */
export const ADD_STOCK_REASONS: readonly StockMovementReason[] = [
  StockMovementReason.PURCHASE,
  StockMovementReason.RETURN,
];

/**
 * An internal expedition's status. inprogress (items editable, stock reserved in the source) ->
 * sent (stock left the source) -> partially_recieved / fully_recieved (parts entered the destination)
 * -> completed; inprogress or sent-with-nothing-received -> cancelled.
 */
export const ExpeditionStatus = {
  INPROGRESS: 'inprogress',
  SENT: 'sent',
  PARTIALLY_RECIEVED: 'partially_recieved',
  FULLY_RECIEVED: 'fully_recieved',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
} as const;
export type ExpeditionStatus = (typeof ExpeditionStatus)[keyof typeof ExpeditionStatus];
export const EXPEDITION_STATUSES: readonly ExpeditionStatus[] = Object.values(ExpeditionStatus);

/** One part (line) of an expedition, derived from what was sent and what arrived. */
export const ExpeditionPartStatus = {
  PENDING: 'pending',
  SENT: 'sent',
  PARTIALLY_RECIEVED: 'partially_recieved',
  RECIEVED: 'recieved',
} as const;
export type ExpeditionPartStatus = (typeof ExpeditionPartStatus)[keyof typeof ExpeditionPartStatus];

/** A stock line is a plain product or one of its combinations (the legacy screens' `type`). */
export const StockItemType = { PRODUCT: 'product', COMBINATION: 'combination' } as const;
export type StockItemType = (typeof StockItemType)[keyof typeof StockItemType];

/**
 * The keys the screens translate, carried as `messageKey` beside the
 * English message on REST bodies and GraphQL extensions.
 */
export const StockMessageKey = {
  INVALID_QUANTITY: 'invalid_quantity',
  INVALID_DATA: 'invalid_data',
  ERROR_ADDING: 'error_adding',
  ERROR_UPDATING: 'error_updating',
  ERROR_REMOVING: 'error_removing',
  ERROR_RECEIVING_PART: 'error_receiving_part',
  ERROR_LOADING_PRODUCTS: 'error_loading_products',
  ITEM_ADDED: 'item_added',
  PART_RECEIVED: 'partReceived',
  EXPEDITION_NOT_EDITABLE: 'expedition_not_editable',
  INVALID_TRANSITION: 'invalid_transition',
  INSUFFICIENT_STOCK: 'insufficient_stock',
  ORDER_ALREADY_PAID: 'order_already_paid',
  ORDER_NOT_PAYABLE: 'order_not_payable',
  PAYMENT_TOTAL_MISMATCH: 'payment_total_mismatch',
} as const;
export type StockMessageKey = (typeof StockMessageKey)[keyof typeof StockMessageKey];

/** The largest quantity one request may move: far above any shop's delivery, far below int overflow. */
export const MAX_STOCK_QUANTITY = 1_000_000;
/** Rows the expedition editor's product search answers at most. */
export const AVAILABLE_PRODUCTS_LIMIT = 50;

/** A positive whole number of units, within MAX_STOCK_QUANTITY. */
export function isStockQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_STOCK_QUANTITY;
}
