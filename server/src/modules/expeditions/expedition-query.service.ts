/**
 * Reading expeditions: one by id, a page of them, and the stock lines a warehouse can still send.
 * Staff see the expeditions leaving or reaching their warehouses (admins every one). Each read costs
 * a fixed number of statements whatever the number of expeditions, items or lines.
 */
import { StockMessageKey } from '@tijara/schema';
import type { ExpeditionStatus } from '@tijara/schema';
import { assertActor, warehouseScope } from '../../core/access';
import { BadUserInputError, NotFoundError } from '../../core/errors';
import { assertId } from '../../core/ids';
import { pageWindow } from '../../core/pagination';
import type { RequestContext } from '../../core/request-context';
import { warehouseFor } from '../stock';
import { availableLines } from './available-products.sql';
import { expeditionIdPage } from './expedition-page.sql';
import { assertCanRead } from './expedition-lock';
import { loadExpeditions } from './expedition-read.sql';
import { EXPEDITIONS_PAGE_SIZE, keyedRefusals } from './expedition-rules';
import type { AvailableProduct, ExpeditionPage, ExpeditionResult } from './expedition.results';

export interface ExpeditionListRequest {
  readonly warehouseId?: string | null;
  readonly status?: ExpeditionStatus | null;
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

export interface AvailableProductsRequest {
  readonly warehouseId: string;
  readonly search?: string | null;
  readonly expeditionId?: number | null;
}

export class ExpeditionQueryService {
  async get(ctx: RequestContext, id: number): Promise<ExpeditionResult> {
    assertActor(ctx);
    assertId('id', id, 'Expedition');
    const [expedition] = await loadExpeditions(ctx.em, [id], ctx.locale);
    if (!expedition) throw new NotFoundError('Expedition', id);
    assertCanRead(ctx, expedition);
    return expedition;
  }

  /** Newest first. `warehouseId` must be one the actor acts in; without it, all of theirs. */
  async list(ctx: RequestContext, request: ExpeditionListRequest): Promise<ExpeditionPage> {
    const actor = assertActor(ctx);
    const window = pageWindow(request.page ?? 1, request.pageSize ?? EXPEDITIONS_PAGE_SIZE);
    let warehouseIds: readonly string[] | null;
    if (request.warehouseId !== undefined && request.warehouseId !== null) {
      warehouseIds = [(await warehouseFor(ctx, ctx.em, request.warehouseId)).id];
    } else {
      warehouseIds = warehouseScope(actor);
    }
    const { ids, totalCount } = await expeditionIdPage(
      ctx.em,
      { warehouseIds, status: request.status ?? null },
      window,
    );
    return {
      items: await loadExpeditions(ctx.em, ids, ctx.locale),
      totalCount,
      page: window.page,
      pageSize: window.size,
    };
  }

  /**
   * Lines with units available in the warehouse, by name, at most AVAILABLE_PRODUCTS_LIMIT; the lines
   * already in `expeditionId` are left out (the editor shows them beside, with +/-).
   */
  availableProducts(ctx: RequestContext, request: AvailableProductsRequest): Promise<AvailableProduct[]> {
    return keyedRefusals(StockMessageKey.ERROR_LOADING_PRODUCTS, async () => {
      const warehouse = await warehouseFor(ctx, ctx.em, request.warehouseId);
      const expeditionId = request.expeditionId ?? null;
      if (expeditionId !== null) {
        assertId('expeditionId', expeditionId, 'Expedition');
        const [row] = await ctx.em.execute<{ source_warehouse_id: string }[]>(
          'select source_warehouse_id from expedition where id = ?',
          [expeditionId],
        );
        if (!row) throw new NotFoundError('Expedition', expeditionId);
        if (row.source_warehouse_id !== warehouse.id) {
          throw new BadUserInputError({ expeditionId: ['is not an expedition leaving this warehouse'] });
        }
      }
      return availableLines(ctx.em, {
        warehouseId: warehouse.id,
        search: request.search?.trim() || null,
        expeditionId,
        locale: ctx.locale,
      });
    });
  }
}
