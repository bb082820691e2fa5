import { PaymentType } from '@tijara/schema';
import type { OutboxEntry } from '@tijara/shared';
import { priceTillCart } from './pricing';
import { markPrinted, recordSale } from './record-sale';
import { closeSession, openSession } from './sessions';
import { CASHIER, freshTillDb, item, withDevice } from './test-fixtures';
import type { TillDb } from './till-db';
import type { TillDevice, TillPayment, TillSession } from './types';
import { unsyncedEntries } from './unsynced';
import { zReportOf } from './z-report';

const NOW = Date.UTC(2026, 4, 10, 9);
// 100.00 DA TTC exactly: 0 % tax keeps the arithmetic readable.
const VASE = item(1, { unitPriceHt: 10_000, taxRateBp: 0 });

async function sell(
  db: TillDb,
  device: TillDevice,
  session: TillSession,
  quantity: number,
  payment: (total: number) => TillPayment,
) {
  const entries = [{ item: VASE, quantity }];
  const pricing = priceTillCart({
    entries,
    customer: null,
    paymentType: null,
    couponCodes: [],
    rules: [],
    at: NOW,
  });
  return recordSale(db, {
    device,
    session,
    entries,
    pricing,
    customer: null,
    payment: payment(pricing.total),
    couponCodes: [],
    now: NOW,
  });
}

const base = { cashGiven: null, change: 0, installments: [], balanceDue: 0 };
const cashWithChange = (total: number): TillPayment => ({
  ...base,
  paymentType: PaymentType.CASH,
  tenders: [{ method: PaymentType.CASH, amount: total }],
  cashGiven: 50_000,
  change: 50_000 - total,
});
const mixed = (total: number): TillPayment => ({
  ...base,
  paymentType: PaymentType.MIXED,
  tenders: [
    { method: PaymentType.CASH, amount: 5_000 },
    { method: PaymentType.CARD, amount: total - 5_000 },
  ],
  cashGiven: 10_000,
  change: 5_000,
});
const deposit = (total: number): TillPayment => ({
  ...base,
  paymentType: PaymentType.DEPOSIT,
  tenders: [{ method: PaymentType.MOBILE, amount: 3_000 }],
  balanceDue: total - 3_000,
});
const installment = (total: number): TillPayment => ({
  ...base,
  paymentType: PaymentType.INSTALLMENT,
  tenders: [{ method: PaymentType.CASH, amount: 20_000 }],
  installments: [
    { amount: 20_000, dueDate: '2026-06-10' },
    { amount: total - 40_000, dueDate: '2026-07-10' },
  ],
  balanceDue: total - 20_000,
});

