/**
 * The storefront's content answers, in the request's language (French fallback): a page with its
 * visible blocks and their items, and a menu as a tree. Built whole before their fields resolve
 * (PRECOMPUTED: what a query selects inside costs nothing more).
 */
import { Extensions, Field, Int, ObjectType } from 'type-graphql';
import { PRECOMPUTED } from '../../../graphql/limits';
import { MenuBrand, MenuCategory, ProductCard } from '../../catalog';
import { BlogCategoryCard, BlogPostCard } from '../blog/blog.results';
import { ResponsiveNumberResult } from '../common.results';

@ObjectType('BlockImage')
export class BlockImage {
  @Field(() => String, { description: 'The PRODUCT_PAGE_LARGE variant (1200 px box).' })
  url!: string;

  @Field(() => String, { description: 'The GRID_DISPLAY variant (480 px box), for srcset.' })
  gridUrl!: string;

  @Field(() => Int, { description: 'Of `url`, pixels.' })
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field(() => String, { nullable: true })
  link!: string | null;

  @Field(() => String, { description: "'' when none was written." })
  alt!: string;
}

@ObjectType('BlockBrandLine')
export class BlockBrandLine {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  slug!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  brandName!: string;

  @Field(() => String, { nullable: true, description: "Its brand's logo." })
  logoUrl!: string | null;
}

@ObjectType('StorefrontBlock')
export class StorefrontBlock {
  @Field(() => Int)
  id!: number;

  @Field(() => String, {
    description: 'As stored: the storefront renders nothing for a type it does not know.',
  })
  type!: string;

  @Field(() => String, { nullable: true })
  publicTitle!: string | null;

  @Field(() => Boolean)
  showTitle!: boolean;

  @Field(() => String)
  size!: string;

  @Field(() => String)
  containerClass!: string;

  @Field(() => String)
  wrapperCssClass!: string;

  @Field(() => String)
  bgColor!: string;

  @Field(() => String, { nullable: true })
  link!: string | null;

  @Field(() => Int, { nullable: true })
  number!: number | null;

  @Field(() => ResponsiveNumberResult, { nullable: true })
  responsiveNumber!: ResponsiveNumberResult | null;

  @Field(() => String, {
    nullable: true,
    description: 'Product blocks: FEATURED, NEW, ON_SALE or BESTSELLERS.',
  })
  source!: string | null;

  @Field(() => String, { nullable: true, description: 'html_block, banner caption: sanitised HTML.' })
  html!: string | null;

  @Field(() => [String], { nullable: true, description: 'text_carousel slides: sanitised HTML.' })
  items!: string[] | null;

  @Field(() => [BlockImage], { nullable: true })
  images!: BlockImage[] | null;

  @Field(() => [ProductCard], {
    nullable: true,
    description: 'The product blocks: as the products listing answers them.',
  })
  products!: ProductCard[] | null;

  @Field(() => [MenuCategory], { nullable: true })
  categories!: MenuCategory[] | null;

  @Field(() => [MenuBrand], { nullable: true })
  brands!: MenuBrand[] | null;

  @Field(() => [BlockBrandLine], { nullable: true })
  brandLines!: BlockBrandLine[] | null;

  @Field(() => [BlogPostCard], { nullable: true })
  blogPosts!: BlogPostCard[] | null;

  @Field(() => [BlogCategoryCard], { nullable: true })
  blogCategories!: BlogCategoryCard[] | null;
}

@Extensions(PRECOMPUTED)
@ObjectType('StorefrontPage')
export class StorefrontPage {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true, description: 'Null for the home.' })
  slug!: string | null;

  @Field(() => String)
  title!: string;

  @Field(() => [StorefrontBlock], { description: 'Active and within their visibility window now, in order.' })
  blocks!: StorefrontBlock[];
}

@Extensions(PRECOMPUTED)
@ObjectType('StorefrontMenuItem')
export class StorefrontMenuItem {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: "Its own label, else its target's name." })
  label!: string;

  @Field(() => String)
  type!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The storefront path (or the link) it leads to; null for the numeric heading types.',
  })
  href!: string | null;

  @Field(() => Boolean)
  openInNewTab!: boolean;

  @Field(() => [StorefrontMenuItem])
  children!: StorefrontMenuItem[];
}
