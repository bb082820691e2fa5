/**
 * One entry of a `syncOrders` batch as the service receives it (GraphQL inputs mapped, absent
 * optionals as null), before any check: a POS sale made by a till, or a shopper's order queued
 * offline by the storefront. Money is integer centimes.
 */
import type { InstallmentLine, PaymentType, TenderLine } from '@tijara/schema';
import type { AppliedLinePromotion } from '../data';

export interface PosSaleLineRequest {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly quantity: number;
  /** HT per unit the till used, before promotions. */
  readonly unitPrice: number;
  /** HT per unit after item promotions. */
  readonly unitPriceAfter: number;
  readonly totalHt: number;
  readonly totalTtc: number;
  readonly promotions: readonly AppliedLinePromotion[];
}

export interface PosCustomerRequest {
  /** A customer the till already knows (from its mirror); wins over the other fields. */
  readonly id: number | null;
  readonly firstname: string | null;
  readonly lastname: string | null;
  readonly phone: string | null;
  readonly email: string | null;
}

export interface PosSaleRequest {
  readonly shopUuid: string;
  /** Null: a walk-in sale. */
  readonly customer: PosCustomerRequest | null;
  readonly lines: readonly PosSaleLineRequest[];
  readonly paymentType: PaymentType;
  readonly tenders: readonly TenderLine[];
  readonly total: number;
  readonly deliveryPrice: number;
  readonly couponCodes: readonly string[];
  readonly note: string | null;
  readonly installments: readonly InstallmentLine[];
}

export interface SyncEntryRequest<WebOrder = unknown> {
  readonly clientOrderId: string;
  readonly idempotencyKey: string;
  readonly deviceId: string;
  /** Null: the signed-in actor is the cashier. */
  readonly cashierId: string | null;
  readonly sessionId: string | null;
  readonly deviceSequence: number | null;
  readonly receiptNumber: string | null;
  /** The device's clock when the order was made. */
  readonly createdAt: Date;
  readonly sale: PosSaleRequest | null;
  readonly webOrder: WebOrder | null;
}
