import Dexie from 'dexie';
import { OrderMessageKey, PaymentType, priceTtc } from '@tijara/schema';
import type { LocalRecord, OutboxEntry } from '@tijara/shared';
import type { SyncOrderInput } from '../../__generated__/till-data/graphql';
import { TillDataError } from './errors';
import { priceTillCart } from './pricing';
import { markPrinted, recordSale } from './record-sale';
import { closeSession, openSession } from './sessions';
import { CASHIER, DEVICE_UUID, SHOP_UUID, freshTillDb, item, withDevice } from './test-fixtures';
import { TillDb } from './till-db';
import type { CartEntry, TillCustomer, TillDevice, TillPayment, TillSale, TillSession } from './types';

const NOW = Date.UTC(2026, 4, 10, 9);
const SOAP = item(1, { unitPriceHt: 10_000, taxRateBp: 1900 });
const SCARF = item(2, { combinationId: 7, unitPriceHt: 5_000, taxRateBp: 900 });

function cash(total: number, given = total): TillPayment {
  return {
    paymentType: PaymentType.CASH,
    tenders: [{ method: PaymentType.CASH, amount: total }],
    cashGiven: given,
    change: given - total,
    installments: [],
    balanceDue: 0,
  };
}

async function sell(
  db: TillDb,
  device: TillDevice,
  session: TillSession,
  entries: CartEntry[] = [{ item: SOAP, quantity: 2 }],
  options: { customer?: TillCustomer | null; payment?: (total: number) => TillPayment; now?: number } = {},
): Promise<TillSale> {
  const pricing = priceTillCart({
    entries,
    customer: null,
    paymentType: PaymentType.CASH,
    couponCodes: [],
    rules: [],
    at: NOW,
  });
  return recordSale(db, {
    device,
    session,
    entries,
    pricing,
    customer: options.customer ?? null,
    payment: (options.payment ?? cash)(pricing.total),
    couponCodes: [' fete '],
    now: options.now ?? NOW,
  });
}

async function openTill(db: TillDb) {
  const device = await withDevice(db, { nextSessionNumber: 7 });
  const session = await openSession(db, { device, cashier: CASHIER, openingCash: 10_000, now: NOW - 60_000 });
  return { device, session };
}

