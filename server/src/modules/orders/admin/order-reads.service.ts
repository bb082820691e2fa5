/**
 * What staff read about orders: the list with its filters, one order's detail and the review queue
 * of flagged POS sales. Each read is a fixed number of SQL statements whatever the page size (see
 * order-reads.sql.ts); only orders of the shops the actor acts in are ever shown.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderReviewStatus, SEARCH_MAX_LENGTH } from '@tijara/schema';
import { assertCanActInShop } from '../../../core/access';
import { NotFoundError } from '../../../core/errors';
import { MAX_ID } from '../../../core/ids';
import { pageWindow } from '../../../core/pagination';
import type { RequestContext } from '../../../core/request-context';
import { parseUuid } from '../../catalog';
import type { OrderDetail } from '../graphql/order.results';
import { OrderSummaryPage } from '../graphql/order.results';
import type { OrderFilter, OrderReviewQueueArgs, OrdersArgs } from './order-admin.inputs';
import { assertOrdersStaff, mayActInShop, visibleShopUuids } from './order-lock';
import { OrderProblems } from './order-problems';
import { detailRow, summaryPage } from './order-reads.sql';
import type { OrderListFilter } from './order-reads.sql';
import { ORDERS_PAGE_SIZE, orderSearchOf } from './order-rules';
import { detailOf, summaryOf } from './order-views';

function isValidDate(value: Date | null | undefined): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/** The filter as SQL wants it; every field at fault named at once (400). */
function listFilterOf(ctx: RequestContext, filter: OrderFilter | null | undefined): OrderListFilter {
  const actor = assertOrdersStaff(ctx);
  const problems = new OrderProblems();
  let shopUuids = visibleShopUuids(actor);
  if (filter?.shopUuid) {
    const shopUuid = parseUuid('filter.shopUuid', filter.shopUuid);
    assertCanActInShop(ctx, shopUuid);
    shopUuids = [shopUuid];
  }
  const transporterId = filter?.transporterId ?? null;
  if (
    transporterId !== null &&
    (!Number.isInteger(transporterId) || transporterId < 1 || transporterId > MAX_ID)
  ) {
    problems.add('filter.transporterId', 'Not a transporter id');
  }
  if ((filter?.search?.length ?? 0) > SEARCH_MAX_LENGTH) {
    problems.add('filter.search', `At most ${SEARCH_MAX_LENGTH} characters`);
  }
  const from = filter?.createdFrom ?? null;
  const to = filter?.createdTo ?? null;
  if (isValidDate(from) && isValidDate(to) && from.getTime() >= to.getTime()) {
    problems.add('filter.createdTo', 'Must be after createdFrom');
  }
  problems.assertNone('Invalid order filter');
  return {
    shopUuids,
    statuses: filter?.status ?? [],
    channels: filter?.channel ?? [],
    paymentTypes: filter?.paymentType ?? [],
    transporterId,
    reviewStatus: filter?.reviewStatus ?? null,
    search: orderSearchOf(filter?.search),
    createdFrom: from,
    createdTo: to,
  };
}

export class OrderReadsService {
  /** Newest first. */
  async list(ctx: RequestContext, args: OrdersArgs): Promise<OrderSummaryPage> {
    const filter = listFilterOf(ctx, args.filter);
    return this.page(ctx, filter, args.page, args.pageSize, false);
  }

  /** Flagged orders still waiting for a person, oldest first. */
  async reviewQueue(ctx: RequestContext, args: OrderReviewQueueArgs): Promise<OrderSummaryPage> {
    const filter = listFilterOf(ctx, { shopUuid: args.shopUuid, reviewStatus: OrderReviewStatus.PENDING });
    return this.page(ctx, filter, args.page, args.pageSize, true);
  }

  /** NOT_FOUND for an unknown order and for one of a shop the actor does not act in. */
  async get(ctx: RequestContext, rawUuid: string): Promise<OrderDetail> {
    const actor = assertOrdersStaff(ctx);
    const uuid = parseUuid('uuid', rawUuid);
    const row = await detailRow(ctx.em, uuid, ctx.locale);
    if (!row || !mayActInShop(actor, row.shop_uuid)) throw new NotFoundError('Order', uuid);
    return detailOf(row);
  }

  /** The detail inside a change's transaction (the change already checked access). */
  async detailIn(ctx: RequestContext, em: EntityManager, uuid: string): Promise<OrderDetail> {
    const row = await detailRow(em, uuid, ctx.locale);
    if (!row) throw new NotFoundError('Order', uuid);
    return detailOf(row);
  }

  private async page(
    ctx: RequestContext,
    filter: OrderListFilter,
    page: number | null | undefined,
    pageSize: number | null | undefined,
    oldestFirst: boolean,
  ): Promise<OrderSummaryPage> {
    const window = pageWindow(page ?? 1, pageSize ?? ORDERS_PAGE_SIZE);
    const { rows, totalCount } = await summaryPage(ctx.em, filter, {
      limit: window.limit,
      offset: window.offset,
      oldestFirst,
      locale: ctx.locale,
    });
    return Object.assign(new OrderSummaryPage(), {
      items: rows.map(summaryOf),
      totalCount,
      page: window.page,
      pageSize: window.size,
    });
  }
}
