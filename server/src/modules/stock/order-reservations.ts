/**
 * Stock for orders, a whole order at a time: a web order's lines reserved in the shop's default
 * warehouse in two statements whatever the number of lines (checkout throughput is counted in
 * statements), with the shortage of every line told at once when some do not fit; and what each line
 * could reserve there now, read in one statement (the shortage's figures, the storefront cart's refresh).
 *
 * Lock order: the level rows are locked by a SELECT ... ORDER BY (warehouse, product, combination)
 * FOR UPDATE before the guarded UPDATE, the order every stock writer uses, so two orders sharing
 * lines queue instead of deadlocking. Release and shipping reuse StockLedger (reference `order:<uuid>`).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode, OrderMessageKey } from '@tijara/schema';
import { RuleError } from '../../core/errors';
import { pgArray } from '../../core/pg-array';

export interface OrderStockLine {
  /** The line's index in the request, for the error that names it. */
  readonly position: number;
  readonly productId: number;
  readonly combinationId: number | null;
  readonly quantity: number;
}

export interface LineShortage {
  readonly position: number;
  readonly productId: number;
  readonly combinationId: number | null;
  readonly requested: number;
  readonly available: number;
}

/** 409: some lines ask for more than the shop has; each short line is named with its figures. */
export class OrderShortageError extends RuleError {
  constructor(
    readonly shortages: readonly LineShortage[],
    fieldOf: (position: number) => string,
  ) {
    const fieldErrors = Object.fromEntries(
      shortages.map((s) => [fieldOf(s.position), [`Only ${s.available} available, ${s.requested} asked`]]),
    );
    super(
      ErrorCode.CONFLICT,
      OrderMessageKey.OUT_OF_STOCK,
      `Not enough stock for ${shortages.length} line(s)`,
      fieldErrors,
      { shortages },
    );
  }
}

export function orderStockReference(orderUuid: string): string {
  return `order:${orderUuid}`;
}

function lineArrays(lines: readonly OrderStockLine[]) {
  return [
    pgArray(lines.map((l) => l.productId)),
    pgArray(lines.map((l) => l.combinationId ?? 0)),
    pgArray(lines.map((l) => l.quantity)),
  ];
}

export class OrderReservations {
  /**
   * Holds every line for the order in the shop's default warehouse, or throws OrderShortageError
   * naming each line that does not fit (the caller's transaction then rolls back whatever fitted).
   * Lines must be distinct (product, combination) pairs.
   */
  async reserveAll(
    em: EntityManager,
    request: {
      readonly shopUuid: string;
      readonly reference: string;
      readonly lines: readonly OrderStockLine[];
      readonly at: Date;
      readonly fieldOf: (position: number) => string;
    },
  ): Promise<void> {
    if (request.lines.length === 0) return;
    const reserved = await em.execute<{ ord: string; warehouse_id: string }[]>(
      `with wanted as (
         select * from unnest(?::int[], ?::int[], ?::int[]) with ordinality as w(product_id, combination_id, quantity, ord)
       ), locked as (
         select l.id, w.quantity, w.ord from stock_level l
         join warehouse wh on wh.id = l.warehouse_id and wh.shop_uuid = ? and wh.is_shop_default
         join wanted w on w.product_id = l.product_id and w.combination_id = coalesce(l.combination_id, 0)
         order by l.warehouse_id, l.product_id, coalesce(l.combination_id, 0)
         for update of l
       )
       update stock_level s set reserved = s.reserved + locked.quantity, updated_at = ?
       from locked where s.id = locked.id and s.on_hand - s.reserved >= locked.quantity
       returning locked.ord, s.warehouse_id`,
      [...lineArrays(request.lines), request.shopUuid, request.at],
    );
    if (reserved.length < request.lines.length) {
      throw new OrderShortageError(
        await this.shortages(em, request.shopUuid, request.lines),
        request.fieldOf,
      );
    }
    const warehouseId = reserved[0]?.warehouse_id;
    await em.execute(
      `insert into stock_reservation (warehouse_id, product_id, combination_id, quantity, reference, status, created_at)
       select ?, w.product_id, nullif(w.combination_id, 0), w.quantity, ?, 'active', ?
       from unnest(?::int[], ?::int[], ?::int[]) as w(product_id, combination_id, quantity)`,
      [warehouseId, request.reference, request.at, ...lineArrays(request.lines)],
      'run',
    );
  }

  /**
   * Units each line could reserve now in the shop's default warehouse (on hand - reserved, read 0
   * below 0 or without a level row), in the order of `lines`: one statement whatever their number.
   * What the checkout's shortage names and the storefront cart's refresh shows.
   */
  async available(
    em: EntityManager,
    shopUuid: string,
    lines: readonly Pick<OrderStockLine, 'productId' | 'combinationId'>[],
  ): Promise<number[]> {
    if (lines.length === 0) return [];
    const rows = await em.execute<{ available: number | null }[]>(
      `select (select l.on_hand - l.reserved from stock_level l
           join warehouse wh on wh.id = l.warehouse_id and wh.shop_uuid = ? and wh.is_shop_default
           where l.product_id = w.product_id and coalesce(l.combination_id, 0) = w.combination_id) as available
       from unnest(?::int[], ?::int[]) with ordinality as w(product_id, combination_id, ord)
       order by w.ord`,
      [shopUuid, pgArray(lines.map((l) => l.productId)), pgArray(lines.map((l) => l.combinationId ?? 0))],
    );
    return lines.map((_, index) => Math.max(0, Number(rows[index]?.available ?? 0)));
  }

  /** What each line lacks in the shop's default warehouse (lines that fit are left out). */
  private async shortages(
    em: EntityManager,
    shopUuid: string,
    lines: readonly OrderStockLine[],
  ): Promise<LineShortage[]> {
    const units = await this.available(em, shopUuid, lines);
    return lines.flatMap((line, index) => {
      const available = units[index] ?? 0;
      return available >= line.quantity
        ? []
        : [
            {
              position: line.position,
              productId: line.productId,
              combinationId: line.combinationId,
              requested: line.quantity,
              available,
            },
          ];
    });
  }
}
