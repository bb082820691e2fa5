/** GraphQL face of the till's stock (POS_SALE in the shop): thin, the service decides. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { PosStockSnapshot, PosWarehouseRef } from './pos-stock.results';
import type { PosStockService } from './pos-stock.service';

@Resolver()
export class PosStockResolver {
  constructor(private readonly stock: PosStockService) {}

  @RequirePermission(Permission.POS_SALE)
  @Query(() => PosStockSnapshot, {
    description: "Every stock line of a warehouse of the actor's shops, as the till keeps it offline.",
  })
  posStock(
    @Ctx() ctx: RequestContext,
    @Arg('warehouseId', () => ID) warehouseId: string,
  ): Promise<PosStockSnapshot> {
    return this.stock.snapshot(ctx, warehouseId);
  }

  @RequirePermission(Permission.POS_SALE)
  @Query(() => [PosWarehouseRef], {
    description: "The shop's active warehouses a till may sell from, its default first, then by name.",
  })
  posWarehouses(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
  ): Promise<PosWarehouseRef[]> {
    return this.stock.warehouses(ctx, shopUuid);
  }
}
