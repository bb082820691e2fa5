/**
 * Order vocabulary shared by the server and the apps: sales channels, order types, payment types,
 * statuses and the transitions between them, what the POS and offline sync answer, and the rules
 * of payments and installment plans.
 */

export const SalesChannel = {
  ECOMMERCE: 'eCommerce',
  WHOLESALE: 'Wholesale',
  POS: 'POS',
  PHONE: 'Phone',
  INSTALLMENT: 'Installment',
} as const;
export type SalesChannel = (typeof SalesChannel)[keyof typeof SalesChannel];

export const OrderType = {
  PHYSICAL_SHOP: 'physicalshoporder',
  PHONE: 'phoneorder',
  WHOLESALER: 'wholesalerorder',
  INSTALLMENT: 'installmentorder',
} as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/** How the shop is paid. TRANSPORTER is cash on delivery: the carrier collects, then hands it over. */
export const PaymentType = {
  CASH: 'cash',
  TRANSPORTER: 'transporter_payment',
  DEPOSIT: 'deposit',
  INSTALLMENT: 'installment',
  CARD: 'card',
  MOBILE: 'mobile_payment',
  OTHER: 'other',
  MIXED: 'mixed',
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

export const OrderStatus = {
  PENDING: 'pending',
  CONFIRMED: 'confirmed',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  RETURNED: 'returned',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/**
 * The moves staff may make. Web, phone and installment orders go pending -> confirmed (called and
 * agreed) -> shipped (handed to the carrier: the reservation becomes a sale) -> delivered (the
 * carrier says so; cash-on-delivery money is then owed by the carrier) or returned (refused at the
 * door: the goods come back into stock). Cancelling is possible until the parcel leaves and gives the
 * reserved units back. A POS sale is delivered when it is made; it can still be returned.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [OrderStatus.PENDING]: [OrderStatus.CONFIRMED, OrderStatus.CANCELLED],
  [OrderStatus.CONFIRMED]: [OrderStatus.SHIPPED, OrderStatus.CANCELLED],
  [OrderStatus.SHIPPED]: [OrderStatus.DELIVERED, OrderStatus.RETURNED],
  [OrderStatus.DELIVERED]: [OrderStatus.RETURNED],
  [OrderStatus.CANCELLED]: [],
  [OrderStatus.RETURNED]: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** How staff orders (phone, wholesale, installment) may be paid. */
export const ORDER_PAYMENT_TYPES: readonly PaymentType[] = [
  PaymentType.CASH,
  PaymentType.TRANSPORTER,
  PaymentType.DEPOSIT,
  PaymentType.INSTALLMENT,
];

/** How a POS sale may be paid. */
export const POS_PAYMENT_TYPES: readonly PaymentType[] = [
  PaymentType.CASH,
  PaymentType.CARD,
  PaymentType.MOBILE,
  PaymentType.OTHER,
  PaymentType.DEPOSIT,
  PaymentType.MIXED,
  PaymentType.INSTALLMENT,
];

/** The means money actually changes hands with (a mixed payment is several of them). */
export const TENDER_TYPES: readonly PaymentType[] = [
  PaymentType.CASH,
  PaymentType.CARD,
  PaymentType.MOBILE,
  PaymentType.OTHER,
];

/** What syncOrders answers for each order of a batch (the outbox acts on it: clients/shared/README.md). */
export const OrderSyncStatus = {
  /** Recorded now. */
  CREATED: 'created',
  /** Already recorded by an earlier send of the same key: the existing order. */
  DUPLICATE: 'duplicate',
  /** Recorded and flagged for review (POS), or waiting for the shopper's confirmation (web). */
  CONFLICT: 'conflict',
  /** Can never be recorded as sent: the reasons say why. */
  REJECTED: 'rejected',
} as const;
export type OrderSyncStatus = (typeof OrderSyncStatus)[keyof typeof OrderSyncStatus];

/** Why an accepted POS sale waits in the review queue (a sale is a fact: recorded, then flagged). */
export const OrderFlagKind = {
  /** Sold more than the warehouse had: stock went below zero. */
  OVERSOLD: 'oversold',
  /** The till charged a price other than the catalogue's at sync time. */
  PRICE_CHANGED: 'price_changed',
} as const;
export type OrderFlagKind = (typeof OrderFlagKind)[keyof typeof OrderFlagKind];

export const OrderReviewStatus = { PENDING: 'pending', RESOLVED: 'resolved' } as const;
export type OrderReviewStatus = (typeof OrderReviewStatus)[keyof typeof OrderReviewStatus];

/** Machine-readable reasons on order refusals (GraphQL extensions.messageKey, REST, sync results). */
export const OrderMessageKey = {
  KEY_REQUIRED: 'order.key_required',
  KEY_REUSED: 'order.key_reused',
  COOLDOWN: 'order.cooldown',
  OUT_OF_STOCK: 'order.out_of_stock',
  UNKNOWN_PRODUCT: 'order.unknown_product',
  NOT_DELIVERABLE: 'order.not_deliverable',
  TRANSPORTER_NOT_SERVING: 'order.transporter_not_serving',
  PRICE_CHANGED: 'order.price_changed',
  INVALID_TRANSITION: 'order.invalid_transition',
  PAYMENTS_MISMATCH: 'order.payments_mismatch',
  DEPOSIT_ABOVE_TOTAL: 'order.deposit_above_total',
  INSTALLMENTS_MISMATCH: 'order.installments_mismatch',
  UNSUPPORTED_VERSION: 'order.unsupported_version',
  /** The history note of a web order the system cancelled because nobody confirmed it in time. */
  AUTO_CANCELLED_UNCONFIRMED: 'order.auto_cancelled_unconfirmed',
} as const;
export type OrderMessageKey = (typeof OrderMessageKey)[keyof typeof OrderMessageKey];

/**
 * How many days a web order may stay PENDING (nobody called and confirmed it) before the system
 * cancels it and gives its reserved stock back: per shop, 0 never cancels.
 */
export const UNCONFIRMED_ORDER_DAYS = { DEFAULT: 7, MIN: 0, MAX: 90 } as const;

/** The orders list's "expiring" filter: web orders the system will cancel within this many hours. */
export const ORDER_EXPIRY_WARNING_HOURS = 48;

/** The orders list's sort keys (ties broken by the order id in the same direction). */
export const OrderSortField = {
  CREATED_AT: 'CREATED_AT',
  TOTAL: 'TOTAL',
  REFERENCE: 'REFERENCE',
  CUSTOMER: 'CUSTOMER',
  STATUS: 'STATUS',
} as const;
export type OrderSortField = (typeof OrderSortField)[keyof typeof OrderSortField];

export const SortDirection = { ASC: 'ASC', DESC: 'DESC' } as const;
export type SortDirection = (typeof SortDirection)[keyof typeof SortDirection];

/**
 * A client order key: the storefront's SHA-256 hex digest of its order request, or a POS sale's
 * client order id (a UUID). Lower case is the stored form.
 */
const ORDER_KEY_PATTERN = /^(?:[0-9a-f]{64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function normalizeOrderKey(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isOrderKey(key: string): boolean {
  return ORDER_KEY_PATTERN.test(key);
}

export interface TenderLine {
  readonly method: PaymentType;
  /** Centimes. */
  readonly amount: number;
}

/**
 * The payment rules the POS checks before it prints and the server checks again: a mixed payment's
 * tenders add up to the total; a deposit is more than 0 and at most the total; a single tender pays
 * the total. Answers the broken rule's key, or null.
 */
export function paymentProblem(
  paymentType: PaymentType,
  total: number,
  tenders: readonly TenderLine[],
): OrderMessageKey | null {
  const paid = tenders.reduce((sum, tender) => sum + tender.amount, 0);
  if (tenders.some((tender) => !Number.isInteger(tender.amount) || tender.amount <= 0)) {
    return OrderMessageKey.PAYMENTS_MISMATCH;
  }
  if (tenders.some((tender) => !TENDER_TYPES.includes(tender.method)))
    return OrderMessageKey.PAYMENTS_MISMATCH;
  switch (paymentType) {
    case PaymentType.MIXED:
      return tenders.length >= 2 && paid === total ? null : OrderMessageKey.PAYMENTS_MISMATCH;
    case PaymentType.DEPOSIT:
      return paid > total || (total > 0 && paid === 0) ? OrderMessageKey.DEPOSIT_ABOVE_TOTAL : null;
    case PaymentType.INSTALLMENT:
    case PaymentType.TRANSPORTER:
      return paid <= total ? null : OrderMessageKey.PAYMENTS_MISMATCH;
    default:
      return paid === total && tenders.every((tender) => tender.method === paymentType)
        ? null
        : OrderMessageKey.PAYMENTS_MISMATCH;
  }
}

export interface InstallmentLine {
  /** Centimes, more than 0. */
  readonly amount: number;
  /** YYYY-MM-DD. */
  readonly dueDate: string;
}

/**
 * An installment plan adds up: the first payment plus every installment equals the total, each
 * installment is more than 0 and due dates strictly increase. Answers the broken rule's key, or null.
 */
export function installmentPlanProblem(
  total: number,
  firstPayment: number,
  installments: readonly InstallmentLine[],
): OrderMessageKey | null {
  if (!Number.isInteger(firstPayment) || firstPayment < 0 || installments.length === 0) {
    return OrderMessageKey.INSTALLMENTS_MISMATCH;
  }
  let sum = firstPayment;
  let previous = '';
  for (const line of installments) {
    if (!Number.isInteger(line.amount) || line.amount <= 0) return OrderMessageKey.INSTALLMENTS_MISMATCH;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(line.dueDate) || line.dueDate <= previous) {
      return OrderMessageKey.INSTALLMENTS_MISMATCH;
    }
    previous = line.dueDate;
    sum += line.amount;
  }
  return sum === total ? null : OrderMessageKey.INSTALLMENTS_MISMATCH;
}
