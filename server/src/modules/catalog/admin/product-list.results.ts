/** GraphQL shapes of the product list screen: rows built whole by one statement (product-list.sql.ts). */
import { Extensions, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { PRECOMPUTED } from '../../../graphql/limits';
import { ProductStatus } from '../product/product-status';
import { AdminProductSortField } from './product-list.sql';

registerEnumType(AdminProductSortField, {
  name: 'AdminProductSortField',
  description: 'Orders of the staff product list; ties are broken by id in the same direction.',
  valuesConfig: {
    CREATED: { description: 'When the product was created.' },
    ID: { description: 'The product id.' },
    NAME: { description: "The name in the request's language, else French; case and accents ignored." },
    CATEGORY: { description: "The main category's name in the request's language, else French." },
    BRAND: { description: 'The brand name; products without a brand last.' },
    ACTIVE: { description: 'The active switch (inactive first ascending).' },
    PRICE: { description: 'The price with tax (TTC).' },
  },
});

@ObjectType({ description: "A row of the staff product list, in the request's language." })
@Extensions(PRECOMPUTED)
export class AdminProductRow {
  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => String, { description: "In the request's language, else French." })
  name!: string;

  @Field(() => String, { nullable: true, description: "The main category's name." })
  categoryName!: string | null;

  @Field(() => String, { nullable: true })
  brandName!: string | null;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Boolean)
  featured!: boolean;

  @Field(() => Boolean)
  onSale!: boolean;

  @Field(() => ProductStatus)
  status!: ProductStatus;

  @Field(() => MoneyScalar, { description: 'The price with tax, centimes (priceTtc of @tijara/schema).' })
  priceTtc!: number;

  @Field(() => String, { nullable: true, description: "The default image's SMALL_PRODUCT variant." })
  thumbnailUrl!: string | null;

  @Field(() => Int)
  combinationCount!: number;

  @Field(() => Int, { description: "The product's version (send it back with updateProduct)." })
  version!: number;
}

@ObjectType({ description: 'A page of the staff product list screen.' })
@Extensions(PRECOMPUTED)
export class AdminProductListPage {
  @Field(() => [AdminProductRow])
  rows!: AdminProductRow[];

  @Field(() => Int, { description: 'Products matching the filter, all pages together.' })
  totalCount!: number;
}
