/**
 * Stock changed by hand: a delivery or a customer's return put on the shelf (addStock), and an
 * inventory count (countStock). Each is one transaction through StockLedger, recording who (the
 * actor) and when (the request's instant); a refusal writes nothing.
 *
 * A count is the truth: it writes one ADJUSTMENT row of (counted - on hand) under the line's lock,
 * even below what is reserved (available then reads negative until reservations are released or
 * consumed: the goods promised are simply not there, and hiding that would help nobody).
 */
import { StockMovementReason } from '@tijara/schema';
import { assertActor } from '../../core/access';
import type { RequestContext } from '../../core/request-context';
import type { StockLedger } from './stock-ledger';
import { checkStockItem } from './stock-line-check';
import type { StockReadService } from './stock-read.service';
import type { StockLevelView } from './stock.results';
import { checkAddStock, checkCount, countAdjustment } from './stock-rules';
import { warehouseFor } from './warehouse-access';

/** The ledger reference of the adjustments counts write, so history tells counts from other fixes. */
export const COUNT_REFERENCE = 'inventory-count';

export interface AddStockRequest {
  readonly warehouseId: string;
  readonly productId: number;
  readonly combinationId?: number | null;
  /** Checked here (a positive whole number): the shims pass what was typed, parsed or NaN. */
  readonly quantity: number;
  readonly reason?: string | null;
  readonly reference?: string | null;
  readonly note?: string | null;
}

export interface CountStockRequest {
  readonly warehouseId: string;
  readonly productId: number;
  readonly combinationId?: number | null;
  readonly countedQuantity: number;
  readonly note?: string | null;
}

export class StockEntryService {
  constructor(
    private readonly ledger: StockLedger,
    private readonly reads: StockReadService,
  ) {}

  addStock(ctx: RequestContext, request: AddStockRequest): Promise<StockLevelView> {
    const actor = assertActor(ctx);
    const entry = checkAddStock(request);
    return ctx.em.transactional(async (em) => {
      const warehouse = await warehouseFor(ctx, em, request.warehouseId, { mustBeActive: true });
      const item = await checkStockItem(em, request.productId, request.combinationId);
      const line = { warehouseId: warehouse.id, ...item };
      await this.ledger.move(em, {
        ...line,
        quantity: entry.quantity,
        reason: entry.reason,
        reference: entry.reference,
        note: entry.note,
        staffId: actor.staffId,
        at: ctx.now,
        guard: 'none',
      });
      return this.reads.line(em, ctx, warehouse.id, item);
    });
  }

  countStock(ctx: RequestContext, request: CountStockRequest): Promise<StockLevelView> {
    const actor = assertActor(ctx);
    const count = checkCount(request);
    return ctx.em.transactional(async (em) => {
      const warehouse = await warehouseFor(ctx, em, request.warehouseId, { mustBeActive: true });
      const item = await checkStockItem(em, request.productId, request.combinationId);
      const line = { warehouseId: warehouse.id, ...item };
      await this.ledger.ensureLevel(em, line, ctx.now);
      // Locked until commit: a sale or a delivery recorded meanwhile waits, so the adjustment is
      // computed from the figure it replaces.
      const [level] = await em.execute<{ on_hand: number }[]>(
        'select on_hand from stock_level where warehouse_id = ? and product_id = ? ' +
          'and coalesce(combination_id, 0) = ? for update',
        [line.warehouseId, line.productId, line.combinationId ?? 0],
      );
      const quantity = countAdjustment(level?.on_hand ?? 0, count.countedQuantity);
      if (quantity !== 0) {
        await this.ledger.move(em, {
          ...line,
          quantity,
          reason: StockMovementReason.ADJUSTMENT,
          reference: COUNT_REFERENCE,
          note: count.note,
          staffId: actor.staffId,
          at: ctx.now,
          guard: 'none',
        });
      }
      return this.reads.line(em, ctx, warehouse.id, item);
    });
  }
}
