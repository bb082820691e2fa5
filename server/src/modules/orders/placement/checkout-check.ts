/**
 * The checks of an order request that need no database (the checkout form's rules), all at once:
 * every field at fault is named with an English message (REST `errors`, GraphQL fieldErrors) and the
 * message key the apps translate (`messageKeys`: `form.validation.phone`, `cart.your_cart_is_empty`...).
 * Names, phone and e-mail use the one shared implementation in @tijara/schema, so the storefront
 * refuses exactly what the server refuses.
 */
import {
  CustomerFormMessageKey,
  ErrorCode,
  MAX_STOCK_QUANTITY,
  OrderMessageKey,
  isLocale,
  isOrderKey,
  normaliseCouponCode,
  normaliseDigits,
  normalizeOrderKey,
} from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { MalformedRequestError, RuleError } from '../../../core/errors';
import { customerFormProblems } from '../../customers';
import { isUuid } from '../../../core/ids';
import type { CheckoutLineRequest, CheckoutRequest } from './checkout-request';

export const ORDER_REQUEST_VERSION = 1;
/** What the storefront sends as `channel`; eCommerce is accepted as the same thing. */
const WEB_CHANNELS = new Set(['WEB', 'eCommerce', 'ECOMMERCE']);
export const CHECKOUT_SOURCES = ['cart', 'quick_order'] as const;
export type CheckoutSource = (typeof CHECKOUT_SOURCES)[number];
export const MAX_ORDER_LINES = 200;
const MAX_ADDRESS_LENGTH = 255;
const MAX_EXTERNAL_ID_LENGTH = 100;
const MAX_COUPON_CODES = 5;

/** The names the client gave a line's ids: field errors use them. */
export interface LineKeys {
  /** `product` or `productId`. */
  readonly product: string;
  /** `combination` or `combinationId`. */
  readonly combination: string;
}

export interface CheckoutLine {
  /** The line's index in the request (errors name it). */
  readonly position: number;
  readonly keys: LineKeys;
  readonly productId: number;
  readonly combinationId: number | null;
  readonly quantity: number;
}

export interface CheckoutDraft {
  readonly shopUuid: string | null;
  readonly cartExternalId: string | null;
  readonly customer: { firstname: string; lastname: string; phone: string; email: string };
  readonly delivery: { address: string | null; wilayaId: number; communeId: number; transporterId: number };
  readonly lines: readonly CheckoutLine[];
  readonly source: CheckoutSource;
  readonly locale: Locale | null;
  readonly couponCodes: readonly string[];
  readonly clientOrderKey: string;
  readonly expectedTotal: number | null;
}

/** 400 naming every field at fault, with the message key the apps translate per field. */
export class CheckoutInputError extends RuleError {
  constructor(
    fieldErrors: Record<string, string[]>,
    readonly messageKeys: Record<string, string>,
  ) {
    super(
      ErrorCode.BAD_USER_INPUT,
      CustomerFormMessageKey.MISSING_MANDATORY,
      'The order request is not valid',
      fieldErrors,
      {
        messageKeys,
      },
    );
  }
}

