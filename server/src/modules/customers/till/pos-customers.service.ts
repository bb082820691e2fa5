/**
 * The customers a till downloads to sell offline (POS_SALE in the shop): a first load, then deltas
 * by cursor (core/delta-feed.ts). Two statements a page whatever its size: the shop check and the
 * page itself (pos-customers.sql.ts); promotions adds two for the page's segments and coupons.
 */
import { Permission } from '@tijara/schema';
import { assertPermission } from '../../../core/access';
import { checkFeedLimit, feedPage, feedWindow } from '../../../core/delta-feed';
import type { RequestContext } from '../../../core/request-context';
import { shopToActIn } from '../../shop';
import { readPosCustomersPage } from './pos-customers.sql';
import type { PosCustomerBatch, PosCustomerPage } from './pos-customers.results';

export const POS_CUSTOMERS_LIMIT = 1000;

export class PosCustomersService {
  async page(
    ctx: RequestContext,
    shopUuid: string,
    cursor: string | null,
    limit: number | null = null,
  ): Promise<PosCustomerPage> {
    assertPermission(ctx, Permission.POS_SALE);
    const size = checkFeedLimit(limit ?? POS_CUSTOMERS_LIMIT);
    await shopToActIn(ctx, ctx.em, shopUuid);
    const window = feedWindow('customers', shopUuid, cursor);
    const read = await readPosCustomersPage(ctx.em, window, size);
    const page = feedPage(window, read, size);
    const batch: PosCustomerBatch = { shopUuid, customerIds: read.customers.map((row) => row.id) };
    return {
      customers: read.customers.map((row) => ({ ...row, page: batch })),
      nextCursor: page.nextCursor,
      hasMore: page.hasMore,
      total: page.total,
    };
  }
}
