/** GraphQL arguments of the expedition queries and mutations. */
import { PAGE_SIZES } from '@tijara/schema';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ExpeditionStatus } from '../stock';
import { EXPEDITIONS_PAGE_SIZE } from './expedition-rules';

@ArgsType()
export class ExpeditionsArgs {
  @Field(() => ID, {
    nullable: true,
    description:
      'Only expeditions leaving or reaching this warehouse; without it, every one the actor may see.',
  })
  warehouseId?: string | null;

  @Field(() => ExpeditionStatus, { nullable: true })
  status?: ExpeditionStatus | null;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'From 1.' })
  page?: number | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: EXPEDITIONS_PAGE_SIZE,
    description: `One of ${PAGE_SIZES.join(', ')}.`,
  })
  pageSize?: number | null;
}

@ArgsType()
export class AvailableProductsArgs {
  @Field(() => ID)
  warehouseId!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Part of a name (any language), sku, reference or barcode.',
  })
  search?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Leave out the lines already in this expedition (it must leave from this warehouse).',
  })
  expeditionId?: number | null;
}

@InputType()
export class CreateExpeditionInput {
  @Field(() => ID)
  sourceWarehouseId!: string;

  @Field(() => ID, { description: 'Another active warehouse of the same shop.' })
  destinationWarehouseId!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@InputType()
export class ExpeditionItemRef {
  @Field(() => Int)
  expeditionId!: number;

  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true, description: 'Null for a plain product.' })
  combinationId?: number | null;
}

@InputType()
export class ExpeditionItemInput extends ExpeditionItemRef {
  @Field(() => Int, {
    description:
      'Units: added to the line on add, the new absolute quantity on update (1 to what is available).',
  })
  quantity!: number;
}

@InputType()
export class ReceiveExpeditionPartInput {
  @Field(() => Int, { description: 'The expedition item (part) id.' })
  partId!: number;

  @Field(() => Int, { description: 'Units arriving now: above 0, at most what is still expected.' })
  quantity!: number;

  @Field(() => String, {
    nullable: true,
    description: 'A retried reception with the same key answers the expedition without receiving again.',
  })
  idempotencyKey?: string | null;
}
