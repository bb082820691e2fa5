/**
 * The sale as syncOrders receives it (SyncOrderInput), built once when the sale is recorded and
 * stored in the outbox as is: a retry, a reload or an app update resends exactly these bytes. The
 * till's figures are the sale: the server records them and flags what differs from its catalogue.
 */
import { normaliseCouponCode } from '@tijara/schema';
import type { PosCustomerInput, SyncOrderInput } from '../../__generated__/till-data/graphql';
import { paymentTypeName } from './graphql-enums';
import type { TillCustomer, TillSale } from './types';

/** A known customer by id; one created at the till by the form it was typed with. */
export function customerInputOf(customer: TillCustomer | null): PosCustomerInput | null {
  if (customer === null) return null;
  if (customer.id !== null) return { id: customer.id };
  return {
    firstname: customer.firstname,
    lastname: customer.lastname,
    phone: customer.phone,
    email: customer.email,
  };
}

/** Trimmed, upper-cased, once each, as the server normalises them. */
export function normalisedCouponCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map(normaliseCouponCode).filter((code) => code !== ''))];
}

export function syncOrderInputOf(
  sale: TillSale,
  customer: TillCustomer | null,
  deviceSequence: number,
): SyncOrderInput {
  const { payment } = sale;
  return {
    clientOrderId: sale.id,
    idempotencyKey: sale.id,
    deviceId: sale.deviceUuid,
    cashierId: sale.cashier.id,
    sessionId: sale.sessionUuid,
    deviceSequence,
    receiptNumber: sale.receiptNumber,
    createdAt: new Date(sale.createdAt).toISOString(),
    sale: {
      shopUuid: sale.shop.uuid,
      customer: customerInputOf(customer),
      lines: sale.lines.map((line) => ({
        productId: line.productId,
        combinationId: line.combinationId,
        quantity: line.quantity,
        unitPrice: line.unitPriceHt,
        unitPriceAfter: line.unitPriceAfterHt,
        totalHt: line.totalHt,
        totalTtc: line.totalTtc,
        promotions: line.promotions.map((promotion) => ({
          promotionId: promotion.promotionId,
          amount: promotion.amount,
        })),
      })),
      paymentType: paymentTypeName(payment.paymentType),
      tenders: payment.tenders.map((tender) => ({
        method: paymentTypeName(tender.method),
        amount: tender.amount,
      })),
      total: sale.total,
      couponCodes: sale.couponCodes,
      installments: payment.installments.map((line) => ({ amount: line.amount, dueDate: line.dueDate })),
    },
  };
}