class Problems {
  readonly errors: Record<string, string[]> = {};
  readonly keys: Record<string, string> = {};
  add(field: string, message: string, key: string): void {
    (this.errors[field] ??= []).push(message);
    this.keys[field] ??= key;
  }
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A whole number from a number or a numeric string (Arabic-Indic digits accepted), else null. */
function wholeNumber(value: unknown): number | null {
  const raw = typeof value === 'number' ? String(value) : normaliseDigits(text(value)).trim();
  if (!/^\d{1,15}$/.test(raw)) return null;
  const parsed = Number(raw);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body's skeleton: objects where objects go and a list of lines, else 400 malformed. */
function assertShape(request: CheckoutRequest): void {
  if (!isRecord(request)) throw new MalformedRequestError('The order request must be a JSON object');
  if (!isRecord(request.customer)) throw new MalformedRequestError('customer must be an object');
  if (!isRecord(request.deliveryAddress))
    throw new MalformedRequestError('deliveryAddress must be an object');
  if (!Array.isArray(request.cart) || !request.cart.every(isRecord)) {
    throw new MalformedRequestError('cart must be a list of lines');
  }
  if (!Array.isArray(request.couponCodes)) throw new MalformedRequestError('couponCodes must be a list');
}

const isAbsent = (value: unknown) => value === null || value === undefined || value === '';

/**
 * One id of a line, read under the order-line key (`product`) or the cart-line key (`productId`):
 * the one the client sent names its errors (the order-line key when it sent both). Both keys naming
 * different ids is a conflict, never a guess.
 */
function lineId(
  line: CheckoutLineRequest,
  spec: 'product' | 'combination',
  cart: 'productId' | 'combinationId',
): { key: string; value: unknown; conflict?: string } {
  const specValue = line[spec];
  const cartValue = line[cart];
  if (specValue === undefined) return { key: cart, value: cartValue };
  const key = spec;
  if (cartValue === undefined) return { key, value: specValue };
  const same = isAbsent(specValue)
    ? isAbsent(cartValue)
    : wholeNumber(specValue) !== null && wholeNumber(specValue) === wholeNumber(cartValue);
  return same ? { key, value: specValue } : { key, value: specValue, conflict: `${spec} and ${cart} differ` };
}

function checkLines(request: CheckoutRequest, problems: Problems): CheckoutLine[] {
  if (request.cart.length === 0) problems.add('cart', 'The cart is empty', CustomerFormMessageKey.EMPTY_CART);
  if (request.cart.length > MAX_ORDER_LINES) {
    problems.add('cart', `An order has at most ${MAX_ORDER_LINES} lines`, OrderMessageKey.UNKNOWN_PRODUCT);
  }
  return request.cart.map((line, position) => {
    const product = lineId(line, 'product', 'productId');
    const combination = lineId(line, 'combination', 'combinationId');
    const keys = { product: product.key, combination: combination.key };
    const productId = wholeNumber(product.value);
    const combinationId = isAbsent(combination.value) ? null : wholeNumber(combination.value);
    const quantity = wholeNumber(line.quantity);
    for (const id of [product, combination]) {
      if (id.conflict) {
        problems.add(`cart.${position}.${id.key}`, id.conflict, OrderMessageKey.UNKNOWN_PRODUCT);
      }
    }
    if (productId === null || productId === 0) {
      problems.add(`cart.${position}.${keys.product}`, 'Not a product id', OrderMessageKey.UNKNOWN_PRODUCT);
    }
    if (combinationId === 0 || (combinationId === null && !isAbsent(combination.value))) {
      problems.add(
        `cart.${position}.${keys.combination}`,
        'Not a combination id',
        OrderMessageKey.UNKNOWN_PRODUCT,
      );
    }
    if (quantity === null || quantity < 1 || quantity > MAX_STOCK_QUANTITY) {
      problems.add(
        `cart.${position}.quantity`,
        `A quantity is a whole number from 1 to ${MAX_STOCK_QUANTITY}`,
        'form.validation.quantity',
      );
    }
    return {
      position,
      keys,
      productId: productId ?? 0,
      combinationId: combinationId || null,
      quantity: quantity ?? 0,
    };
  });
}

function checkDelivery(request: CheckoutRequest, problems: Problems): CheckoutDraft['delivery'] {
  const where = request.deliveryAddress;
  const ids = {
    wilaya: wholeNumber(where.wilaya),
    commune: wholeNumber(where.commune),
    transporter: wholeNumber(where.transporter),
  };
  for (const [field, id] of Object.entries(ids)) {
    if (id === null || id === 0)
      problems.add(`deliveryAddress.${field}`, `Choose a ${field}`, `form.${field}.required`);
  }
  const address = text(where.address).normalize('NFC').trim().replace(/\s+/g, ' ');
  if (address.length > MAX_ADDRESS_LENGTH) {
    problems.add(
      'deliveryAddress.address',
      `At most ${MAX_ADDRESS_LENGTH} characters`,
      'form.address.required',
    );
  }
  return {
    address: address === '' ? null : address,
    wilayaId: ids.wilaya ?? 0,
    communeId: ids.commune ?? 0,
    transporterId: ids.transporter ?? 0,
  };
}

function checkCustomer(request: CheckoutRequest, problems: Problems): CheckoutDraft['customer'] {
  const raw = request.customer;
  const checked = customerFormProblems({
    firstname: text(raw.firstname),
    lastname: text(raw.lastname),
    phone: text(raw.phone),
    email: text(raw.email),
  });
  for (const problem of checked.problems)
    problems.add(`customer.${problem.field}`, problem.message, problem.messageKey);
  return checked.values;
}

function checkEnvelope(request: CheckoutRequest, problems: Problems) {
  if (wholeNumber(request.version) !== ORDER_REQUEST_VERSION) {
    problems.add(
      'version',
      `Only version ${ORDER_REQUEST_VERSION} of the order request is understood`,
      OrderMessageKey.UNSUPPORTED_VERSION,
    );
  }
  if (!WEB_CHANNELS.has(text(request.channel)))
    problems.add('channel', 'The storefront orders on the WEB channel', OrderMessageKey.UNSUPPORTED_VERSION);
  const key = normalizeOrderKey(text(request.clientOrderKey));
  if (key === '') problems.add('clientOrderKey', 'The order key is required', OrderMessageKey.KEY_REQUIRED);
  else if (!isOrderKey(key))
    problems.add('clientOrderKey', 'A SHA-256 hex digest or a UUID', OrderMessageKey.KEY_REQUIRED);
  const shop = text(request.shopUuid).trim();
  if (shop !== '' && !isUuid(shop))
    problems.add('shopUuid', 'Not a shop uuid', OrderMessageKey.UNKNOWN_PRODUCT);
  const externalId = text(request.cartExternalId).trim();
  if (externalId.length > MAX_EXTERNAL_ID_LENGTH)
    problems.add(
      'cartExternalId',
      `At most ${MAX_EXTERNAL_ID_LENGTH} characters`,
      OrderMessageKey.KEY_REQUIRED,
    );
  const expected =
    request.expectedTotal === null || request.expectedTotal === undefined
      ? null
      : wholeNumber(request.expectedTotal);
  if (request.expectedTotal != null && expected === null)
    problems.add('expectedTotal', 'Whole centimes, not below 0', OrderMessageKey.PRICE_CHANGED);
  return {
    key,
    shop: shop === '' ? null : shop.toLowerCase(),
    externalId: externalId === '' ? null : externalId,
    expected,
  };
}

function checkCoupons(request: CheckoutRequest, problems: Problems): string[] {
  if (request.couponCodes.length > MAX_COUPON_CODES)
    problems.add('couponCodes', `At most ${MAX_COUPON_CODES} codes`, 'coupon_invalid');
  const codes = request.couponCodes
    .map((code) => normaliseCouponCode(text(code)))
    .filter((code) => code !== '');
  return [...new Set(codes)].sort();
}

/** The request normalised, or CheckoutInputError (400) naming every field at fault. */
export function checkCheckoutRequest(request: CheckoutRequest): CheckoutDraft {
  assertShape(request);
  const problems = new Problems();
  const envelope = checkEnvelope(request, problems);
  const customer = checkCustomer(request, problems);
  const delivery = checkDelivery(request, problems);
  const lines = checkLines(request, problems);
  const couponCodes = checkCoupons(request, problems);
  if (Object.keys(problems.errors).length > 0) throw new CheckoutInputError(problems.errors, problems.keys);
  const source = text(request.meta?.source);
  const locale = text(request.meta?.locale);
  return {
    shopUuid: envelope.shop,
    cartExternalId: envelope.externalId,
    customer,
    delivery,
    lines,
    source: (CHECKOUT_SOURCES as readonly string[]).includes(source) ? (source as CheckoutSource) : 'cart',
    locale: isLocale(locale) ? locale : null,
    couponCodes,
    clientOrderKey: envelope.key,
    expectedTotal: envelope.expected,
  };
}
