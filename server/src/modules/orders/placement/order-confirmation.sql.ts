/**
 * What the shopper's confirmation page shows of one order, in one statement: the order, its lines,
 * where it goes (wilaya and commune in French and Arabic, the carrier) and its totals. The customer's
 * e-mail and full phone are not read: anyone holding the uuid may see this page.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

export interface ConfirmationLineRow {
  readonly productName: string;
  readonly combinationName: string | null;
  readonly quantity: number;
  readonly totalTtc: number;
}

export interface ConfirmationRow {
  readonly id: number;
  readonly uuid: string;
  readonly status: string;
  readonly payment_type: string;
  readonly created_at: Date;
  readonly firstname: string;
  readonly phone: string;
  readonly delivery_address: string | null;
  readonly wilaya_name: string | null;
  readonly wilaya_name_ar: string | null;
  readonly commune_name: string | null;
  readonly commune_name_ar: string | null;
  readonly transporter_name: string | null;
  readonly subtotal_ht: number;
  readonly discount_ht: number;
  readonly delivery_price: number;
  readonly delivery_discount: number;
  readonly total: number;
  readonly lines: ConfirmationLineRow[];
}

export async function confirmationRow(em: EntityManager, uuid: string): Promise<ConfirmationRow | undefined> {
  const [row] = await em.execute<ConfirmationRow[]>(
    `select o.id, o.uuid, o.status, o.payment_type, o.created_at, cu.firstname, cu.phone, o.delivery_address,
       o.wilaya_name, o.wilaya_name_ar, o.commune_name, o.commune_name_ar,
       t.name as transporter_name, o.subtotal_ht, o.discount_ht, o.delivery_price, o.delivery_discount, o.total,
       coalesce((select json_agg(json_build_object('productName', l.product_name,
           'combinationName', l.combination_name, 'quantity', l.quantity, 'totalTtc', l.total_ttc)
         order by l.position) from order_line l where l.order_id = o.id), '[]') as lines
     from customer_order o join customers.customer cu on cu.id = o.customer_id
     left join transporters.transporter t on t.id = o.transporter_id
     where o.uuid = ?`,
    [uuid],
  );
  return row;
}

/** Whether an order has this uuid (a navigation to its page answers 404 otherwise). */
export async function orderExists(em: EntityManager, uuid: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>('select 1 from customer_order where uuid = ?', [uuid]);
  return rows.length > 0;
}
