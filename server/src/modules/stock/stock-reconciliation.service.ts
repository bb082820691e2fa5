/**
 * "Update stocks" for one warehouse. Levels are a cache of their sources, so this:
 *   (a) releases the active reservations whose expiry has passed (abandoned web carts),
 *   (b) compares each level's on hand with the sum of its ledger rows and its reserved with the sum
 *       of its active reservations, and rewrites the level from its sources where they differ,
 *   (c) creates the level rows missing for lines that have ledger rows or reservations.
 * The ledger is the truth and is never written here. All of it runs in one transaction with the
 * warehouse's level rows locked, so no sale, delivery or reservation lands between the comparison
 * and the fix. The dry run (stockCheck, GET /dashboard/api/stock/check) answers the same report
 * without locking or writing anything, from one consistent snapshot.
 */
import { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertActor, warehouseScope } from '../../core/access';
import type { RequestContext } from '../../core/request-context';
import {
  differencesSql,
  lockLevelsSql,
  rebuildLevelsSql,
  releaseExpiredSql,
  summarySql,
} from './reconciliation.sql';
import type { DifferenceRow, SummaryRow } from './reconciliation.sql';
import { correctionsOf } from './reconciliation-rules';
import type { LineFigures } from './reconciliation-rules';
import type { StockReconciliationView } from './stock.results';
import { warehouseFor } from './warehouse-access';
import { Warehouse } from './warehouse.entity';

function figuresOf(row: DifferenceRow): LineFigures {
  return {
    productId: row.product_id,
    combinationId: row.combination_id,
    productName: row.product_name,
    combinationName: row.combination_name,
    hasLevel: row.has_level,
    onHand: row.on_hand,
    reserved: row.reserved,
    ledger: row.ledger,
    held: row.held,
  };
}

async function run(em: EntityManager, query: { sql: string; params: unknown[] }) {
  return em.execute<unknown[]>(query.sql, query.params);
}

export class StockReconciliationService {
  /** The dry run: what reconcile() would find, nothing locked or written. */
  check(ctx: RequestContext, warehouseId: string): Promise<StockReconciliationView> {
    return ctx.em.transactional(
      async (em) => {
        const warehouse = await warehouseFor(ctx, em, warehouseId);
        return this.report(ctx, em, warehouse, false);
      },
      // Its statements read one snapshot, so the counts and the corrections agree.
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  }

  /** The dry run of every warehouse the actor may act in (inactive ones included). */
  async checkAll(ctx: RequestContext): Promise<StockReconciliationView[]> {
    const actor = assertActor(ctx);
    const scope = warehouseScope(actor);
    const where = scope === null ? {} : { id: { $in: [...scope] } };
    const warehouses = await ctx.em.find(Warehouse, where, { orderBy: { name: 'asc', id: 'asc' } });
    const reports: StockReconciliationView[] = [];
    // One after the other: each is a few statements on one connection, no need to hold several.
    for (const warehouse of warehouses) reports.push(await this.check(ctx, warehouse.id));
    return reports;
  }

  reconcile(ctx: RequestContext, warehouseId: string): Promise<StockReconciliationView> {
    return ctx.em.transactional(async (em) => {
      const warehouse = await warehouseFor(ctx, em, warehouseId);
      await run(em, lockLevelsSql(warehouse.id));
      const report = await this.report(ctx, em, warehouse, true);
      if (report.expiredReservationsReleased > 0) await run(em, releaseExpiredSql(warehouse.id, ctx.now));
      await run(em, rebuildLevelsSql(warehouse.id, ctx.now));
      return report;
    });
  }

  private async report(
    ctx: RequestContext,
    em: EntityManager,
    warehouse: Warehouse,
    applied: boolean,
  ): Promise<StockReconciliationView> {
    const summary = summarySql(warehouse.id, ctx.now);
    const [counts] = await em.execute<SummaryRow[]>(summary.sql, summary.params);
    const differences = differencesSql(warehouse.id, ctx.now, ctx.locale);
    const rows = await em.execute<DifferenceRow[]>(differences.sql, differences.params);
    const corrections = correctionsOf(rows.map(figuresOf));
    return {
      warehouseId: warehouse.id,
      warehouseName: warehouse.name,
      levelsChecked: Number(counts?.checked ?? 0),
      onHandCorrections: corrections.onHand,
      reservedCorrections: corrections.reserved,
      expiredReservationsReleased: Number(counts?.expired ?? 0),
      applied,
      checkedAt: ctx.now,
    };
  }
}
