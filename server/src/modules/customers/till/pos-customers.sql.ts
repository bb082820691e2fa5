/**
 * One page of the till's customer feed in ONE statement, so the page, the snapshot bounds of the
 * delta (core/delta-feed.ts) and the first page's total come from the same snapshot: the ids of the
 * page (one more than asked, to tell whether more follow) and those customers of the shop; and the
 * log's upkeep (its horizon, the day's mark and pruning: core/delta-feed.ts). A first load walks the
 * shop's customers by id; a delta walks the distinct customers of the shop's rows of
 * till_customer_change in the window (a row per transaction). Customers are never deleted, so a
 * delta removes none.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { feedUpkeepSql } from '../../../core/delta-feed';
import type { FeedWindow } from '../../../core/delta-feed';

export interface PosCustomerRow {
  readonly id: number;
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string;
  readonly email: string | null;
}

export interface PosCustomersRead {
  readonly xmin: string;
  readonly xmax: string;
  readonly total: number | null;
  readonly ids: number[];
  readonly customers: PosCustomerRow[];
  readonly horizon: string | null;
}

const UPKEEP = feedUpkeepSql('till_customer_change', 'till_customer_change_mark');

const UNTIL = 'coalesce(?::xid8, (select pg_snapshot_xmax(s) from snap))';

/** The ids a page walks, with their parameters. */
function pickedIds(window: FeedWindow, limit: number): [string, unknown[]] {
  if (window.from === null) {
    return [
      'select c.id from customer c where c.shop_uuid = ?::uuid and c.id > ? order by c.id limit ?',
      [window.shopUuid, window.after, limit + 1],
    ];
  }
  return [
    'select distinct tc.customer_id as id from till_customer_change tc where tc.shop_uuid = ?::uuid ' +
      `and tc.changed_xid >= ?::xid8 and tc.changed_xid < ${UNTIL} and tc.customer_id > ? ` +
      'order by tc.customer_id limit ?',
    [window.shopUuid, window.from, window.until, window.after, limit + 1],
  ];
}

/** The delta's size, counted on its first page only (later pages carry it in the cursor). */
function totalOf(window: FeedWindow): [string, unknown[]] {
  if (window.total !== null) return ['null::int', []];
  if (window.from === null) {
    return ['(select count(*) from customer c where c.shop_uuid = ?::uuid)::int', [window.shopUuid]];
  }
  return [
    '(select count(distinct tc.customer_id) from till_customer_change tc where tc.shop_uuid = ?::uuid ' +
      'and tc.changed_xid >= ?::xid8 and tc.changed_xid < pg_snapshot_xmax(snap.s))::int',
    [window.shopUuid, window.from],
  ];
}

export async function readPosCustomersPage(
  em: EntityManager,
  window: FeedWindow,
  limit: number,
): Promise<PosCustomersRead> {
  const [picked, pickedParams] = pickedIds(window, limit);
  const [total, totalParams] = totalOf(window);
  const [row] = await em.execute<PosCustomersRead[]>(
    `with snap as materialized (select pg_current_snapshot() as s), ${UPKEEP}, picked as (${picked}), ` +
      'page as (select id from picked order by id limit ?) ' +
      'select pg_snapshot_xmin(snap.s)::text as xmin, pg_snapshot_xmax(snap.s)::text as xmax, ' +
      `(select since_xid::text from horizon) as horizon, ${total} as total, ` +
      'array(select id from picked order by id) as ids, ' +
      "(select coalesce(json_agg(json_build_object('id', c.id, 'firstname', c.firstname, 'lastname', c.lastname, " +
      "'phone', c.phone, 'email', c.email) order by c.id), '[]'::json) " +
      'from page join customer c on c.id = page.id and c.shop_uuid = ?::uuid) as customers from snap',
    [...pickedParams, limit, ...totalParams, window.shopUuid],
  );
  if (!row) throw new Error('The customer feed statement answered no row');
  return row;
}
