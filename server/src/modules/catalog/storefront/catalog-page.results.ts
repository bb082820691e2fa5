/** GraphQL answers of the storefront's listing headers (catalogPage) and its menu (storefrontMenu). */
import { Extensions, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PRECOMPUTED } from '../../../graphql/limits';

export enum CatalogPageKind {
  CATEGORY = 'category',
  BRAND = 'brand',
  BRAND_LINE = 'brandLine',
  COLLECTION = 'collection',
  PROMOTION = 'promotion',
}

registerEnumType(CatalogPageKind, {
  name: 'CatalogPageKind',
  description: 'What a listing page is of (PROMOTION: the slug is the promotion id).',
});

@ObjectType('CatalogCrumb')
export class CatalogCrumb {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  slug!: string;
}

@Extensions(PRECOMPUTED)
@ObjectType('CatalogPage', { description: 'The head of a listing page, in the request language.' })
export class CatalogPage {
  @Field(() => CatalogPageKind)
  kind!: CatalogPageKind;

  @Field(() => Int)
  id!: number;

  @Field(() => ID)
  uuid!: string;

  @Field(() => String, { description: 'A promotion: its id.' })
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: "Plain text; '' when none." })
  description!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => String, { description: 'The name (no SEO title is written for these yet).' })
  seoTitle!: string;

  @Field(() => String, { description: 'The description, 160 characters at most.' })
  seoDescription!: string;

  @Field(() => [CatalogCrumb], { description: 'Categories only: from the root to the category.' })
  breadcrumbs!: CatalogCrumb[];

  @Field(() => Date, { nullable: true, description: 'Promotions: when it ends.' })
  endsAt!: Date | null;
}

@ObjectType('MenuCategory')
export class MenuCategory {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { nullable: true })
  parentId!: number | null;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => Int, { description: 'Products the shop shows in it and its sub-categories.' })
  productCount!: number;
}

@ObjectType('MenuBrand')
export class MenuBrand {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  logoUrl!: string | null;
}

@Extensions(PRECOMPUTED)
@ObjectType('StorefrontMenu', { description: 'Active categories and brands, each by position.' })
export class StorefrontMenu {
  @Field(() => [MenuCategory])
  categories!: MenuCategory[];

  @Field(() => [MenuBrand])
  brands!: MenuBrand[];
}
