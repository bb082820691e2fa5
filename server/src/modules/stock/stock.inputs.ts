/** GraphQL arguments and inputs of the stock screens. */
import { PAGE_SIZES } from '@tijara/schema';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { StockMovementReason } from './stock.enums';
import { STOCK_PAGE_SIZE } from './stock-read.service';

const PAGE = { nullable: true, defaultValue: 1, description: 'From 1.' } as const;
const PAGE_SIZE = {
  nullable: true,
  defaultValue: STOCK_PAGE_SIZE,
  description: `One of ${PAGE_SIZES.join(', ')}.`,
} as const;

@ArgsType()
export class StockLevelsArgs {
  @Field(() => ID)
  warehouseId!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Any language of the name, SKU, barcode, combination reference or barcode; case and accents ignored.',
  })
  search?: string | null;

  @Field(() => Int, PAGE)
  page?: number | null;

  @Field(() => Int, PAGE_SIZE)
  pageSize?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'Only lines with units on hand.',
  })
  inStockOnly?: boolean | null;
}

@ArgsType()
export class StockMovementsArgs {
  @Field(() => ID)
  warehouseId!: string;

  @Field(() => Int, { nullable: true, description: 'Only this product’s lines.' })
  productId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only this combination’s line.' })
  combinationId?: number | null;

  @Field(() => Int, PAGE)
  page?: number | null;

  @Field(() => Int, PAGE_SIZE)
  pageSize?: number | null;
}

@InputType()
export class CreateWarehouseInput {
  @Field(() => ID)
  shopUuid!: string;

  @Field(() => String, { description: '1 to 80 characters, unique in the shop.' })
  name!: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Make it the shop default (the previous one stops being).',
  })
  isShopDefault?: boolean | null;
}

@InputType()
export class UpdateWarehouseInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The shop default cannot be deactivated.' })
  active?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true moves the shop default here; false is refused on the default (move it instead).',
  })
  isShopDefault?: boolean | null;
}

@InputType()
export class AddStockInput {
  @Field(() => ID)
  warehouseId!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true, description: 'Required for a product with combinations.' })
  combinationId?: number | null;

  @Field(() => Int, { description: 'A whole number from 1.' })
  quantity!: number;

  @Field(() => StockMovementReason, { nullable: true, description: 'PURCHASE (default) or RETURN.' })
  reason?: StockMovementReason | null;

  @Field(() => String, { nullable: true, description: 'A delivery note number, at most 120 characters.' })
  reference?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  note?: string | null;
}

@InputType()
export class CountStockInput {
  @Field(() => ID)
  warehouseId!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true })
  combinationId?: number | null;

  @Field(() => Int, { description: 'What is on the shelf: a whole number from 0.' })
  countedQuantity!: number;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  note?: string | null;
}
