/**
 * GraphQL face of stock levels, the ledger, manual entries and update-stocks: thin, the services
 * decide. Everything needs the STOCK permission and the warehouse's affectation (admins act
 * everywhere): a read names one warehouse, and warehouseFor answers 403 outside the actor's.
 */
import { Permission } from '@tijara/schema';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import type { StockEntryService } from './stock-entry.service';
import type { StockReadService } from './stock-read.service';
import type { StockReconciliationService } from './stock-reconciliation.service';
import { AddStockInput, CountStockInput, StockLevelsArgs, StockMovementsArgs } from './stock.inputs';
import { StockLevelPage, StockLevelView, StockMovementPage, StockReconciliationView } from './stock.results';

export interface StockResolverServices {
  readonly reads: StockReadService;
  readonly entries: StockEntryService;
  readonly reconciliation: StockReconciliationService;
}

@Resolver(() => StockLevelView)
export class StockResolver {
  constructor(private readonly services: StockResolverServices) {}

  @RequirePermission(Permission.STOCK)
  @Query(() => StockLevelPage, {
    description:
      'Every stockable line (packs excluded) with its figures here, by product name then combination.',
  })
  stockLevels(@Ctx() ctx: RequestContext, @Args(() => StockLevelsArgs) args: StockLevelsArgs) {
    return this.services.reads.levels(ctx, args.warehouseId, args);
  }

  @RequirePermission(Permission.STOCK)
  @Query(() => StockMovementPage, { description: "The warehouse's ledger, newest first." })
  stockMovements(@Ctx() ctx: RequestContext, @Args(() => StockMovementsArgs) args: StockMovementsArgs) {
    return this.services.reads.movements(ctx, args.warehouseId, args);
  }

  @RequirePermission(Permission.STOCK)
  @Query(() => StockReconciliationView, {
    description: 'What update-stocks would fix; writes nothing (applied false).',
  })
  stockCheck(@Ctx() ctx: RequestContext, @Arg('warehouseId', () => ID) warehouseId: string) {
    return this.services.reconciliation.check(ctx, warehouseId);
  }

  @RequirePermission(Permission.STOCK)
  @Mutation(() => StockLevelView, { description: 'Units received: reason PURCHASE (default) or RETURN.' })
  addStock(@Ctx() ctx: RequestContext, @Arg('input', () => AddStockInput) input: AddStockInput) {
    return this.services.entries.addStock(ctx, input);
  }

  @RequirePermission(Permission.STOCK)
  @Mutation(() => StockLevelView, {
    description: 'An inventory count: one ADJUSTMENT of (counted - on hand), none when equal.',
  })
  countStock(@Ctx() ctx: RequestContext, @Arg('input', () => CountStockInput) input: CountStockInput) {
    return this.services.entries.countStock(ctx, input);
  }

  @RequirePermission(Permission.STOCK)
  @Mutation(() => StockReconciliationView, {
    description:
      'Update stocks: releases expired reservations and rewrites levels from the ledger and active ' +
      'reservations (applied true).',
  })
  reconcileStock(@Ctx() ctx: RequestContext, @Arg('warehouseId', () => ID) warehouseId: string) {
    return this.services.reconciliation.reconcile(ctx, warehouseId);
  }
}
