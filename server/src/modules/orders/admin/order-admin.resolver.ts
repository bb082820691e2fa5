/**
 * GraphQL face of staff order management: every field needs ORDERS, then the
 * services check the shop affectation (an order of another shop is NOT_FOUND). Thin: one service
 * call per field.
 */
import { Permission } from '@tijara/schema';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { OrderDetail, OrderStatusCount, OrderSummaryPage } from '../graphql/order.results';
import {
  AssignOrderTransporterInput,
  ChangeOrderStatusInput,
  OrderReviewQueueArgs,
  OrdersArgs,
  OrderStatusCountsArgs,
  RecordOrderPaymentInput,
  ResolveOrderReviewInput,
  StaffOrderInput,
} from './order-admin.inputs';
import type { OrderReadsService } from './order-reads.service';
import type { OrderTransitionsService } from './order-transitions.service';
import type { OrderUpdatesService } from './order-updates.service';
import type { StaffOrderService } from './staff-order.service';

export interface OrderAdminServices {
  readonly reads: OrderReadsService;
  readonly transitions: OrderTransitionsService;
  readonly updates: OrderUpdatesService;
  readonly staffOrders: StaffOrderService;
}

const ORDERS = Permission.ORDERS;

@Resolver(() => OrderDetail)
export class OrderAdminResolver {
  constructor(private readonly services: OrderAdminServices) {}

  @RequirePermission(ORDERS)
  @Query(() => OrderSummaryPage, {
    description:
      'Newest first unless sorted otherwise; the orders of the shops the actor acts in (one statement).',
  })
  orders(@Ctx() ctx: RequestContext, @Args(() => OrdersArgs) args: OrdersArgs): Promise<OrderSummaryPage> {
    return this.services.reads.list(ctx, args);
  }

  @RequirePermission(ORDERS)
  @Query(() => [OrderStatusCount], {
    description:
      "Every status with its number of orders under the filter's other criteria (its `status` left out): the list's tabs, one statement.",
  })
  orderStatusCounts(
    @Ctx() ctx: RequestContext,
    @Args(() => OrderStatusCountsArgs) args: OrderStatusCountsArgs,
  ): Promise<OrderStatusCount[]> {
    return this.services.reads.statusCounts(ctx, args.filter);
  }

  @RequirePermission(ORDERS)
  @Query(() => OrderDetail, {
    description: 'NOT_FOUND for an unknown order and for one of a shop the actor does not act in.',
  })
  order(@Ctx() ctx: RequestContext, @Arg('uuid', () => ID) uuid: string): Promise<OrderDetail> {
    return this.services.reads.get(ctx, uuid);
  }

  @RequirePermission(ORDERS)
  @Query(() => OrderSummaryPage, {
    description: 'Flagged POS sales waiting for a person, oldest first.',
  })
  orderReviewQueue(
    @Ctx() ctx: RequestContext,
    @Args(() => OrderReviewQueueArgs) args: OrderReviewQueueArgs,
  ): Promise<OrderSummaryPage> {
    return this.services.reads.reviewQueue(ctx, args);
  }

  @RequirePermission(ORDERS)
  @Mutation(() => OrderDetail, {
    description: 'One of allowedTransitions; the stock follows in the same transaction.',
  })
  changeOrderStatus(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ChangeOrderStatusInput) input: ChangeOrderStatusInput,
  ): Promise<OrderDetail> {
    return this.services.transitions.changeStatus(ctx, input);
  }

  @RequirePermission(ORDERS)
  @Mutation(() => OrderDetail, { description: 'Until the order is delivered, returned or cancelled.' })
  assignOrderTransporter(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => AssignOrderTransporterInput) input: AssignOrderTransporterInput,
  ): Promise<OrderDetail> {
    return this.services.updates.assignTransporter(ctx, input);
  }

  @RequirePermission(ORDERS)
  @Mutation(() => OrderDetail, {
    description: 'A phone, wholesale or installment order, priced and reserved.',
  })
  createStaffOrder(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => StaffOrderInput) input: StaffOrderInput,
  ): Promise<OrderDetail> {
    return this.services.staffOrders.create(ctx, input);
  }

  @RequirePermission(ORDERS)
  @Mutation(() => OrderDetail, { description: 'Money received later, never above the balance.' })
  recordOrderPayment(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RecordOrderPaymentInput) input: RecordOrderPaymentInput,
  ): Promise<OrderDetail> {
    return this.services.updates.recordPayment(ctx, input);
  }

  @RequirePermission(ORDERS)
  @Mutation(() => OrderDetail, { description: 'Closes the review of a flagged order.' })
  resolveOrderReview(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ResolveOrderReviewInput) input: ResolveOrderReviewInput,
  ): Promise<OrderDetail> {
    return this.services.updates.resolveReview(ctx, input);
  }
}
