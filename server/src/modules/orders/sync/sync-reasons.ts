/**
 * Why a synced order was rejected or flagged: a machine-readable code the apps translate, an English
 * message for developers and logs, and, where one is at fault, the field (a path inside the entry,
 * e.g. `sale.lines.2.productId`) and the product line. Codes are the names of the OrderMessageKey
 * entries where one exists, plus the few sync adds (UNAUTHENTICATED, FORBIDDEN, BAD_USER_INPUT,
 * TOTAL_MISMATCH, OVERSOLD, COUPON_ALREADY_USED).
 */
import { OrderMessageKey } from '@tijara/schema';

export const SyncReasonCode = {
  /**
   * A sale sent without a session (it expired while the till was offline): nothing is wrong with the
   * sale, the till keeps it and sends it again once someone signs in.
   */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** A sale sent by someone who may not sell in that shop, or for another cashier. */
  FORBIDDEN: 'FORBIDDEN',
  /** A field is malformed or breaks a form rule (`field` names it). */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** The client order id already made another order (a different body). */
  KEY_REUSED: 'KEY_REUSED',
  UNKNOWN_PRODUCT: 'UNKNOWN_PRODUCT',
  /** The lines and the delivery price do not add up to the total. */
  TOTAL_MISMATCH: 'TOTAL_MISMATCH',
  PAYMENTS_MISMATCH: 'PAYMENTS_MISMATCH',
  DEPOSIT_ABOVE_TOTAL: 'DEPOSIT_ABOVE_TOTAL',
  INSTALLMENTS_MISMATCH: 'INSTALLMENTS_MISMATCH',
  /** Accepted: more was sold than the warehouse had. */
  OVERSOLD: 'OVERSOLD',
  /** Accepted at the till's price (POS), or waiting for the shopper's confirmation (web). */
  PRICE_CHANGED: 'PRICE_CHANGED',
  /** Accepted: the single-use coupon had already been used by this customer. */
  COUPON_ALREADY_USED: 'COUPON_ALREADY_USED',
  COOLDOWN: 'COOLDOWN',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  NOT_DELIVERABLE: 'NOT_DELIVERABLE',
  TRANSPORTER_NOT_SERVING: 'TRANSPORTER_NOT_SERVING',
  UNSUPPORTED_VERSION: 'UNSUPPORTED_VERSION',
} as const;
export type SyncReasonCode = (typeof SyncReasonCode)[keyof typeof SyncReasonCode];

export interface SyncReason {
  readonly code: SyncReasonCode;
  readonly message: string;
  readonly field: string | null;
  readonly productId: number | null;
  readonly combinationId: number | null;
}

export function reason(
  code: SyncReasonCode,
  message: string,
  where: { field?: string; productId?: number; combinationId?: number | null } = {},
): SyncReason {
  return {
    code,
    message,
    field: where.field ?? null,
    productId: where.productId ?? null,
    combinationId: where.combinationId ?? null,
  };
}

const CODE_OF_KEY: Readonly<Partial<Record<OrderMessageKey, SyncReasonCode>>> = {
  [OrderMessageKey.KEY_REUSED]: SyncReasonCode.KEY_REUSED,
  [OrderMessageKey.COOLDOWN]: SyncReasonCode.COOLDOWN,
  [OrderMessageKey.OUT_OF_STOCK]: SyncReasonCode.OUT_OF_STOCK,
  [OrderMessageKey.UNKNOWN_PRODUCT]: SyncReasonCode.UNKNOWN_PRODUCT,
  [OrderMessageKey.NOT_DELIVERABLE]: SyncReasonCode.NOT_DELIVERABLE,
  [OrderMessageKey.TRANSPORTER_NOT_SERVING]: SyncReasonCode.TRANSPORTER_NOT_SERVING,
  [OrderMessageKey.PRICE_CHANGED]: SyncReasonCode.PRICE_CHANGED,
  [OrderMessageKey.PAYMENTS_MISMATCH]: SyncReasonCode.PAYMENTS_MISMATCH,
  [OrderMessageKey.DEPOSIT_ABOVE_TOTAL]: SyncReasonCode.DEPOSIT_ABOVE_TOTAL,
  [OrderMessageKey.INSTALLMENTS_MISMATCH]: SyncReasonCode.INSTALLMENTS_MISMATCH,
  [OrderMessageKey.UNSUPPORTED_VERSION]: SyncReasonCode.UNSUPPORTED_VERSION,
};

/** The reason code of an order message key (a field error for keys sync has no code for). */
export function codeOfMessageKey(key: string): SyncReasonCode {
  return CODE_OF_KEY[key as OrderMessageKey] ?? SyncReasonCode.BAD_USER_INPUT;
}
