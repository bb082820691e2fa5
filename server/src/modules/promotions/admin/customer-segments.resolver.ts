/** GraphQL face of customer segments (PROMOTIONS, and the shop affectation): thin, the services decide. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { CustomerSegmentsService } from './customer-segments.service';
import type { SegmentQueryService } from './segment-query.service';
import { CustomerSegmentInput } from './segment.inputs';
import { CustomerSegmentView, SegmentCustomerPage } from './segment.results';

export interface SegmentServices {
  readonly query: SegmentQueryService;
  readonly editing: CustomerSegmentsService;
}

@Resolver()
export class CustomerSegmentsResolver {
  constructor(private readonly services: SegmentServices) {}

  @RequirePermission(Permission.PROMOTIONS)
  @Query(() => [CustomerSegmentView], {
    description: 'Segments of the shop, or of every shop the caller manages, by name.',
  })
  customerSegments(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID, { nullable: true }) shopUuid: string | null,
  ): Promise<CustomerSegmentView[]> {
    return this.services.query.list(ctx, shopUuid);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Query(() => CustomerSegmentView)
  customerSegment(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
  ): Promise<CustomerSegmentView> {
    return this.services.query.get(ctx, id);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Query(() => SegmentCustomerPage, {
    description: 'MEMBERS: the listed customers; RULE: the customers who match now. 24 per page by default.',
  })
  segmentMembers(
    @Ctx() ctx: RequestContext,
    @Arg('segmentId', () => Int) segmentId: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
  ): Promise<SegmentCustomerPage> {
    return this.services.query.members(ctx, segmentId, { search, page, pageSize });
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Query(() => SegmentCustomerPage, {
    description: "The shop's customers by first name, last name or phone (the member picker).",
  })
  customers(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
  ): Promise<SegmentCustomerPage> {
    return this.services.query.customers(ctx, shopUuid, { search, page, pageSize });
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Mutation(() => CustomerSegmentView)
  createCustomerSegment(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('input', () => CustomerSegmentInput) input: CustomerSegmentInput,
  ): Promise<CustomerSegmentView> {
    return this.services.editing.create(ctx, shopUuid, input);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Mutation(() => CustomerSegmentView)
  updateCustomerSegment(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => CustomerSegmentInput) input: CustomerSegmentInput,
  ): Promise<CustomerSegmentView> {
    return this.services.editing.update(ctx, id, input);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Mutation(() => Int, {
    description:
      'The deleted id. CONFLICT (409, messageKey segment_in_use) while a live promotion targets it.',
  })
  deleteCustomerSegment(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<number> {
    return this.services.editing.delete(ctx, id);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Mutation(() => CustomerSegmentView, { description: 'MEMBERS segments only; customers of its shop.' })
  addSegmentMembers(
    @Ctx() ctx: RequestContext,
    @Arg('segmentId', () => Int) segmentId: number,
    @Arg('customerIds', () => [Int]) customerIds: number[],
  ): Promise<CustomerSegmentView> {
    return this.services.editing.addMembers(ctx, segmentId, customerIds);
  }

  @RequirePermission(Permission.PROMOTIONS)
  @Mutation(() => CustomerSegmentView, { description: 'MEMBERS segments only; customers of its shop.' })
  removeSegmentMembers(
    @Ctx() ctx: RequestContext,
    @Arg('segmentId', () => Int) segmentId: number,
    @Arg('customerIds', () => [Int]) customerIds: number[],
  ): Promise<CustomerSegmentView> {
    return this.services.editing.removeMembers(ctx, segmentId, customerIds);
  }
}
