/**
 * GraphQL shapes of internal expeditions. Each answer is built whole by the
 * loaders in expedition-read.sql.ts before any field resolves, so no field reads the database.
 */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ExpeditionPartStatus, ExpeditionStatus, TypedStockLine } from '../stock';
import { PageOf } from '../../graphql/page-of';

@ObjectType('ExpeditionItem', {
  description: 'One line of an expedition; once sent it is a part the destination receives (partId = id).',
})
export class ExpeditionItemResult extends TypedStockLine {
  @Field(() => Int, { description: 'The part id receptions name.' })
  id!: number;

  @Field(() => Int, { description: 'Units sent (or to send while in progress).' })
  quantity!: number;

  @Field(() => Int)
  receivedQuantity!: number;

  @Field(() => Int, {
    description: 'quantity - receivedQuantity: still expected, or lost in transit once completed.',
  })
  remainingQuantity!: number;

  @Field(() => ExpeditionPartStatus)
  status!: ExpeditionPartStatus;
}

@ObjectType('Expedition', { description: 'Stock sent from one warehouse of a shop to another.' })
export class ExpeditionResult {
  @Field(() => Int)
  id!: number;

  @Field(() => ExpeditionStatus)
  status!: ExpeditionStatus;

  @Field(() => ID)
  sourceWarehouseId!: string;

  @Field(() => String)
  sourceWarehouseName!: string;

  @Field(() => ID)
  destinationWarehouseId!: string;

  @Field(() => String)
  destinationWarehouseName!: string;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String)
  createdByName!: string;

  @Field(() => Date, { nullable: true })
  sentAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was completed or cancelled.' })
  closedAt!: Date | null;

  @Field(() => [ExpeditionItemResult], { description: 'In the order they were added.' })
  items!: ExpeditionItemResult[];

  @Field(() => Int, { description: 'Units over all items.' })
  totalQuantity!: number;

  @Field(() => Int, { description: 'Units received over all items.' })
  receivedQuantity!: number;

  @Field(() => [ExpeditionStatus], {
    description:
      'What staff may do now, among SENT, COMPLETED and CANCELLED (the reception statuses follow receptions).',
  })
  allowedTransitions!: ExpeditionStatus[];
}

@ObjectType({ description: 'One page of expeditions, newest first.' })
export class ExpeditionPage extends PageOf(ExpeditionResult) {}

@ObjectType({ description: 'A stock line with units free to add to an expedition.' })
export class AvailableProduct extends TypedStockLine {
  @Field(() => Int, { description: 'On hand - reserved, above 0.' })
  availableStock!: number;
}
