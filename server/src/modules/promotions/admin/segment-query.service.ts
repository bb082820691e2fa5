/**
 * Reading customer segments for staff: the segments of the shops the actor manages, one segment,
 * who is in one (the list, or who matches the rule now), the segments one customer is in, and the
 * shop's customers for the member picker. Every list is one statement for the page and its total.
 */
import { Permission } from '@tijara/schema';
import { assertCanActInShop, assertPermission } from '../../../core/access';
import { NotFoundError } from '../../../core/errors';
import { assertId } from '../../../core/ids';
import { pageWindow } from '../../../core/pagination';
import type { PageWindow } from '../../../core/pagination';
import type { RequestContext } from '../../../core/request-context';
import { CustomerSegment, SegmentKind } from '../customer-segment.entity';
import { customerSearch } from '../../customers';
import { STAFF_PAGE_SIZE } from './listing';
import { customerPage, segmentIdsOf } from './segment-members.sql';
import type { CustomerPageQuery, CustomerRow } from './segment-members.sql';
import { segmentViews } from './segment-rows.sql';
import type { CustomerSegmentView, SegmentCustomer } from './segment.results';
import { listedShops, shopToActIn } from '../../shop';

export interface CustomerListQuery {
  readonly search?: string | null;
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

export interface SegmentCustomerList {
  readonly items: SegmentCustomer[];
  readonly totalCount: number;
  readonly page: number;
  readonly pageSize: number;
}

function customerOf(row: CustomerRow): SegmentCustomer {
  const { id, firstname, lastname, phone, email } = row;
  return { id, firstname, lastname, phone, email, orderCount: row.order_count };
}

export class SegmentQueryService {
  async list(ctx: RequestContext, shopUuid?: string | null): Promise<CustomerSegmentView[]> {
    assertPermission(ctx, Permission.PROMOTIONS);
    return segmentViews(ctx.em, { shops: listedShops(ctx, shopUuid) });
  }

  async get(ctx: RequestContext, id: number): Promise<CustomerSegmentView> {
    const segment = await this.find(ctx, id);
    const [view] = await segmentViews(ctx.em, { ids: [segment.id], shops: null });
    if (!view) throw new NotFoundError('Customer segment', id);
    return view;
  }

  /** The segment once the actor may see it: 404 unknown, 403 another shop's. */
  async find(ctx: RequestContext, id: number, field = 'id'): Promise<CustomerSegment> {
    assertPermission(ctx, Permission.PROMOTIONS);
    assertId(field, id, 'Customer segment');
    const segment = await ctx.em.findOne(CustomerSegment, id);
    if (!segment) throw new NotFoundError('Customer segment', id);
    assertCanActInShop(ctx, segment.shop.uuid);
    return segment;
  }

  /** MEMBERS: the listed customers; RULE: the shop's customers who match now. */
  async members(
    ctx: RequestContext,
    segmentId: number,
    query: CustomerListQuery,
  ): Promise<SegmentCustomerList> {
    const segment = await this.find(ctx, segmentId, 'segmentId');
    const which = segment.kind === SegmentKind.MEMBERS ? { memberOf: segment.id } : { matching: segment.id };
    return this.page(ctx, { shopUuid: segment.shop.uuid, ...which }, query);
  }

  /**
   * The segments of the shop a customer is in now (listed, or matching a rule), by name: what the
   * customer's page shows. `customer` was read under the shop's affectation by the customers module.
   */
  async ofCustomer(
    ctx: RequestContext,
    customer: { readonly id: number; readonly shopUuid: string },
  ): Promise<CustomerSegmentView[]> {
    assertPermission(ctx, Permission.PROMOTIONS);
    const ids = await segmentIdsOf(ctx.em, customer.shopUuid, customer.id);
    return segmentViews(ctx.em, { ids, shops: null });
  }

  /** The shop's customers by name or phone (the member picker). */
  async customers(
    ctx: RequestContext,
    shopUuid: string,
    query: CustomerListQuery,
  ): Promise<SegmentCustomerList> {
    assertPermission(ctx, Permission.PROMOTIONS);
    await shopToActIn(ctx, ctx.em, shopUuid);
    return this.page(ctx, { shopUuid }, query);
  }

  private async page(
    ctx: RequestContext,
    which: Pick<CustomerPageQuery, 'shopUuid' | 'memberOf' | 'matching'>,
    query: CustomerListQuery,
  ): Promise<SegmentCustomerList> {
    const window: PageWindow = pageWindow(query.page, query.pageSize ?? STAFF_PAGE_SIZE);
    const base = { ...which, search: customerSearch(query.search) };
    const rows = await customerPage(ctx.em, { ...base, limit: window.limit, offset: window.offset });
    // Past the last page the window count has no row to ride on: counted on the first page then.
    const counted =
      rows[0] ??
      (window.offset > 0 ? (await customerPage(ctx.em, { ...base, limit: 1, offset: 0 }))[0] : undefined);
    return {
      items: rows.map(customerOf),
      totalCount: counted?.total_count ?? 0,
      page: window.page,
      pageSize: window.size,
    };
  }
}
