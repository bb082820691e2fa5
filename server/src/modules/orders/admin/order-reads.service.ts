/**
 * What staff read about orders: the list with its filters, one order's detail and the review queue
 * of flagged POS sales. Each read is a fixed number of SQL statements whatever the page size (see
 * order-reads.sql.ts); only orders of the shops the actor acts in are ever shown.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  OrderReviewStatus,
  OrderSortField,
  OrderStatus,
  SEARCH_MAX_LENGTH,
  SortDirection,
} from '@tijara/schema';
import { assertCanActInShop } from '../../../core/access';
import { NotFoundError } from '../../../core/errors';
import { MAX_ID } from '../../../core/ids';
import { pageWindow } from '../../../core/pagination';
import type { RequestContext } from '../../../core/request-context';
import { parseUuid } from '../../catalog';
import type { OrderDetail } from '../graphql/order.results';
import { OrderStatusCount, OrderSummaryPage } from '../graphql/order.results';
import type { OrderFilter, OrderReviewQueueArgs, OrdersArgs } from './order-admin.inputs';
import { assertOrdersStaff, mayActInShop, visibleShopUuids } from './order-lock';
import { OrderProblems } from './order-problems';
import { NEWEST_FIRST } from './order-list.sql';
import type { OrderListFilter, OrderSort } from './order-list.sql';
import { detailRow, statusCountRows, summaryPage } from './order-reads.sql';
import { ORDERS_PAGE_SIZE, orderSearchOf } from './order-rules';
import { detailOf, summaryOf } from './order-views';

function isValidDate(value: Date | null | undefined): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

function checkId(name: string, value: number | null, problems: OrderProblems): void {
  if (value !== null && (!Number.isInteger(value) || value < 1 || value > MAX_ID)) {
    problems.add(`filter.${name}Id`, `Not a ${name} id`);
  }
}

/**
 * The filter as SQL wants it, within the shops the actor acts in; every field at fault named at once
 * (400). The GraphQL list, its status tabs and the CSV export all come through here.
 */
export function listFilterOf(ctx: RequestContext, filter: OrderFilter | null | undefined): OrderListFilter {
  const actor = assertOrdersStaff(ctx);
  const problems = new OrderProblems();
  let shopUuids = visibleShopUuids(actor);
  if (filter?.shopUuid) {
    const shopUuid = parseUuid('filter.shopUuid', filter.shopUuid);
    assertCanActInShop(ctx, shopUuid);
    shopUuids = [shopUuid];
  }
  const transporterId = filter?.transporterId ?? null;
  const wilayaId = filter?.wilayaId ?? null;
  const customerId = filter?.customerId ?? null;
  checkId('transporter', transporterId, problems);
  checkId('wilaya', wilayaId, problems);
  checkId('customer', customerId, problems);
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
    orderTypes: filter?.orderType ?? [],
    paymentTypes: filter?.paymentType ?? [],
    transporterId,
    wilayaId,
    customerId,
    reviewStatus: filter?.reviewStatus ?? null,
    search: orderSearchOf(filter?.search),
    createdFrom: from,
    createdTo: to,
    autoCancelBefore: filter?.autoCancelBefore ?? null,
  };
}

/** The status tabs' order: along an order's life, the two ends last. */
const ORDER_STATUSES = [
  OrderStatus.PENDING,
  OrderStatus.CONFIRMED,
  OrderStatus.SHIPPED,
  OrderStatus.DELIVERED,
  OrderStatus.RETURNED,
  OrderStatus.CANCELLED,
];

export class OrderReadsService {
  /** Newest first unless another sort is asked. */
  async list(ctx: RequestContext, args: OrdersArgs): Promise<OrderSummaryPage> {
    const filter = listFilterOf(ctx, args.filter);
    const sort: OrderSort = {
      field: args.sort ?? NEWEST_FIRST.field,
      direction: args.direction ?? NEWEST_FIRST.direction,
    };
    return this.page(ctx, filter, args.page, args.pageSize, sort);
  }

  /** Every status, in the order of the list's tabs, counted under the filter's other criteria. */
  async statusCounts(
    ctx: RequestContext,
    filter: OrderFilter | null | undefined,
  ): Promise<OrderStatusCount[]> {
    const listFilter = { ...listFilterOf(ctx, filter), statuses: [] };
    const counted = new Map(
      (await statusCountRows(ctx.em, listFilter)).map((row) => [row.status, row.count] as const),
    );
    return ORDER_STATUSES.map((status) =>
      Object.assign(new OrderStatusCount(), { status, count: counted.get(status) ?? 0 }),
    );
  }

  /** Flagged orders still waiting for a person, oldest first. */
  async reviewQueue(ctx: RequestContext, args: OrderReviewQueueArgs): Promise<OrderSummaryPage> {
    const filter = listFilterOf(ctx, { shopUuid: args.shopUuid, reviewStatus: OrderReviewStatus.PENDING });
    return this.page(ctx, filter, args.page, args.pageSize, {
      field: OrderSortField.CREATED_AT,
      direction: SortDirection.ASC,
    });
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
    sort: OrderSort,
  ): Promise<OrderSummaryPage> {
    const window = pageWindow(page ?? 1, pageSize ?? ORDERS_PAGE_SIZE);
    const { rows, totalCount } = await summaryPage(ctx.em, filter, {
      limit: window.limit,
      offset: window.offset,
      sort,
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
