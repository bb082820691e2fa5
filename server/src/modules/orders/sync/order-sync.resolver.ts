/** GraphQL face of offline order sync: the batch a till or the storefront drains, and the till's lookup. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Public, RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { orderReference } from '../data';
import type { PlaceOrderInput } from '../placement';
import type { OrderSyncService } from './order-sync.service';
import { SyncOrderInput, syncEntryOf } from './sync.inputs';
import { SyncOrderResult, SyncedOrder } from './sync.results';

@Resolver()
export class OrderSyncResolver {
  constructor(private readonly sync: OrderSyncService<PlaceOrderInput>) {}

  @Public()
  @Mutation(() => [SyncOrderResult], {
    description:
      'Records up to 100 orders made offline, each in its own transaction: POS sales (POS_SALE in the shop) and queued web orders. Answers each: created, duplicate, conflict (recorded and flagged, or waiting for the shopper) or rejected.',
  })
  async syncOrders(
    @Ctx() ctx: RequestContext,
    @Arg('orders', () => [SyncOrderInput]) orders: SyncOrderInput[],
  ): Promise<SyncOrderResult[]> {
    const outcomes = await this.sync.sync(ctx, orders.map(syncEntryOf));
    return outcomes.map((outcome, index) => ({
      clientOrderId: orders[index]?.clientOrderId ?? '',
      status: outcome.status,
      orderUuid: outcome.order?.uuid ?? null,
      reference: outcome.order ? orderReference(outcome.order.id) : null,
      orderStatus: outcome.order?.status ?? null,
      reasons: outcome.reasons.map((r) => ({ ...r })),
    }));
  }

  // The till's own question (a cashier holds POS_SALE, not ORDERS); staff find any order in the list.
  @RequirePermission(Permission.POS_SALE)
  @Query(() => SyncedOrder, {
    nullable: true,
    description:
      "The order a shop's client order id made (null: none), for a till that never got its answer.",
  })
  orderByClientId(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('clientOrderId', () => ID) clientOrderId: string,
  ): Promise<SyncedOrder | null> {
    return this.sync.orderByClientId(ctx, shopUuid, clientOrderId);
  }
}
