/**
 * The open cart of the till, as plain data: its lines (one per till item, in the order they were
 * first added), the customer (null: a walk-in), the coupon codes typed and the payment type chosen
 * (promotions may depend on it). Pure functions, so the screen, the draft kept in Dexie and the tests
 * change it the same way. Quantities are whole numbers from 1 to MAX_LINE_QUANTITY.
 */
import { PaymentType, normaliseCouponCode } from '@tijara/schema';
import type { CartEntry, TillCustomer, TillItem } from '../till-data';

/** More than any shop counts over a counter: a scanner that repeats a digit stays visible. */
export const MAX_LINE_QUANTITY = 9999;

export interface TillCart {
  readonly entries: readonly CartEntry[];
  readonly customer: TillCustomer | null;
  readonly couponCodes: readonly string[];
  readonly paymentType: PaymentType;
}

export const EMPTY_CART: TillCart = {
  entries: [],
  customer: null,
  couponCodes: [],
  paymentType: PaymentType.CASH,
};

const clampQuantity = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)));

/** One more of the item: a new line, or the existing line's quantity + 1. */
export function addItem(cart: TillCart, item: TillItem, quantity = 1): TillCart {
  const existing = cart.entries.find((entry) => entry.item.key === item.key);
  if (!existing) return { ...cart, entries: [...cart.entries, { item, quantity: clampQuantity(quantity) }] };
  return setQuantity(cart, item.key, existing.quantity + quantity);
}

export function setQuantity(cart: TillCart, key: string, quantity: number): TillCart {
  return {
    ...cart,
    entries: cart.entries.map((entry) =>
      entry.item.key === key ? { ...entry, quantity: clampQuantity(quantity) } : entry,
    ),
  };
}

export function removeLine(cart: TillCart, key: string): TillCart {
  return { ...cart, entries: cart.entries.filter((entry) => entry.item.key !== key) };
}

/** The code as the engine compares it; a code already there or blank changes nothing. */
export function addCoupon(cart: TillCart, typed: string): TillCart {
  const code = normaliseCouponCode(typed);
  if (code === '' || cart.couponCodes.includes(code)) return cart;
  return { ...cart, couponCodes: [...cart.couponCodes, code] };
}

export function removeCoupon(cart: TillCart, code: string): TillCart {
  return { ...cart, couponCodes: cart.couponCodes.filter((kept) => kept !== code) };
}

export function itemCount(cart: TillCart): number {
  return cart.entries.reduce((sum, entry) => sum + entry.quantity, 0);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A cart read back from the drafts table, or null when the row is not one (an older shape, a
 * damaged row): the till then starts empty rather than failing.
 */
export function cartFromDraft(value: unknown): TillCart | null {
  if (!isObject(value) || !Array.isArray(value['entries']) || !Array.isArray(value['couponCodes'])) {
    return null;
  }
  const entries = (value['entries'] as unknown[]).filter(
    (entry): entry is CartEntry =>
      isObject(entry) &&
      isObject(entry['item']) &&
      typeof entry['item']['key'] === 'string' &&
      typeof entry['quantity'] === 'number',
  );
  const paymentType = Object.values(PaymentType).find((type) => type === value['paymentType']);
  return {
    entries: entries.map((entry) => ({ item: entry.item, quantity: clampQuantity(entry.quantity) })),
    customer: isObject(value['customer']) ? (value['customer'] as unknown as TillCustomer) : null,
    couponCodes: (value['couponCodes'] as unknown[]).filter(
      (code): code is string => typeof code === 'string',
    ),
    paymentType: paymentType ?? PaymentType.CASH,
  };
}