describe('recordSale', () => {
  it('writes the sale, its outbox entry, the next sequence and the stock taken in one go', async () => {
    const db = freshTillDb();
    const { device, session } = await openTill(db);
    const sale = await sell(db, device, session);

    expect(sale.receiptNumber).toBe('C1-007-0001');
    const record = (await db.localOrders.get(sale.id)) as LocalRecord<TillSale>;
    expect(record).toMatchObject({
      kind: 'posSale',
      status: 'pending',
      data: { total: priceTtc(20_000, 1900) },
    });
    const [entry] = (await db.outbox
      .filter((entry) => entry.kind === 'posSale')
      .toArray()) as OutboxEntry<SyncOrderInput>[];
    expect(entry).toMatchObject({ idempotencyKey: sale.id, recordId: sale.id, state: 'pending' });
    expect(entry?.payload).toEqual({
      clientOrderId: sale.id,
      idempotencyKey: sale.id,
      deviceId: DEVICE_UUID,
      cashierId: CASHIER.id,
      sessionId: session.uuid,
      deviceSequence: 1,
      receiptNumber: 'C1-007-0001',
      createdAt: new Date(NOW).toISOString(),
      sale: {
        shopUuid: SHOP_UUID,
        customer: null,
        lines: [
          {
            productId: 1,
            combinationId: null,
            quantity: 2,
            unitPrice: 10_000,
            unitPriceAfter: 10_000,
            totalHt: 20_000,
            totalTtc: 23_800,
            promotions: [],
          },
        ],
        paymentType: 'CASH',
        tenders: [{ method: 'CASH', amount: 23_800 }],
        total: 23_800,
        couponCodes: ['FETE'],
        installments: [],
      },
    });
    expect((await db.tillSessions.get(session.uuid))?.nextSequence).toBe(2);
    expect(await db.tillStock.get('1:0')).toMatchObject({ sold: 2 });
  });

  it('leaves no record, no entry, no sequence and no stock change when a write fails', async () => {
    const db = freshTillDb();
    const { device, session } = await openTill(db);
    const entriesBefore = await db.outbox.count();
    jest.spyOn(db.tillStock, 'put').mockRejectedValueOnce(new Error('disk full'));

    await expect(sell(db, device, session)).rejects.toThrow('disk full');

    expect(await db.localOrders.count()).toBe(0);
    expect(await db.outbox.count()).toBe(entriesBefore);
    expect(await db.tillSessions.get(session.uuid)).toMatchObject({ nextSequence: 1, saleIds: [] });
    expect(await db.meta.get('till:saleSequence')).toBeUndefined();
    expect(await db.tillStock.count()).toBe(0);
    // The next sale takes the number the failed one did not.
    expect((await sell(db, device, session)).receiptNumber).toBe('C1-007-0001');
  });

  it('numbers receipts uniquely and increasingly across reloads and sessions', async () => {
    const first = freshTillDb();
    const { device, session } = await openTill(first);
    await sell(first, device, session);
    await sell(first, device, session);
    first.close();

    // A reload: a new database object on the same name.
    const reloaded = new TillDb(first.name);
    const third = await sell(reloaded, device, session);
    expect(third.receiptNumber).toBe('C1-007-0003');
    await closeSession(reloaded, { session, countedCash: 0, now: NOW + 1000 });
    const next = await openSession(reloaded, { device, cashier: CASHIER, openingCash: 0, now: NOW + 2000 });
    const fourth = await sell(reloaded, device, next);
    expect(fourth.receiptNumber).toBe('C1-008-0001');
    const sequences = (
      await reloaded.outbox.filter((entry) => entry.kind === 'posSale').sortBy('deviceSeq')
    ).map((entry) => (entry.payload as SyncOrderInput).deviceSequence);
    expect(sequences).toEqual([1, 2, 3, 4]);
    reloaded.close();
    await Dexie.delete(first.name);
  });

  it('refuses a sale on a closed session or with a payment that does not fit', async () => {
    const db = freshTillDb();
    const { device, session } = await openTill(db);
    const short = (total: number) => cash(total - 1);
    await expect(sell(db, device, session, undefined, { payment: short })).rejects.toMatchObject({
      code: 'payment',
      details: [OrderMessageKey.PAYMENTS_MISMATCH],
    });
    await closeSession(db, { session, countedCash: 10_000, now: NOW });
    await expect(sell(db, device, session)).rejects.toBeInstanceOf(TillDataError);
    expect(await db.localOrders.count()).toBe(0);
  });

  it('sends a known customer by id and a new one by the form typed at the counter', async () => {
    const db = freshTillDb();
    const { device, session } = await openTill(db);
    const known: TillCustomer = {
      key: 'id:12',
      id: 12,
      firstname: 'Amina',
      lastname: 'Benali',
      phone: '0661234567',
      email: null,
      segmentIds: [],
      usedPromotionIds: [],
    };
    const typed: TillCustomer = {
      ...known,
      key: 'new:0770123456',
      id: null,
      phone: '0770123456',
      email: 'k@example.dz',
    };
    await sell(db, device, session, undefined, { customer: known });
    const sale = await sell(db, device, session, [{ item: SCARF, quantity: 1 }], { customer: typed });
    const payloads = (await db.outbox.filter((entry) => entry.kind === 'posSale').sortBy('deviceSeq')).map(
      (entry) => (entry.payload as SyncOrderInput).sale?.customer,
    );
    expect(payloads).toEqual([
      { id: 12 },
      { firstname: 'Amina', lastname: 'Benali', phone: '0770123456', email: 'k@example.dz' },
    ]);
    expect(sale.customer).toEqual({
      key: 'new:0770123456',
      id: null,
      firstname: 'Amina',
      lastname: 'Benali',
      phone: '0770123456',
    });
  });
});

describe('markPrinted', () => {
  it('counts every print of the receipt', async () => {
    const db = freshTillDb();
    const { device, session } = await openTill(db);
    const sale = await sell(db, device, session);
    await markPrinted(db, sale.id, NOW + 5);
    const again = await markPrinted(db, sale.id, NOW + 9);
    expect(again).toMatchObject({ printCount: 2, lastPrintedAt: NOW + 9 });
    expect(((await db.localOrders.get(sale.id)) as LocalRecord<TillSale>).data.printCount).toBe(2);
  });
});
