/**
 * A POS sale's stock out: the batched form of StockLedger.move with guard 'none' and reason POS_SALE,
 * for every stock line of the sale at once (500 synced sales must take seconds, and a move per line
 * would be three statements per line). It keeps the ledger's invariants: the level row is created
 * when missing and changed by the same statement that writes its ledger row (on hand always equals
 * the ledger's sum), rows are locked in the order every stock writer uses (warehouse, product,
 * combination), and nothing is refused: the goods already left the shop.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { StockMovementReason } from '@tijara/schema';
import { pgArray } from '../../core/pg-array';

export interface SoldStockLine {
  readonly productId: number;
  readonly combinationId: number | null;
  /** Units sold (positive). */
  readonly quantity: number;
}

export interface SoldStockLineAfter extends SoldStockLine {
  readonly onHand: number;
  readonly reserved: number;
}

export interface PosStockOut {
  readonly shopUuid: string;
  /** The till's warehouse, one of the shop's; null or absent: the shop's default. */
  readonly warehouseId?: string | null;
  /** Distinct lines in lock order (product, then combination). */
  readonly lines: readonly SoldStockLine[];
  /** orderStockReference(order uuid). */
  readonly reference: string;
  readonly staffId: string;
  readonly at: Date;
}

/**
 * Takes the lines out of the given warehouse of the shop (the till's), else the shop's default;
 * answers each line's figures after.
 */
export async function takePosSaleOutOfStock(
  em: EntityManager,
  out: PosStockOut,
): Promise<SoldStockLineAfter[]> {
  if (out.lines.length === 0) return [];
  const rows = await em.execute<
    { product_id: number; combination_id: number | null; on_hand: number; reserved: number }[]
  >(
    `with sold as (
       select * from unnest(?::int[], ?::int[], ?::int[]) with ordinality as s(product_id, c, quantity, ord)
     ), moved as (
       insert into stock_level (warehouse_id, product_id, combination_id, on_hand, reserved, updated_at)
       select wh.id, s.product_id, nullif(s.c, 0), -s.quantity, 0, ?
       from sold s join warehouse wh on wh.shop_uuid = ? and coalesce(wh.id = ?::uuid, wh.is_shop_default)
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
      out.warehouseId ?? null,
      StockMovementReason.POS_SALE,
      out.reference,
      out.staffId,
      out.at,
    ],
  );
  if (rows.length !== out.lines.length) {
    // Every shop is created with a default warehouse, and a till sells from one of its shop's;
    // without it the sale cannot be recorded.
    const which = out.warehouseId ? `warehouse ${out.warehouseId}` : 'default warehouse';
    throw new Error(`Shop ${out.shopUuid} has no ${which} to take a POS sale from`);
  }
  return out.lines.map((line) => {
    const row = rows.find(
      (r) => r.product_id === line.productId && (r.combination_id ?? 0) === (line.combinationId ?? 0),
    );
    return { ...line, onHand: Number(row?.on_hand ?? 0), reserved: Number(row?.reserved ?? 0) };
  });
}

/**
 * Units that left under an order's reference (SALE or POS_SALE), per warehouse and line, in the one
 * lock order every stock writer uses (warehouse, product, combination): what a cancellation or a
 * return puts back.
 */
export async function unitsSoldUnder(
  em: EntityManager,
  reference: string,
): Promise<{ warehouse_id: string; product_id: number; combination_id: number | null; quantity: number }[]> {
  return em.execute(
    `select warehouse_id, product_id, combination_id, -sum(quantity)::int as quantity from stock_movement
     where reference = ? and reason in (?, ?)
     group by warehouse_id, product_id, combination_id having sum(quantity) < 0
     order by warehouse_id, product_id, coalesce(combination_id, 0)`,
    [reference, StockMovementReason.SALE, StockMovementReason.POS_SALE],
  );
}