describe('the Z report', () => {
  it('adds up a session of cash with change, mixed, deposit and installment sales', async () => {
    const db = freshTillDb();
    const device = await withDevice(db, { nextSessionNumber: 3 });
    const session = await openSession(db, { device, cashier: CASHIER, openingCash: 20_000, now: NOW });
    const first = await sell(db, device, session, 3, cashWithChange); // 300.00 paid 500.00, change 200.00
    await sell(db, device, session, 2, mixed); // 50.00 cash + 150.00 card
    await sell(db, device, session, 1, deposit); // 30.00 by mobile now, 70.00 due
    const last = await sell(db, device, session, 6, installment); // 200.00 cash now, 400.00 in two
    await markPrinted(db, first.id);
    await markPrinted(db, first.id);
    await markPrinted(db, first.id);

    const report = await zReportOf(db, session.uuid, 60_000);
    expect(report).toEqual({
      sessionNumber: 3,
      deviceCode: 'C1',
      cashier: CASHIER,
      openedAt: NOW,
      closedAt: null,
      salesCount: 4,
      itemsSold: 12,
      total: 120_000,
      discounts: 0,
      byPaymentType: [
        { paymentType: PaymentType.CASH, count: 1, amount: 30_000 },
        { paymentType: PaymentType.MIXED, count: 1, amount: 20_000 },
        { paymentType: PaymentType.DEPOSIT, count: 1, amount: 3_000 },
        { paymentType: PaymentType.INSTALLMENT, count: 1, amount: 20_000 },
      ],
      byTender: [
        { method: PaymentType.CASH, amount: 55_000 },
        { method: PaymentType.CARD, amount: 15_000 },
        { method: PaymentType.MOBILE, amount: 3_000 },
      ],
      openingCash: 20_000,
      cashIn: 55_000,
      expectedCash: 75_000,
      countedCash: 60_000,
      difference: -15_000,
      firstReceipt: 'C1-003-0001',
      lastReceipt: last.receiptNumber,
      reprints: 2,
      unsynced: 4,
    });
  });

  it('is kept with the session at its close, and the close waits in the outbox for the open', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const session = await openSession(db, { device, cashier: CASHIER, openingCash: 10_000, now: NOW });
    await sell(db, device, session, 1, cashWithChange);
    const closed = await closeSession(db, {
      session,
      countedCash: 20_100,
      note: '  billet abîmé ',
      now: NOW + 3_600_000,
    });

    expect(closed).toMatchObject({ status: 'closed', closedAt: NOW + 3_600_000, countedCash: 20_100 });
    expect(closed.report).toMatchObject({
      expectedCash: 20_000,
      countedCash: 20_100,
      difference: 100,
      closedAt: NOW + 3_600_000,
    });
    expect(await zReportOf(db, session.uuid)).toEqual(closed.report);
    const entries = (await db.outbox.toArray()).sort((a, b) => a.deviceSeq - b.deviceSeq);
    const [open, , close] = entries as [OutboxEntry, OutboxEntry, OutboxEntry];
    expect(entries.map((entry) => entry.kind)).toEqual(['posSessionOpen', 'posSale', 'posSessionClose']);
    expect(open.payload).toEqual({
      uuid: session.uuid,
      deviceUuid: device.uuid,
      number: 1,
      openedAt: new Date(NOW).toISOString(),
      openingCash: 10_000,
      cashierId: CASHIER.id,
    });
    expect(close).toMatchObject({
      dependsOn: open.id,
      payload: {
        uuid: session.uuid,
        closedAt: new Date(NOW + 3_600_000).toISOString(),
        countedCash: 20_100,
        expectedCash: 20_000,
        note: 'billet abîmé',
      },
    });
  });

  it('opens one session at a time and numbers sessions from the device', async () => {
    const db = freshTillDb();
    const device = await withDevice(db, { nextSessionNumber: 41 });
    const session = await openSession(db, { device, cashier: CASHIER, openingCash: 0, now: NOW });
    expect(session.number).toBe(41);
    await expect(openSession(db, { device, cashier: CASHIER, openingCash: 0 })).rejects.toMatchObject({
      code: 'session_open',
    });
    await closeSession(db, { session, countedCash: 0 });
    await expect(closeSession(db, { session, countedCash: 0 })).rejects.toMatchObject({
      code: 'session_not_open',
    });
    expect((await openSession(db, { device, cashier: CASHIER, openingCash: 0 })).number).toBe(42);
  });
});

describe('the unsynced count', () => {
  it('counts what is waiting, being sent or parked for a sign-in, not what the server settled', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const session = await openSession(db, { device, cashier: CASHIER, openingCash: 0, now: NOW });
    const sales = [];
    for (let n = 0; n < 5; n += 1) sales.push(await sell(db, device, session, 1, cashWithChange));
    expect(await unsyncedEntries(db)).toBe(6);
    const entries = await db.outbox.toArray();
    const states = ['acked', 'conflict', 'rejected', 'sending', 'blocked_auth'] as const;
    await Promise.all(
      entries
        .filter((entry) => entry.kind === 'posSale')
        .map((entry, index) => db.outbox.update(entry.id, { state: states[index] })),
    );
    // The session's open entry (pending), one sending, one blocked.
    expect(await unsyncedEntries(db)).toBe(3);
  });
});
