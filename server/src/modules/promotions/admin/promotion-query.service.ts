/**
 * Reading promotions for staff: a filtered page, newest first, of the shops the actor manages, and
 * one promotion by id. Status, scope, shop and text filters are all SQL, so the total and the pages
 * agree; the page is then completed by promotionViews in a fixed number of statements.
 */
import type { FilterQuery } from '@mikro-orm/core';
import { Permission } from '@tijara/schema';
import type { PromotionScope } from '@tijara/schema';
import { assertCanActInShop, assertPermission } from '../../../core/access';
import { NotFoundError } from '../../../core/errors';
import { assertId } from '../../../core/ids';
import { pageWindow } from '../../../core/pagination';
import type { RequestContext } from '../../../core/request-context';
import { Promotion } from '../promotion.entity';
import { statusFilter } from './promotion-status';
import type { PromotionStatus } from './promotion-status';
import { promotionViewOf, promotionViews } from './promotion-views';
import type { PromotionView } from './promotion.results';
import { containsPattern, STAFF_PAGE_SIZE } from './listing';
import { listedShops } from '../../shop';

export interface PromotionQuery {
  readonly shopUuid?: string | null;
  readonly search?: string | null;
  readonly status?: PromotionStatus | null;
  readonly scope?: PromotionScope | null;
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

export interface PromotionList {
  readonly items: PromotionView[];
  readonly totalCount: number;
  readonly page: number;
  readonly pageSize: number;
}

function promotionFilter(ctx: RequestContext, query: PromotionQuery): FilterQuery<Promotion> {
  const where: FilterQuery<Promotion>[] = [];
  const shops = listedShops(ctx, query.shopUuid);
  if (shops !== null) where.push({ shop: { $in: [...shops] } });
  if (query.status) where.push(statusFilter(query.status, ctx.now));
  if (query.scope) where.push({ scope: query.scope });
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    where.push({ $or: [{ name: { $ilike: pattern } }, { couponCode: { $ilike: pattern } }] });
  }
  return { $and: where };
}

export class PromotionQueryService {
  async list(ctx: RequestContext, query: PromotionQuery = {}): Promise<PromotionList> {
    assertPermission(ctx, Permission.PROMOTIONS);
    const window = pageWindow(query.page, query.pageSize ?? STAFF_PAGE_SIZE);
    const [promotions, totalCount] = await ctx.em.findAndCount(Promotion, promotionFilter(ctx, query), {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: window.limit,
      offset: window.offset,
    });
    const items = await promotionViews(ctx, promotions);
    return { items, totalCount, page: window.page, pageSize: window.size };
  }

  async get(ctx: RequestContext, id: number): Promise<PromotionView> {
    return promotionViewOf(ctx, await this.find(ctx, id));
  }

  /** The promotion once the actor may see it: 404 unknown, 403 another shop's. */
  async find(ctx: RequestContext, id: number): Promise<Promotion> {
    assertPermission(ctx, Permission.PROMOTIONS);
    assertId('id', id, 'Promotion');
    const promotion = await ctx.em.findOne(Promotion, id);
    if (!promotion) throw new NotFoundError('Promotion', id);
    assertCanActInShop(ctx, promotion.shop.uuid);
    return promotion;
  }
}
