/**
 * Segments as the staff screens read them, with their member count, in one statement whatever the
 * number of segments; and the live promotions that target a segment (which stop it being deleted).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SegmentKind } from '../customer-segment.entity';
import { MEMBER_COUNT_SQL } from './segment-members.sql';
import type { CustomerSegmentView } from './segment.results';

interface SegmentRow {
  readonly id: number;
  readonly uuid: string;
  readonly shop_uuid: string;
  readonly name: string;
  readonly kind: SegmentKind;
  readonly min_orders: number | null;
  readonly min_spent: number | null;
  readonly created_at: string | Date;
  readonly member_count: number;
}

export interface SegmentSelection {
  /** These segments only. */
  readonly ids?: readonly number[];
  /** Null: every shop. */
  readonly shops: readonly string[] | null;
}

function viewOf(row: SegmentRow): CustomerSegmentView {
  return {
    id: row.id,
    uuid: row.uuid,
    shopUuid: row.shop_uuid,
    name: row.name,
    kind: row.kind,
    minOrders: row.min_orders,
    minSpent: row.min_spent,
    memberCount: row.member_count,
    createdAt: new Date(row.created_at),
  };
}

/** By name. */
export async function segmentViews(
  em: EntityManager,
  selection: SegmentSelection,
): Promise<CustomerSegmentView[]> {
  const { ids, shops } = selection;
  if (shops?.length === 0 || ids?.length === 0) return [];
  const conditions = [
    ...(ids === undefined ? [] : ['s.id in (?)']),
    ...(shops === null ? [] : ['s.shop_uuid in (?)']),
  ];
  const params = [...(ids === undefined ? [] : [[...ids]]), ...(shops === null ? [] : [[...shops]])];
  const rows = await em.execute<SegmentRow[]>(
    'select s.id, s.uuid, s.shop_uuid, s.name, s.kind, s.min_orders, s.min_spent, s.created_at, ' +
      `${MEMBER_COUNT_SQL} as member_count from customer_segment s ` +
      `${conditions.length === 0 ? '' : `where ${conditions.join(' and ')} `}order by s.name, s.id`,
    params,
  );
  return rows.map(viewOf);
}

/** Names of the active, not ended promotions whose customer_segment scope targets the segment. */
export async function liveTargetingPromotions(
  em: EntityManager,
  segmentId: number,
  now: Date,
): Promise<string[]> {
  const rows = await em.execute<{ name: string }[]>(
    "select name from promotion where scope = 'customer_segment' and target_ids @> ?::jsonb " +
      'and active and ends_at > ? order by id',
    [JSON.stringify([segmentId]), now],
  );
  return rows.map((row) => row.name);
}
