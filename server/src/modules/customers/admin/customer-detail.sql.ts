/**
 * One customer as the back office's detail shows them, in ONE statement: who they are, their shop,
 * their order figures (by status, delivered spending, first and last order) and the delivery places
 * their orders named, as json sub-selects over the published `orders.customer_order`. Place names
 * follow the request's language and are those each order was placed with (a wilaya renamed or a
 * commune moved since does not rewrite where a customer was delivered).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tijara/schema';
import { COUNTED_ORDER, DELIVERED_ORDER } from './customer-list.sql';

/** The delivery places shown, most recently used first: enough for a regular, bounded for a reseller. */
export const ADDRESSES_SHOWN = 20;

type SqlTimestamp = string | Date;

export interface CustomerFiguresJson {
  readonly orderCount: number;
  readonly deliveredCount: number;
  readonly spent: number;
  readonly firstOrderAt: SqlTimestamp | null;
  readonly lastOrderAt: SqlTimestamp | null;
}

export interface CustomerAddressJson {
  readonly wilayaId: number;
  readonly wilayaCode: string | null;
  readonly wilayaName: string | null;
  readonly communeId: number | null;
  readonly communeName: string | null;
  readonly address: string | null;
  readonly orderCount: number;
  readonly lastUsedAt: SqlTimestamp;
}

export interface CustomerDetailRow {
  readonly id: number;
  readonly uuid: string;
  readonly shop_uuid: string;
  readonly shop_name: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string;
  readonly email: string | null;
  readonly created_at: SqlTimestamp;
  readonly figures: CustomerFiguresJson;
  readonly by_status: readonly { status: string; count: number }[];
  readonly addresses: readonly CustomerAddressJson[];
}

function detailColumns(locale: Locale): string {
  // The names the order was placed with (orders keeps them), not today's geography.
  const suffix = locale === 'ar' ? '_ar' : '';
  return `c.id, c.uuid, c.shop_uuid, s.name as shop_name, c.firstname, c.lastname, c.phone, c.email,
    c.created_at,
    (select json_build_object('orderCount', count(*) filter (where ${COUNTED_ORDER}),
        'deliveredCount', count(*) filter (where ${DELIVERED_ORDER}),
        'spent', coalesce(sum(o.total) filter (where ${DELIVERED_ORDER}), 0),
        'firstOrderAt', min(o.created_at), 'lastOrderAt', max(o.created_at))
      from orders.customer_order o where o.customer_id = c.id) as figures,
    (select coalesce(json_agg(json_build_object('status', st.status, 'count', st.count)), '[]')
      from (select o.status, count(*) as count from orders.customer_order o where o.customer_id = c.id
        group by o.status) st) as by_status,
    (select coalesce(json_agg(json_build_object('wilayaId', a.wilaya_id, 'wilayaCode', w.code,
        'wilayaName', a.wilaya_name, 'communeId', a.commune_id, 'communeName', a.commune_name,
        'address', a.delivery_address, 'orderCount', a.count, 'lastUsedAt', a.last_used_at)
        order by a.last_used_at desc), '[]')
      from (select o.wilaya_id, o.wilaya_name${suffix} as wilaya_name, o.commune_id,
          o.commune_name${suffix} as commune_name, o.delivery_address, count(*) as count,
          max(o.created_at) as last_used_at
        from orders.customer_order o where o.customer_id = c.id and o.wilaya_id is not null
        group by o.wilaya_id, o.wilaya_name${suffix}, o.commune_id, o.commune_name${suffix}, o.delivery_address
        order by last_used_at desc limit ${ADDRESSES_SHOWN}) a
      left join geography.wilaya w on w.id = a.wilaya_id) as addresses`;
}

/** The customer when one of `shopUuids` (null: any shop) holds them, else undefined. */
export async function customerDetailRow(
  em: EntityManager,
  id: number,
  shopUuids: readonly string[] | null,
  locale: Locale,
): Promise<CustomerDetailRow | undefined> {
  if (shopUuids !== null && shopUuids.length === 0) return undefined;
  const shops = shopUuids === null ? '' : ` and c.shop_uuid in (${shopUuids.map(() => '?').join(', ')})`;
  const [row] = await em.execute<CustomerDetailRow[]>(
    `select ${detailColumns(locale)} from customer c join shop.shop s on s.uuid = c.shop_uuid
     where c.id = ?${shops}`,
    [id, ...(shopUuids ?? [])],
  );
  return row;
}
