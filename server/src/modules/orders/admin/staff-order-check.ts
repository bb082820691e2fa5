/**
 * The checks of a staff order that need no database, all at once into one OrderProblems: the
 * customer (an id, or the shared customer form rules of @tijara/schema), the lines (merged when one
 * product and combination is given twice, errors naming the first line), the delivery, the coupons.
 */
import { CustomerFormMessageKey, MAX_STOCK_QUANTITY, normaliseCouponCode } from '@tijara/schema';
import type { CustomerFormFields } from '@tijara/schema';
import { MAX_ID } from '../../../core/ids';
import { customerFormProblems } from '../../customers';
import type { OrderProblems } from './order-problems';
import { MAX_ADDRESS_LENGTH } from './order-rules';

export const MAX_STAFF_ORDER_LINES = 200;
export const MAX_STAFF_COUPON_CODES = 5;

export type CustomerChoice =
  | { readonly kind: 'id'; readonly id: number }
  | { readonly kind: 'form'; readonly values: CustomerFormFields };

export interface StaffLine {
  /** The index of the (first) request line it comes from: errors name `lines.<position>`. */
  readonly position: number;
  readonly productId: number;
  readonly combinationId: number | null;
  readonly quantity: number;
}

export interface StaffDelivery {
  readonly address: string;
  readonly wilayaId: number;
  readonly communeId: number;
  readonly transporterId: number;
}

const isId = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

export function checkCustomerChoice(
  customerId: number | null | undefined,
  customer: { firstname: string; lastname: string; phone: string; email?: string | null } | null | undefined,
  problems: OrderProblems,
): CustomerChoice | null {
  const hasId = customerId !== null && customerId !== undefined;
  if (hasId === (customer !== null && customer !== undefined)) {
    problems.add(
      'customer',
      'Choose a customer of the shop or enter one, not both',
      CustomerFormMessageKey.MISSING_MANDATORY,
    );
    return null;
  }
  if (hasId) {
    if (isId(customerId)) return { kind: 'id', id: customerId };
    problems.add('customerId', 'Not a customer id');
    return null;
  }
  const checked = customerFormProblems({
    firstname: customer?.firstname ?? '',
    lastname: customer?.lastname ?? '',
    phone: customer?.phone ?? '',
    email: customer?.email ?? '',
  });
  for (const problem of checked.problems) {
    problems.add(`customer.${problem.field}`, problem.message, problem.messageKey);
  }
  return checked.problems.length === 0 ? { kind: 'form', values: checked.values } : null;
}

export function checkStaffLines(
  lines: readonly { productId: number; combinationId?: number | null; quantity: number }[],
  problems: OrderProblems,
): StaffLine[] {
  if (lines.length === 0)
    problems.add('lines', 'An order has at least one line', CustomerFormMessageKey.EMPTY_CART);
  if (lines.length > MAX_STAFF_ORDER_LINES)
    problems.add('lines', `An order has at most ${MAX_STAFF_ORDER_LINES} lines`);
  const merged = new Map<string, StaffLine>();
  lines.forEach((line, position) => {
    const combinationId = line.combinationId ?? null;
    let valid = true;
    if (!isId(line.productId)) {
      problems.add(`lines.${position}.productId`, 'Not a product id');
      valid = false;
    }
    if (combinationId !== null && !isId(combinationId)) {
      problems.add(`lines.${position}.combinationId`, 'Not a combination id');
      valid = false;
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_STOCK_QUANTITY) {
      problems.add(
        `lines.${position}.quantity`,
        `A quantity is a whole number from 1 to ${MAX_STOCK_QUANTITY}`,
      );
      valid = false;
    }
    if (!valid) return;
    const key = `${line.productId}:${combinationId ?? 0}`;
    const known = merged.get(key);
    merged.set(
      key,
      known
        ? { ...known, quantity: known.quantity + line.quantity }
        : { position, productId: line.productId, combinationId, quantity: line.quantity },
    );
  });
  const result = [...merged.values()];
  for (const line of result) {
    if (line.quantity > MAX_STOCK_QUANTITY) {
      problems.add(`lines.${line.position}.quantity`, `At most ${MAX_STOCK_QUANTITY} units of one line`);
    }
  }
  return result;
}

export function checkStaffDelivery(
  delivery:
    { address: string; wilayaId: number; communeId: number; transporterId: number } | null | undefined,
  problems: OrderProblems,
): StaffDelivery | null {
  if (delivery === null || delivery === undefined) return null;
  const address = delivery.address.trim().replace(/\s+/g, ' ');
  if (address === '')
    problems.add('delivery.address', 'The address is required', CustomerFormMessageKey.MISSING_MANDATORY);
  else if (address.length > MAX_ADDRESS_LENGTH)
    problems.add('delivery.address', `At most ${MAX_ADDRESS_LENGTH} characters`);
  if (!isId(delivery.wilayaId)) problems.add('delivery.wilayaId', 'Not a wilaya id');
  if (!isId(delivery.communeId)) problems.add('delivery.communeId', 'Not a commune id');
  if (!isId(delivery.transporterId)) problems.add('delivery.transporterId', 'Not a transporter id');
  return { ...delivery, address };
}

export function checkCouponCodes(
  codes: readonly string[] | null | undefined,
  problems: OrderProblems,
): string[] {
  const normalised = [...new Set((codes ?? []).map(normaliseCouponCode).filter((code) => code !== ''))];
  if (normalised.length > MAX_STAFF_COUPON_CODES)
    problems.add('couponCodes', `At most ${MAX_STAFF_COUPON_CODES} codes`);
  return normalised;
}
