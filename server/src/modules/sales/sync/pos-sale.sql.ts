/**
 * The statements a POS sale needs beyond OrderWriter, each one round trip whatever the sale's size.
 *
 * `takeOutOfStock` is the batched form of StockLedger.move with guard 'none' and reason POS_SALE,
 * for every stock line of the sale at once (500 synced sales must take seconds, and a move per line
 * would be three statements per line). It keeps the ledger's invariants: the level row is created
 * when missing and changed by the same statement that writes its ledger row (on hand always equals
 * the ledger's sum), rows are locked in the order every stock writer uses (warehouse, product,
 * combination), and nothing is refused: the goods already left the shop.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { StockMovementReason } from '@tijara/schema';
import { pgArray } from '../../../core/pg-array';
import type { OrderFlag } from '../../orders';
import type { SaleStockLine, StockLineAfter } from './sale-figures';

export interface StockOut {
  readonly shopUuid: string;
  /** Distinct lines in lock order (saleStockLines). */
  readonly lines: readonly SaleStockLine[];
  /** orderStockReference(order uuid). */
  readonly reference: string;
  readonly staffId: string;
  readonly at: Date;
}

/** Takes the lines out of the shop's default warehouse; answers each line's figures after. */
export async function takeOutOfStock(em: EntityManager, out: StockOut): Promise<StockLineAfter[]> {
  if (out.lines.length === 0) return [];
  const rows = await em.execute<
    { product_id: number; combination_id: number | null; on_hand: number; reserved: number }[]
  >(
    `with sold as (
       select * from unnest(?::int[], ?::int[], ?::int[]) with ordinality as s(product_id, c, quantity, ord)
     ), moved as (
       insert into stock_level (warehouse_id, product_id, combination_id, on_hand, reserved, updated_at)
       select wh.id, s.product_id, nullif(s.c, 0), -s.quantity, 0, ?
       from sold s join warehouse wh on wh.shop_uuid = ? and wh.is_shop_default
       order by s.ord
       on conflict (warehouse_id, product_id, coalesce(combination_id, 0))
       do update set on_hand = stock_level.on_hand + excluded.on_hand, updated_at = excluded.updated_at
       returning warehouse_id, product_id, combination_id, on_hand, reserved
     ), ledger as (
       insert into stock_movement (warehouse_id, product_id, combination_id, quantity, balance_after, reason,
         reference, staff_id, created_at)
       select m.warehouse_id, m.product_id, m.combination_id, -s.quantity, m.on_hand, ?, ?, ?, ?
       from moved m join sold s on s.product_id = m.product_id and s.c = coalesce(m.combination_id, 0)
     )
     select product_id, combination_id, on_hand, reserved from moved`,
    [
      pgArray(out.lines.map((line) => line.productId)),
      pgArray(out.lines.map((line) => line.combinationId ?? 0)),
      pgArray(out.lines.map((line) => line.quantity)),
      out.at,
      out.shopUuid,
      StockMovementReason.POS_SALE,
      out.reference,
      out.staffId,
      out.at,
    ],
  );
  if (rows.length !== out.lines.length) {
    // Every shop is created with a default warehouse; without one the sale cannot be recorded.
    throw new Error(`Shop ${out.shopUuid} has no default warehouse to take a POS sale from`);
  }
  return out.lines.map((line) => {
    const row = rows.find(
      (r) => r.product_id === line.productId && (r.combination_id ?? 0) === (line.combinationId ?? 0),
    );
    return { ...line, onHand: Number(row?.on_hand ?? 0), reserved: Number(row?.reserved ?? 0) };
  });
}

/** Whether the customer id is one of the shop's customers. */
export async function isShopCustomer(em: EntityManager, shopUuid: string, id: number): Promise<boolean> {
  const rows = await em.execute<{ id: number }[]>('select id from customer where id = ? and shop_uuid = ?', [
    id,
    shopUuid,
  ]);
  return rows.length > 0;
}

/** The shop's single-use promotions among those the till applied (by line or by coupon code). */
export async function singleUsePromotionIds(
  em: EntityManager,
  shopUuid: string,
  applied: { readonly promotionIds: readonly number[]; readonly couponCodes: readonly string[] },
): Promise<number[]> {
  if (applied.promotionIds.length === 0 && applied.couponCodes.length === 0) return [];
  const rows = await em.execute<{ id: number }[]>(
    `select id from promotion where shop_uuid = ? and single_use
       and (id = any(?::int[]) or coupon_code = any(?::text[])) order by id`,
    [shopUuid, pgArray(applied.promotionIds), pgArray(applied.couponCodes)],
  );
  return rows.map((row) => row.id);
}

/** Puts a recorded sale in the review queue with its flags (stock is known only after the move). */
export async function flagOrder(
  em: EntityManager,
  orderId: number,
  flags: readonly OrderFlag[],
): Promise<void> {
  await em.execute(
    "update customer_order set flags = ?::jsonb, review_status = 'pending' where id = ?",
    [JSON.stringify(flags), orderId],
    'run',
  );
}
