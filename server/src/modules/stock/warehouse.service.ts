/**
 * Warehouses: the list a member of staff may act in (admins: all; others: their affectations), and
 * creating or changing one. Each shop has at most one default warehouse (where web orders reserve):
 * making one the default unsets the others in the same transaction, with the shop's row locked so
 * two managers doing it at once take turns instead of tripping the unique index. The default cannot
 * be unset or deactivated directly: another warehouse is made the default instead, so a shop that
 * has a default keeps one.
 */
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode, StockMessageKey } from '@tijara/schema';
import { assertActor, assertCanActInShop, warehouseScope } from '../../core/access';
import { NotFoundError, RuleError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { lockShopRow, Shop } from '../shop';
import type { WarehouseView } from './stock.results';
import { checkWarehouseName } from './stock-rules';
import { isUuid } from '../../core/ids';
import { warehouseFor } from './warehouse-access';
import { Warehouse } from './warehouse.entity';

export interface CreateWarehouseRequest {
  readonly shopUuid: string;
  readonly name: string;
  readonly isShopDefault?: boolean | null;
}

export interface UpdateWarehouseRequest {
  readonly name?: string | null;
  readonly active?: boolean | null;
  readonly isShopDefault?: boolean | null;
}

export function warehouseViewOf(warehouse: Warehouse): WarehouseView {
  const shop = warehouse.shop.getEntity();
  return {
    id: warehouse.id,
    name: warehouse.name,
    shopUuid: shop.uuid,
    shopName: shop.name,
    active: warehouse.active,
    isShopDefault: warehouse.isShopDefault,
  };
}

function refuse(field: string, message: string): never {
  throw new RuleError(ErrorCode.BAD_USER_INPUT, StockMessageKey.INVALID_DATA, message, {
    [field]: [message],
  });
}

export class WarehouseService {
  /** Those the actor may act in, by shop name then name. */
  async list(ctx: RequestContext, includeInactive = false): Promise<WarehouseView[]> {
    const actor = assertActor(ctx);
    const where: FilterQuery<Warehouse> = {};
    const scope = warehouseScope(actor);
    if (scope !== null) where.id = { $in: [...scope] };
    if (!includeInactive) where.active = true;
    const warehouses = await ctx.em.find(Warehouse, where, {
      populate: ['shop'],
      orderBy: [{ shop: { name: 'asc' } }, { name: 'asc' }, { id: 'asc' }],
    });
    return warehouses.map(warehouseViewOf);
  }

  create(ctx: RequestContext, request: CreateWarehouseRequest): Promise<WarehouseView> {
    const name = checkWarehouseName(request.name);
    if (!isUuid(request.shopUuid)) throw new NotFoundError('Shop', request.shopUuid);
    return ctx.em.transactional(async (em) => {
      const shop = await this.lockShop(em, request.shopUuid);
      assertCanActInShop(ctx, shop.uuid);
      await this.assertNameFree(em, shop.uuid, name, null);
      if (request.isShopDefault) await this.unsetDefault(em, shop.uuid);
      const warehouse = em.create(Warehouse, { shop, name, isShopDefault: request.isShopDefault ?? false });
      await em.flush();
      return warehouseViewOf(warehouse);
    });
  }

  update(ctx: RequestContext, id: string, request: UpdateWarehouseRequest): Promise<WarehouseView> {
    const name = request.name == null ? null : checkWarehouseName(request.name);
    return ctx.em.transactional(async (em) => {
      const found = await warehouseFor(ctx, em, id);
      const shop = await this.lockShop(em, found.shop.uuid);
      assertCanActInShop(ctx, shop.uuid);
      // Read again under the shop's lock: the default may have moved meanwhile.
      const warehouse = await em.findOneOrFail(Warehouse, found.id, { refresh: true, populate: ['shop'] });
      const wasDefault = warehouse.isShopDefault;
      if (name !== null) {
        await this.assertNameFree(em, shop.uuid, name, warehouse.id);
        warehouse.name = name;
      }
      this.applyFlags(warehouse, request);
      if (warehouse.isShopDefault && !wasDefault) await this.unsetDefault(em, shop.uuid);
      await em.flush();
      return warehouseViewOf(warehouse);
    });
  }

  private applyFlags(warehouse: Warehouse, request: UpdateWarehouseRequest): void {
    const active = request.active ?? warehouse.active;
    const isDefault = request.isShopDefault ?? warehouse.isShopDefault;
    if (warehouse.isShopDefault && !isDefault) {
      refuse('isShopDefault', 'make another warehouse the shop default instead');
    }
    if (isDefault && !active) {
      refuse('active', 'the shop default warehouse must stay active: make another one the default first');
    }
    warehouse.active = active;
    warehouse.isShopDefault = isDefault;
  }

  /** Serialises default and name changes within one shop. */
  private async lockShop(em: EntityManager, shopUuid: string): Promise<Shop> {
    if (!(await lockShopRow(em, shopUuid))) throw new NotFoundError('Shop', shopUuid);
    return em.findOneOrFail(Shop, shopUuid);
  }

  private async assertNameFree(em: EntityManager, shopUuid: string, name: string, selfId: string | null) {
    const [taken] = await em.execute<{ id: string }[]>(
      'select id from warehouse where shop_uuid = ? and lower(name) = lower(?) and id <> ? limit 1',
      [shopUuid, name, selfId ?? '00000000-0000-0000-0000-000000000000'],
    );
    if (taken) refuse('name', 'another warehouse of this shop has this name');
  }

  private async unsetDefault(em: EntityManager, shopUuid: string): Promise<void> {
    await em.nativeUpdate(Warehouse, { shop: shopUuid, isShopDefault: true }, { isShopDefault: false });
  }
}
