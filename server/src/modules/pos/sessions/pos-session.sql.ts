/**
 * SQL of the tills' sessions. A session is read with its till's code, its cashier's name (the staff
 * module's published view) and the server's figures of its synced sales (the orders module's
 * posSessionSalesSql), in one statement whatever the number of sessions.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { posSessionSalesSql } from '../../orders';
import type { PosSessionView } from './pos-session.results';
import type { CheckedOpen, CloseSessionRequest } from './session-rules';

interface SessionRow {
  uuid: string;
  number: number;
  device_uuid: string;
  device_code: string;
  shop_uuid: string;
  cashier_id: string;
  cashier_name: string | null;
  opened_at: Date | string;
  opening_cash: number;
  closed_at: Date | string | null;
  counted_cash: number | null;
  expected_cash: number | null;
  note: string | null;
  sales_count: number;
  sales_total: string | number;
  cash_total: string | number;
}

const SESSION_SELECT = `select s.uuid, s.number, s.device_uuid, d.code as device_code, s.shop_uuid, s.cashier_id,
    st.display_name as cashier_name, s.opened_at, s.opening_cash, s.closed_at, s.counted_cash, s.expected_cash,
    s.note, sales.sales_count, sales.sales_total, sales.cash_total
  from pos_session s
  join pos_device d on d.uuid = s.device_uuid
  left join staff.staff st on st.id = s.cashier_id
  cross join ${posSessionSalesSql({ uuid: 's.uuid', shopUuid: 's.shop_uuid' })}`;

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

function viewOf(row: SessionRow): PosSessionView {
  const difference =
    row.counted_cash === null || row.expected_cash === null ? null : row.counted_cash - row.expected_cash;
  return {
    uuid: row.uuid,
    number: row.number,
    deviceUuid: row.device_uuid,
    deviceCode: row.device_code,
    shopUuid: row.shop_uuid,
    cashier: { id: row.cashier_id, displayName: row.cashier_name ?? '' },
    status: row.closed_at === null ? 'OPEN' : 'CLOSED',
    openedAt: new Date(row.opened_at),
    openingCash: row.opening_cash,
    closedAt: dateOf(row.closed_at),
    countedCash: row.counted_cash,
    expectedCash: row.expected_cash,
    difference,
    salesCount: row.sales_count,
    salesTotal: Number(row.sales_total),
    cashTotal: Number(row.cash_total),
    note: row.note,
  };
}

export interface SessionsQuery {
  readonly shopUuid: string;
  readonly deviceUuid: string | null;
  readonly limit: number;
}

/** A shop's sessions (or one till's), newest first by the tills' clocks. */
export async function shopSessions(em: EntityManager, query: SessionsQuery): Promise<PosSessionView[]> {
  const rows = await em.execute<SessionRow[]>(
    `${SESSION_SELECT}
     where s.shop_uuid = ?::uuid and (?::uuid is null or s.device_uuid = ?::uuid)
     order by s.opened_at desc, s.number desc, s.uuid desc
     limit ?`,
    [query.shopUuid, query.deviceUuid, query.deviceUuid, query.limit],
  );
  return rows.map(viewOf);
}

export async function sessionView(em: EntityManager, uuid: string): Promise<PosSessionView | null> {
  const [row] = await em.execute<SessionRow[]>(`${SESSION_SELECT} where s.uuid = ?::uuid`, [uuid]);
  return row ? viewOf(row) : null;
}

/** What a replay is compared with, and where the session belongs. */
export interface StoredSession {
  readonly shopUuid: string;
  readonly openFingerprint: string;
  readonly closeFingerprint: string | null;
}

export async function storedSession(em: EntityManager, uuid: string): Promise<StoredSession | null> {
  const [row] = await em.execute<
    { shop_uuid: string; open_fingerprint: string; close_fingerprint: string | null }[]
  >('select shop_uuid, open_fingerprint, close_fingerprint from pos_session where uuid = ?::uuid', [uuid]);
  return row
    ? {
        shopUuid: row.shop_uuid,
        openFingerprint: row.open_fingerprint,
        closeFingerprint: row.close_fingerprint,
      }
    : null;
}

export async function deviceOfSession(
  em: EntityManager,
  deviceUuid: string,
): Promise<{ shopUuid: string; active: boolean } | null> {
  const [row] = await em.execute<{ shop_uuid: string; active: boolean }[]>(
    'select shop_uuid, active from pos_device where uuid = ?::uuid',
    [deviceUuid],
  );
  return row ? { shopUuid: row.shop_uuid, active: row.active } : null;
}

/**
 * Inserts the session; false when its uuid or its (device, number) is already held (the caller
 * tells which by reading the uuid): a replay racing the first send waits for it to commit.
 */
export async function insertSession(
  em: EntityManager,
  open: CheckedOpen & { shopUuid: string; fingerprint: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await em.execute<{ uuid: string }[]>(
    `insert into pos_session (uuid, device_uuid, shop_uuid, number, cashier_id, opened_at, opening_cash,
       open_fingerprint, received_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict do nothing
     returning uuid`,
    [
      open.uuid,
      open.deviceUuid,
      open.shopUuid,
      open.number,
      open.cashierId,
      open.openedAt,
      open.openingCash,
      open.fingerprint,
      open.receivedAt,
    ],
  );
  return rows.length > 0;
}

/** Records the close; false when the session was already closed (by this close or another). */
export async function closeSession(
  em: EntityManager,
  close: CloseSessionRequest & { fingerprint: string; staffId: string },
): Promise<boolean> {
  const rows = await em.execute<{ uuid: string }[]>(
    `update pos_session set closed_at = ?, counted_cash = ?, expected_cash = ?, note = ?, close_fingerprint = ?,
       closed_by_id = ?
     where uuid = ?::uuid and closed_at is null
     returning uuid`,
    [
      close.closedAt,
      close.countedCash,
      close.expectedCash,
      close.note,
      close.fingerprint,
      close.staffId,
      close.uuid,
    ],
  );
  return rows.length > 0;
}
