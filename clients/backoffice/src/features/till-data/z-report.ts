/**
 * The Z report of a session, from the till's own records (it prints offline): what was sold, how
 * it was paid, the cash the drawer should hold (opening count plus cash taken, change already
 * given back), and how far the count is from it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { PaymentType, TENDER_TYPES } from '@tijara/schema';
import type { LocalRecord, OutboxState } from '@tijara/shared';
import type { TillDb, TillSessionRow } from './till-db';
import type { SessionSaleRow, TillSale, ZReport } from './types';

/** What the header counts as not yet on the server (the shared unsyncedCount's states). */
export const UNSYNCED_STATES: readonly OutboxState[] = ['pending', 'sending', 'blocked_auth'];

function tally<K>(rows: readonly { key: K; amount: number }[]): Map<K, { count: number; amount: number }> {
  const totals = new Map<K, { count: number; amount: number }>();
  for (const { key, amount } of rows) {
    const known = totals.get(key) ?? { count: 0, amount: 0 };
    totals.set(key, { count: known.count + 1, amount: known.amount + amount });
  }
  return totals;
}

const taken = (sale: TillSale) => sale.payment.tenders.reduce((sum, tender) => sum + tender.amount, 0);

/** Pure: the report of a session and its sales (in sequence order). */
export function buildZReport(
  session: TillSessionRow,
  sales: readonly SessionSaleRow[],
  countedCash: number | null,
): ZReport {
  const sold = sales.map((row) => row.sale);
  const byType = tally(sold.map((sale) => ({ key: sale.payment.paymentType, amount: taken(sale) })));
  const tenders = tally(
    sold.flatMap((sale) => sale.payment.tenders.map((t) => ({ key: t.method, amount: t.amount }))),
  );
  // Tenders are what the sale took: cash handed over minus the change given back.
  const cashIn = tenders.get(PaymentType.CASH)?.amount ?? 0;
  const expectedCash = session.openingCash + cashIn;
  return {
    sessionNumber: session.number,
    deviceCode: session.deviceCode,
    cashier: session.cashier,
    openedAt: session.openedAt,
    closedAt: session.closedAt,
    salesCount: sold.length,
    itemsSold: sold.reduce((sum, sale) => sum + sale.lines.reduce((n, line) => n + line.quantity, 0), 0),
    total: sold.reduce((sum, sale) => sum + sale.total, 0),
    discounts: sold.reduce((sum, sale) => sum + sale.discountTtc, 0),
    byPaymentType: [...byType].map(([paymentType, { count, amount }]) => ({ paymentType, count, amount })),
    byTender: TENDER_TYPES.flatMap((method) => {
      const row = tenders.get(method);
      return row ? [{ method, amount: row.amount }] : [];
    }),
    openingCash: session.openingCash,
    cashIn,
    expectedCash,
    countedCash,
    difference: countedCash === null ? null : countedCash - expectedCash,
    firstReceipt: sold[0]?.receiptNumber ?? null,
    lastReceipt: sold[sold.length - 1]?.receiptNumber ?? null,
    reprints: sold.reduce((sum, sale) => sum + Math.max(0, sale.printCount - 1), 0),
    unsynced: sales.filter((row) => UNSYNCED_STATES.includes(row.status)).length,
  };
}

/** The session's sales with their sync state, in sequence order. */
export async function salesOfSession(db: TillDb, session: TillSessionRow): Promise<SessionSaleRow[]> {
  const records = (await db.localOrders.bulkGet(session.saleIds)) as (LocalRecord<TillSale> | undefined)[];
  return records
    .flatMap((record) =>
      record ? [{ sale: record.data, status: record.status, serverRef: record.serverRef }] : [],
    )
    .sort((a, b) => a.sale.sequence - b.sale.sequence);
}

/**
 * The report of a session: with `countedCash` the closing count being typed; without it, the count
 * the session was closed with (null while open).
 */
export async function zReportOf(
  db: TillDb,
  sessionUuid: string,
  countedCash?: number | null,
): Promise<ZReport> {
  return db.transaction('r', db.tillSessions, db.localOrders, async () => {
    const session = await db.tillSessions.get(sessionUuid);
    if (!session) throw new Error(`No session ${sessionUuid} on this device`);
    const sales = await salesOfSession(db, session);
    const counted = countedCash === undefined ? session.countedCash : countedCash;
    return buildZReport(session, sales, counted);
  });
}

/** Live: follows every sale, print and sync of the session. */
export function useZReport(
  db: TillDb,
  sessionUuid: string | undefined,
  countedCash?: number | null,
): ZReport | undefined {
  return useLiveQuery(
    () => (sessionUuid === undefined ? undefined : zReportOf(db, sessionUuid, countedCash)),
    [db, sessionUuid, countedCash],
  );
}

/** Live: the session's sales with their sync state and server reference, in sequence order. */
export function useSessionSales(db: TillDb, sessionUuid: string | undefined): SessionSaleRow[] | undefined {
  return useLiveQuery(async () => {
    if (sessionUuid === undefined) return undefined;
    const session = await db.tillSessions.get(sessionUuid);
    return session ? salesOfSession(db, session) : [];
  }, [db, sessionUuid]);
}
