/**
 * What a refused order means for the shopper, by the server's message key: a line short of stock
 * (the page marks it with what is left), a total that rose (confirm it: a new order, a new key), a
 * commune or carrier no longer served, a line no longer sold. Anything else is the checkout error.
 */
import { OrderMessageKey } from '@tijara/schema';
import type { MessageDescriptor } from 'react-intl';
import { messages } from './messages';
import { lineKeyOf } from './OrderSummary';
import type { Shortages } from './OrderSummary';

const TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  [OrderMessageKey.OUT_OF_STOCK]: messages.outOfStock,
  [OrderMessageKey.NOT_DELIVERABLE]: messages.notDeliverable,
  [OrderMessageKey.TRANSPORTER_NOT_SERVING]: messages.transporterNotServing,
  [OrderMessageKey.UNKNOWN_PRODUCT]: messages.unknownProduct,
};

export const refusalText = (messageKey: string | null): MessageDescriptor =>
  (messageKey === null ? undefined : TEXTS[messageKey]) ?? messages.checkoutError;

interface Shortage {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly available: number;
}

function isShortage(value: unknown): value is Shortage {
  const v = value as Shortage | null;
  return typeof v?.productId === 'number' && typeof v.available === 'number';
}

/** The short lines an out-of-stock refusal names, by line key, with what is left of each. */
export function shortagesOf(details: Readonly<Record<string, unknown>>): Shortages {
  const list = Array.isArray(details.shortages) ? details.shortages.filter(isShortage) : [];
  return new Map(
    list.map((s) => [
      lineKeyOf({ productId: s.productId, combinationId: s.combinationId ?? null }),
      Math.max(0, s.available),
    ]),
  );
}

/** The new total of an order.price_changed refusal (centimes), if it gave one. */
export function newTotalOf(details: Readonly<Record<string, unknown>>): number | null {
  return typeof details.total === 'number' && Number.isSafeInteger(details.total) ? details.total : null;
}
