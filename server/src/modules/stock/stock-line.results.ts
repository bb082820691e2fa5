/**
 * The fields every GraphQL type about a stock line shares (levels, ledger rows, corrections,
 * expedition items, available products). Abstract: never returned itself, so never in the schema.
 */
import { StockItemType } from '@tijara/schema';
import { Field, Int, ObjectType } from 'type-graphql';
import './stock.enums';

@ObjectType()
export abstract class NamedStockLine {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true, description: 'Null for a plain product.' })
  combinationId!: number | null;

  @Field(() => String, { description: "In the request's language, French when missing." })
  productName!: string;

  @Field(() => String, { nullable: true, description: 'Its own name, else its values ("Rouge - XL").' })
  combinationName!: string | null;
}

@ObjectType()
export abstract class TypedStockLine extends NamedStockLine {
  @Field(() => StockItemType)
  type!: StockItemType;
}
