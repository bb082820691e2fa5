/**
 * The checks on a cart to price, as plain functions: whole positive quantities, known-looking ids,
 * a few coupon codes, a delivery price in centimes. Lines naming the same product and combination
 * are merged (a shopper who added it twice has one line of both quantities).
 */
import { MAX_STOCK_QUANTITY, normaliseCouponCode } from '@tijara/schema';
import { BadUserInputError } from '../../../core/errors';
import type { FieldErrors } from '../../../core/errors';

export const MAX_CART_LINES = 200;
export const MAX_COUPON_CODES = 5;

export interface CartLineRequest {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly quantity: number;
}

export interface CheckedCart {
  readonly lines: readonly CartLineRequest[];
  readonly couponCodes: readonly string[];
  readonly deliveryPrice: number;
}

const isId = (value: number) => Number.isSafeInteger(value) && value > 0;

export function lineKey(line: { readonly productId: number; readonly combinationId: number | null }): string {
  return `${line.productId}:${line.combinationId ?? 0}`;
}

/**
 * The field errors of a list of cart lines (`lines`, `lines.<index>.<field>`): at most `maxLines`
 * lines, whole positive ids, a quantity from 1 to MAX_STOCK_QUANTITY. Every cart the server reads
 * (priced, refreshed) is held to these rules; empty when all pass.
 */
export function cartLineErrors(
  lines: readonly CartLineRequest[],
  maxLines: number,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (lines.length > maxLines) add('lines', `A cart has at most ${maxLines} lines`);
  lines.forEach((line, index) => {
    if (!isId(line.productId)) add(`lines.${index}.productId`, 'Not a product id');
    if (line.combinationId !== null && !isId(line.combinationId)) {
      add(`lines.${index}.combinationId`, 'Not a combination id');
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_STOCK_QUANTITY) {
      add(`lines.${index}.quantity`, `A quantity is a whole number from 1 to ${MAX_STOCK_QUANTITY}`);
    }
  });
  return errors;
}

export function checkCart(
  lines: readonly CartLineRequest[],
  couponCodes: readonly string[],
  deliveryPrice: number,
): CheckedCart {
  const errors = cartLineErrors(lines, MAX_CART_LINES);
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (couponCodes.length > MAX_COUPON_CODES) add('couponCodes', `At most ${MAX_COUPON_CODES} codes`);
  if (!Number.isSafeInteger(deliveryPrice) || deliveryPrice < 0) {
    add('deliveryPrice', 'A delivery price is whole centimes, not below 0');
  }
  if (Object.keys(errors).length > 0)
    throw new BadUserInputError(errors as FieldErrors, 'The cart is not valid');
  const merged = new Map<string, CartLineRequest>();
  for (const line of lines) {
    const known = merged.get(lineKey(line));
    merged.set(lineKey(line), known ? { ...known, quantity: known.quantity + line.quantity } : line);
  }
  const codes = [...new Set(couponCodes.map(normaliseCouponCode).filter((code) => code !== ''))];
  return { lines: [...merged.values()], couponCodes: codes, deliveryPrice };
}
