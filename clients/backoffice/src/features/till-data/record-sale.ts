/**
 * Recording a sale: ONE Dexie transaction takes the session's next sequence, writes the sale
 * (localOrders, kind posSale, id = client order id), its outbox entry (payload = the SyncOrderInput,
 * key = the client order id) and the units it took from the stock snapshot. A failure anywhere
 * leaves none of them, and the receipt number is never given twice, across reloads and tabs.
 */
import { enqueue, uuidV4 } from '@tijara/shared';
import type { LocalRecord } from '@tijara/shared';
import { TillDataError } from './errors';
import { POS_SALE } from './kinds';
import { META, readMeta } from './meta';
import { paymentCheck } from './payment';
import { normalisedCouponCodes, syncOrderInputOf } from './sale-payload';
import { takeFromStock } from './stock';
import type { TillDb, TillSessionRow } from './till-db';
import type {
  CartEntry,
  TillCustomer,
  TillDevice,
  TillPayment,
  TillPricing,
  TillSale,
  TillSession,
} from './types';

/** `${deviceCode}-${session number, 3 digits}-${sequence, 4 digits}`: "C1-007-0042". */
export function receiptNumberOf(deviceCode: string, sessionNumber: number, sequence: number): string {
  return `${deviceCode}-${String(sessionNumber).padStart(3, '0')}-${String(sequence).padStart(4, '0')}`;
}

export interface RecordSaleInput {
  device: TillDevice;
  session: TillSession;
  /** What the cashier rang up; the sale's lines are the pricing's. */
  entries: readonly CartEntry[];
  pricing: TillPricing;
  customer: TillCustomer | null;
  payment: TillPayment;
  couponCodes: readonly string[];
  now?: number;
}

function saleOf(input: RecordSaleInput, session: TillSessionRow, id: string, now: number): TillSale {
  const { device, pricing, customer } = input;
  return {
    id,
    receiptNumber: receiptNumberOf(session.deviceCode, session.number, session.nextSequence),
    sessionUuid: session.uuid,
    sessionNumber: session.number,
    sequence: session.nextSequence,
    deviceUuid: device.uuid,
    deviceCode: session.deviceCode,
    shop: { uuid: device.shopUuid, name: device.shopName },
    cashier: session.cashier,
    createdAt: now,
    customer: customer && {
      key: customer.key,
      id: customer.id,
      firstname: customer.firstname,
      lastname: customer.lastname,
      phone: customer.phone,
    },
    lines: pricing.lines,
    couponCodes: normalisedCouponCodes(input.couponCodes),
    subtotalTtc: pricing.subtotalTtc,
    discountTtc: pricing.discountTtc,
    total: pricing.total,
    cartPromotions: pricing.cartPromotions,
    payment: input.payment,
    printCount: 0,
    lastPrintedAt: null,
  };
}

function checkSale(input: RecordSaleInput): void {
  if (input.pricing.lines.length === 0) throw new TillDataError('empty_cart', 'A sale has at least one line');
  const problems = paymentCheck(input.pricing.total, input.payment);
  if (problems.length > 0) throw new TillDataError('payment', 'The payment does not fit the total', problems);
}

export function recordSale(db: TillDb, input: RecordSaleInput): Promise<TillSale> {
  checkSale(input);
  const now = input.now ?? Date.now();
  const id = uuidV4();
  const tables = [db.outbox, db.meta, db.localOrders, db.tillSessions, db.tillStock];
  return db.transaction('rw', tables, async () => {
    const session = await db.tillSessions.get(input.session.uuid);
    if (session?.status !== 'open') throw new TillDataError('session_not_open', 'This session is not open');
    const sale = saleOf(input, session, id, now);
    const deviceSequence = ((await readMeta<number>(db, META.saleSequence)) ?? 0) + 1;
    const payload = syncOrderInputOf(sale, input.customer, deviceSequence);
    const record: LocalRecord<TillSale> = {
      id,
      kind: POS_SALE,
      data: sale,
      status: 'pending',
      createdAt: now,
      serverRef: null,
    };
    await enqueue(
      db,
      { kind: POS_SALE, payload, idempotencyKey: id, recordId: id, tables: tables.slice(3), now },
      async () => {
        await db.meta.put({ key: META.saleSequence, value: deviceSequence });
        await db.tillSessions.put({
          ...session,
          nextSequence: session.nextSequence + 1,
          saleIds: [...session.saleIds, id],
        });
        await db.localOrders.add(record);
        await takeFromStock(db, sale.lines);
      },
    );
    return sale;
  });
}

/** A print of the receipt: the first is the original, every later one a reprint (counted in the Z report). */
export function markPrinted(db: TillDb, saleId: string, now = Date.now()): Promise<TillSale> {
  return db.transaction('rw', db.localOrders, async () => {
    const record = (await db.localOrders.get(saleId)) as LocalRecord<TillSale> | undefined;
    if (record?.kind !== POS_SALE) throw new Error(`No sale ${saleId} on this device`);
    const sale: TillSale = { ...record.data, printCount: record.data.printCount + 1, lastPrintedAt: now };
    await db.localOrders.put({ ...record, data: sale });
    return sale;
  });
}
