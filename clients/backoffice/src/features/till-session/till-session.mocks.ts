/**
 * Test fixtures of the till's session screens: a device, a session, a sale (cash with change, and an
 * installment one), a Z report, outbox rows as the sync engine leaves them, and the till the server
 * says holds a code. Test support only.
 */
import { priceTtc } from '@tijara/schema';
import type { OutboxEntry, TijaraDb } from '@tijara/shared';
import type { TillDevice, TillSale, TillSession, ZReport } from '../till-data';

export const DEVICE: TillDevice = {
  uuid: 'device-1',
  code: 'C1',
  name: 'Caisse entrée',
  shopUuid: 'shop-1',
  shopName: 'Boutique Tijara Alger',
  warehouseId: 'warehouse-2',
  warehouseName: 'Réserve boutique',
  registeredAt: Date.UTC(2026, 10, 1),
  nextSessionNumber: 8,
};

export const SESSION: TillSession = {
  uuid: 'session-7',
  deviceUuid: DEVICE.uuid,
  number: 7,
  cashier: { id: 'staff-1', name: 'Amel Haddad' },
  openedAt: Date.UTC(2026, 10, 25, 7, 0),
  openingCash: 1_000_000,
  status: 'open',
  nextSequence: 43,
  closedAt: null,
  countedCash: null,
  report: null,
};

/** extensions.takenTill of pos.device_code_taken: till C1, its session 7 open since 25/11/2026 08:00 shop time. */
export const TAKEN_TILL = {
  name: DEVICE.name,
  lastSessionNumber: 7,
  openSession: { number: 7, cashierName: 'Amel Haddad', openedAt: '2026-11-25T07:00:00.000Z' },
};

const CAFE_GROSS = priceTtc(2 * 40_000, 1900);
const CAFE_AFTER = CAFE_GROSS - 4_760;
const SHIRT = priceTtc(100_000, 1900);
/** The cart's 10 DA off (HT) for a loyal customer, taxed. */
const LOYALTY = 1_190;
const TOTAL = CAFE_AFTER + SHIRT - LOYALTY;

/** Two lines (one with a promotion), a customer, paid cash with change; 25/11/2026 09:30 shop time. */
export const SALE: TillSale = {
  id: 'sale-42',
  receiptNumber: 'C1-007-0042',
  sessionUuid: SESSION.uuid,
  sessionNumber: 7,
  sequence: 42,
  deviceUuid: DEVICE.uuid,
  deviceCode: 'C1',
  shop: { uuid: DEVICE.shopUuid, name: DEVICE.shopName },
  cashier: SESSION.cashier,
  createdAt: Date.UTC(2026, 10, 25, 8, 30),
  customer: { key: 'id:12', id: 12, firstname: 'Karim', lastname: 'Benali', phone: '0661234567' },
  lines: [
    {
      key: '3:0',
      productId: 3,
      combinationId: null,
      name: { fr: 'Café moulu 250 g', en: 'Ground coffee 250 g', ar: 'قهوة مطحونة 250 غ' },
      sku: 'CAF-250',
      quantity: 2,
      unitPriceHt: 40_000,
      unitPriceTtc: priceTtc(40_000, 1900),
      unitPriceAfterHt: 38_000,
      taxRateBp: 1900,
      totalHt: 76_000,
      totalTtc: CAFE_AFTER,
      promotions: [{ promotionId: 7, title: 'Semaine du café', amount: 4_000 }],
    },
    {
      key: '5:9',
      productId: 5,
      combinationId: 9,
      name: { fr: 'T-shirt - Rouge - XL', en: 'T-shirt - Red - XL', ar: 'قميص - أحمر - XL' },
      sku: 'TS-R-XL',
      quantity: 1,
      unitPriceHt: 100_000,
      unitPriceTtc: SHIRT,
      unitPriceAfterHt: 100_000,
      taxRateBp: 1900,
      totalHt: 100_000,
      totalTtc: SHIRT,
      promotions: [],
    },
  ],
  couponCodes: [],
  subtotalTtc: CAFE_GROSS + SHIRT,
  discountTtc: 4_760 + LOYALTY,
  total: TOTAL,
  cartPromotions: [{ promotionId: 9, title: 'Fidélité', amount: 1_000 }],
  payment: {
    paymentType: 'cash',
    tenders: [{ method: 'cash', amount: TOTAL }],
    cashGiven: 250_000,
    change: 250_000 - TOTAL,
    installments: [],
    balanceDue: 0,
  },
  printCount: 0,
  lastPrintedAt: null,
};

/** The same sale paid in installments: 500 DA now, the rest on two due days. */
export const INSTALLMENT_SALE: TillSale = {
  ...SALE,
  id: 'sale-43',
  receiptNumber: 'C1-007-0043',
  sequence: 43,
  payment: {
    paymentType: 'installment',
    tenders: [{ method: 'cash', amount: 50_000 }],
    cashGiven: null,
    change: 0,
    installments: [
      { amount: 80_000, dueDate: '2026-12-25' },
      { amount: SALE.total - 130_000, dueDate: '2027-01-25' },
    ],
    balanceDue: SALE.total - 50_000,
  },
};

/** Session 7's Z report for a count: 10 000 DA opening, the sale's cash in. */
export function zReport(countedCash: number | null): ZReport {
  const expectedCash = 1_000_000 + SALE.total;
  return {
    sessionNumber: 7,
    deviceCode: 'C1',
    cashier: SESSION.cashier,
    openedAt: SESSION.openedAt,
    closedAt: countedCash === null ? null : Date.UTC(2026, 10, 25, 18, 0),
    salesCount: 1,
    itemsSold: 3,
    total: SALE.total,
    discounts: SALE.discountTtc,
    byPaymentType: [{ paymentType: 'cash', count: 1, amount: SALE.total }],
    byTender: [{ method: 'cash', amount: SALE.total }],
    openingCash: 1_000_000,
    cashIn: SALE.total,
    expectedCash,
    countedCash,
    difference: countedCash === null ? null : countedCash - expectedCash,
    firstReceipt: 'C1-007-0001',
    lastReceipt: 'C1-007-0042',
    reprints: 2,
    unsynced: 1,
  };
}

let sequence = 0;

/** An outbox row as the engine leaves it; the sale's record beside it when one is given. */
export async function seedEntry(
  db: TijaraDb,
  fields: Partial<OutboxEntry> & Pick<OutboxEntry, 'state'>,
  sale: TillSale | null = null,
): Promise<OutboxEntry> {
  sequence += 1;
  const entry: OutboxEntry = {
    id: `entry-${sequence}`,
    kind: 'posSale',
    payload: {},
    idempotencyKey: `key-${sequence}`,
    schemaVersion: 1,
    appVersion: 'test',
    deviceId: DEVICE.uuid,
    deviceSeq: sequence,
    createdAt: Date.UTC(2026, 10, 25, 8, sequence),
    attempts: 0,
    nextAttemptAt: 0,
    leaseUntil: null,
    lastError: null,
    serverRef: null,
    ackedAt: null,
    ...(sale ? { recordId: sale.id } : {}),
    ...fields,
  };
  await db.outbox.add(entry);
  if (sale) {
    await db.localOrders.put({
      id: sale.id,
      kind: 'posSale',
      data: sale,
      status: entry.state,
      createdAt: sale.createdAt,
      serverRef: entry.serverRef,
    });
  }
  return entry;
}
