/**
 * The till's device data (contracts19 section 3): what the cashier's screens read and write. Money
 * is integer centimes of DZD; times are epoch milliseconds unless a field says YYYY-MM-DD.
 */
import type { PaymentType, PromotionRule } from '@tijara/schema';
import type { OutboxState } from '@tijara/shared';

export interface Labels {
  fr: string;
  en: string;
  ar: string;
}

/** One row per thing a cashier can put in the cart (a product, or one of its combinations). */
export interface TillItem {
  /** `${productId}:${combinationId ?? 0}`. */
  key: string;
  productId: number;
  combinationId: number | null;
  /** The product's name, plus " - Rouge - XL" for a combination. */
  name: Labels;
  productName: Labels;
  combinationLabel: Labels | null;
  /** The combination's own when it has them, else the product's. */
  sku: string | null;
  barcode: string | null;
  /** Before promotions. */
  unitPriceHt: number;
  taxRateBp: number;
  unitPriceTtc: number;
  categoryIds: number[];
  brandId: number | null;
  brandLineId: number | null;
  collectionIds: number[];
  thumbnailUrl: string | null;
}

export interface TillCustomer {
  /** `id:12`, or `new:0661234567` for one created at the till (sent inside the sale). */
  key: string;
  id: number | null;
  firstname: string;
  lastname: string;
  phone: string;
  email: string | null;
  segmentIds: number[];
  usedPromotionIds: number[];
}

export interface TillDevice {
  uuid: string;
  /** The receipt prefix ("C1"). */
  code: string;
  name: string;
  shopUuid: string;
  shopName: string;
  /** The warehouse its sales take stock from (a warehouse id is a uuid). */
  warehouseId: string;
  warehouseName: string;
  registeredAt: number;
  /** The number the next opened session takes. */
  nextSessionNumber: number;
}

export interface TillCashier {
  id: string;
  name: string;
}

export interface ZReport {
  sessionNumber: number;
  deviceCode: string;
  cashier: TillCashier;
  openedAt: number;
  closedAt: number | null;
  salesCount: number;
  itemsSold: number;
  total: number;
  discounts: number;
  /** amount: what was actually taken now (a deposit's or an installment plan's first payment). */
  byPaymentType: { paymentType: PaymentType; count: number; amount: number }[];
  /** cash, card, mobile, other taken. */
  byTender: { method: PaymentType; amount: number }[];
  openingCash: number;
  /** Cash tendered minus change given. */
  cashIn: number;
  /** openingCash + cashIn. */
  expectedCash: number;
  countedCash: number | null;
  /** counted - expected. */
  difference: number | null;
  firstReceipt: string | null;
  lastReceipt: string | null;
  reprints: number;
  unsynced: number;
}

export interface TillSession {
  uuid: string;
  deviceUuid: string;
  number: number;
  cashier: TillCashier;
  openedAt: number;
  openingCash: number;
  status: 'open' | 'closed';
  /** The sequence the next sale of this session takes. */
  nextSequence: number;
  closedAt: number | null;
  countedCash: number | null;
  report: ZReport | null;
}

export interface TillPromotionShare {
  promotionId: number;
  title: string;
  amount: number;
}

export interface TillSaleLine {
  key: string;
  productId: number;
  combinationId: number | null;
  name: Labels;
  sku: string | null;
  quantity: number;
  unitPriceHt: number;
  unitPriceTtc: number;
  unitPriceAfterHt: number;
  taxRateBp: number;
  totalHt: number;
  totalTtc: number;
  /** amount: HT off the line. */
  promotions: TillPromotionShare[];
}

export interface TillTender {
  method: PaymentType;
  amount: number;
}

export interface TillInstallment {
  amount: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

export interface TillPayment {
  /** cash | card | mobile_payment | other | deposit | mixed | installment. */
  paymentType: PaymentType;
  /** What was taken now (as syncOrders wants). */
  tenders: TillTender[];
  /** Cash handed over, and change returned. */
  cashGiven: number | null;
  change: number;
  /** The plan after the first payment (installment). */
  installments: TillInstallment[];
  /** total - taken now (deposit, installment), else 0. */
  balanceDue: number;
}

export interface TillSaleCustomer {
  key: string;
  id: number | null;
  firstname: string;
  lastname: string;
  phone: string;
}

/** Stored in db.localOrders (kind 'posSale', id = client order id) as .data. */
export interface TillSale {
  id: string;
  /** `${deviceCode}-${session number 3 digits}-${sequence 4 digits}`: "C1-007-0042". */
  receiptNumber: string;
  sessionUuid: string;
  sessionNumber: number;
  sequence: number;
  deviceUuid: string;
  deviceCode: string;
  shop: { uuid: string; name: string };
  cashier: TillCashier;
  createdAt: number;
  /** Null: walk-in. */
  customer: TillSaleCustomer | null;
  lines: TillSaleLine[];
  couponCodes: string[];
  subtotalTtc: number;
  discountTtc: number;
  /** What the customer owes (TTC). */
  total: number;
  cartPromotions: TillPromotionShare[];
  payment: TillPayment;
  printCount: number;
  lastPrintedAt: number | null;
}

export interface TillPricing {
  lines: TillSaleLine[];
  subtotalTtc: number;
  discountTtc: number;
  total: number;
  cartPromotions: TillPromotionShare[];
}

export interface CartEntry {
  item: TillItem;
  quantity: number;
}

export interface RefreshProgress {
  phase: 'catalogue' | 'customers' | 'stock' | 'rules';
  done: number;
  total: number;
}

export interface TillSearch {
  /** Every word of the query prefixes a word of the item; exact code matches first. */
  search(query: string, limit?: number): TillItem[];
  /** Exact barcode or SKU: what a keyboard-wedge scanner types. */
  byCode(code: string): TillItem | null;
}

/** A promotion rule as the engine reads it, with the title the receipt prints. */
export interface PromotionRuleRow extends PromotionRule {
  title: string;
}

export interface SessionSaleRow {
  sale: TillSale;
  status: OutboxState;
  serverRef: string | null;
}

export interface StorageHealth {
  persisted: boolean | null;
  usage: number | null;
  quota: number | null;
  /** usage >= 50 % of quota (OFFLINE.md Q14). */
  low: boolean;
}

export interface RegisterDeviceInput {
  shopUuid: string;
  shopName: string;
  code: string;
  name: string;
  /** A warehouse id is a uuid (PosWarehouseRef.id: ID). */
  warehouseId: string;
  reclaim?: boolean;
}

export interface NewCustomerForm {
  firstname: string;
  lastname: string;
  phone: string;
  email?: string | null;
}

export interface TillRefreshState {
  running: boolean;
  progress: RefreshProgress | null;
  lastRefreshedAt: number | null;
  error: unknown;
  refresh(): void;
}
