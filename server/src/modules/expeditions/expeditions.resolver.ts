/**
 * GraphQL face of internal expeditions: every field needs EXPEDITIONS, then the
 * services check the warehouse affectation (source for items, send and cancel; destination for
 * receptions; either side for reading and completing). Thin: one service call per field.
 */
import { Permission } from '@tijara/schema';
import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../core/guards';
import type { RequestContext } from '../../core/request-context';
import type { ExpeditionFlowService } from './expedition-flow.service';
import type { ExpeditionItemsService } from './expedition-items.service';
import type { ExpeditionQueryService } from './expedition-query.service';
import type { ExpeditionReceptionService } from './expedition-reception.service';
import {
  AvailableProductsArgs,
  CreateExpeditionInput,
  ExpeditionItemInput,
  ExpeditionItemRef,
  ExpeditionsArgs,
  ReceiveExpeditionPartInput,
} from './expedition.inputs';
import { AvailableProduct, ExpeditionPage, ExpeditionResult } from './expedition.results';

export interface ExpeditionServices {
  readonly query: ExpeditionQueryService;
  readonly flow: ExpeditionFlowService;
  readonly items: ExpeditionItemsService;
  readonly reception: ExpeditionReceptionService;
}

const EXPEDITIONS = Permission.EXPEDITIONS;

@Resolver(() => ExpeditionResult)
export class ExpeditionsResolver {
  constructor(private readonly services: ExpeditionServices) {}

  @RequirePermission(EXPEDITIONS)
  @Query(() => ExpeditionPage, {
    description: 'Newest first; those leaving or reaching the warehouses the actor acts in.',
  })
  expeditions(
    @Ctx() ctx: RequestContext,
    @Args(() => ExpeditionsArgs) args: ExpeditionsArgs,
  ): Promise<ExpeditionPage> {
    return this.services.query.list(ctx, args);
  }

  @RequirePermission(EXPEDITIONS)
  @Query(() => ExpeditionResult)
  expedition(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<ExpeditionResult> {
    return this.services.query.get(ctx, id);
  }

  @RequirePermission(EXPEDITIONS)
  @Query(() => [AvailableProduct], {
    description: 'Lines with units available in the warehouse, by name (at most 50).',
  })
  availableProducts(
    @Ctx() ctx: RequestContext,
    @Args(() => AvailableProductsArgs) args: AvailableProductsArgs,
  ): Promise<AvailableProduct[]> {
    return this.services.query.availableProducts(ctx, args);
  }

  @RequirePermission(EXPEDITIONS)
  @Mutation(() => ExpeditionResult, { description: 'A new expedition in progress, leaving the source.' })
  createExpedition(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateExpeditionInput) input: CreateExpeditionInput,
  ): Promise<ExpeditionResult> {
    return this.services.flow.create(ctx, input);
  }

  @RequirePermission(EXPEDITIONS)
  @Mutation(() => ExpeditionResult, { description: 'Adds units of a line (reserved in the source at once).' })
  addExpeditionItem(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ExpeditionItemInput) input: ExpeditionItemInput,
  ): Promise<ExpeditionResult> {
    return this.services.items.add(ctx, input);
  }

  @RequirePermission(EXPEDITIONS)
  @Mutation(() => ExpeditionResult, { description: 'Sets the new absolute quantity of an item.' })
  updateExpeditionItem(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ExpeditionItemInput) input: ExpeditionItemInput,
  ): Promise<ExpeditionResult> {
    return this.services.items.update(ctx, input);
  }

  @RequirePermission(EXPEDITIONS)
  @Mutation(() => ExpeditionResult, { description: 'Takes a line out (its reservation is released).' })
  removeExpeditionItem(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ExpeditionItemRef) input: ExpeditionItemRef,
  ): Promise<ExpeditionResult> {
    return this.services.items.remove(ctx, input);
  }

  @RequirePermission(EXPEDITIONS)
  @Mutation(() => ExpeditionResult, { description: 'The reserved units leave the source (EXPEDITION_OUT).' })
  sendExpedition(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<ExpeditionResult> {
    return this.services.flow.send(ctx, id);
  }

  @RequirePermission(EXPEDITIONS)
  @Mutation(() => ExpeditionResult, { description: 'Units arriving now at the destination (EXPEDITION_IN).' })
  receiveExpeditionPart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ReceiveExpeditionPartInput) input: ReceiveExpeditionPartInput,
  ): Promise<ExpeditionResult> {
    return this.services.reception.receive(ctx, input);
  }

  @RequirePermission(EXPEDITIONS)
  @Mutation(() => ExpeditionResult, {
    description: 'Closes a received expedition; units never received stay recorded as lost in transit.',
  })
  completeExpedition(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
  ): Promise<ExpeditionResult> {
    return this.services.flow.complete(ctx, id);
  }

  @RequirePermission(EXPEDITIONS)
  @Mutation(() => ExpeditionResult, {
    description:
      'In progress: reservations released. Sent with nothing received: the units go back into the source.',
  })
  cancelExpedition(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<ExpeditionResult> {
    return this.services.flow.cancel(ctx, id);
  }
}
