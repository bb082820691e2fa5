/**
 * GraphQL shapes of the till's stock: the warehouses a till may sell from and one's snapshot, read
 * whole by one statement (`precomputed`, plain property reads: `simpleResolvers`).
 */
import { Extensions, Field, ID, Int, ObjectType } from 'type-graphql';
import { PRECOMPUTED } from '../../../graphql/limits';

@ObjectType({ description: 'A warehouse a till may sell from.', simpleResolvers: true })
export class PosWarehouseRef {
  @Field(() => ID, { description: "The warehouse's id (a uuid, like every warehouse id)." })
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({ description: 'What one stock line of the warehouse can still sell.', simpleResolvers: true })
@Extensions(PRECOMPUTED)
export class PosStockLevel {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true, description: 'Null: a product without combinations.' })
  combinationId!: number | null;

  @Field(() => Int, { description: 'On hand minus reserved; negative after sales made offline beyond it.' })
  available!: number;
}

@ObjectType({
  description: 'Every stock line of one warehouse, read at one instant (one statement).',
  simpleResolvers: true,
})
@Extensions(PRECOMPUTED)
export class PosStockSnapshot {
  @Field(() => ID)
  warehouseId!: string;

  @Field(() => Date, { description: 'When the database read it: sales synced after it are not in it.' })
  takenAt!: Date;

  @Field(() => [PosStockLevel], { description: 'By product, then combination.' })
  levels!: PosStockLevel[];
}
