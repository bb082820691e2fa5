/**
 * What a till needs of stock to sell offline (POS_SALE in the shop): the shop's warehouses it may sell
 * from, and a snapshot of one warehouse (every line, available = on hand - reserved) in one
 * statement. Access is the shop's affectation, not the warehouse's: a cashier sells in a shop.
 */
import { Permission } from '@tijara/schema';
import { assertCanActInShop, assertPermission } from '../../../core/access';
import { NotFoundError } from '../../../core/errors';
import { isUuid } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import { shopToActIn } from '../../shop';
import { readWarehouseStock, shopWarehouses } from './pos-stock.sql';
import type { PosStockSnapshot, PosWarehouseRef } from './pos-stock.results';

export class PosStockService {
  async snapshot(ctx: RequestContext, warehouseId: string): Promise<PosStockSnapshot> {
    assertPermission(ctx, Permission.POS_SALE);
    const row = isUuid(warehouseId) ? await readWarehouseStock(ctx.em, warehouseId) : null;
    if (!row) throw new NotFoundError('Warehouse', warehouseId);
    assertCanActInShop(ctx, row.shopUuid);
    return { warehouseId, takenAt: new Date(row.takenAt), levels: row.levels };
  }

  async warehouses(ctx: RequestContext, shopUuid: string): Promise<PosWarehouseRef[]> {
    assertPermission(ctx, Permission.POS_SALE);
    await shopToActIn(ctx, ctx.em, shopUuid);
    return shopWarehouses(ctx.em, shopUuid);
  }
}
