/** GraphQL inputs of the public catalogue reads, and their translation to a ListingRequest. */
import type { Centimes } from '@tijara/schema';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { assertId } from '../../../core/ids';
import { BadUserInputError } from '../../../core/errors';
import { MoneyScalar } from '../../../graphql/money.scalar';
import { parseEntityRef } from './entity-ref';
import type { EntityRef } from './entity-ref';
import { checkPage, checkPageSize } from '../../../core/pagination';
import { checkPriceRange, checkSearch, checkValues } from './listing-request';
import type {
  ListingFilter,
  ListingRequest,
  ListingScope,
  ListingSort,
  ValuesFilter,
} from './listing-request';

export enum ProductSort {
  DEFAULT = 'default',
  PRICE_ASC = 'price_asc',
  PRICE_DESC = 'price_desc',
}

registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'DEFAULT: newest first. Prices: TTC, then id.',
});

@InputType('ProductValuesFilter', { description: 'Products having one of the values (any language).' })
export class ProductValuesFilter {
  @Field(() => String, { description: 'Feature type or attribute code.' })
  type!: string;

  @Field(() => [String])
  values!: string[];
}

@InputType('ProductFilter')
export class ProductFilter {
  @Field(() => Int, { nullable: true, description: 'With its sub-categories.' })
  categoryId?: number;

  @Field(() => String, { nullable: true, description: 'With its sub-categories.' })
  categorySlug?: string;

  @Field(() => [Int], { nullable: true })
  brandIds?: number[];

  @Field(() => [Int], { nullable: true })
  brandLineIds?: number[];

  @Field(() => String, { nullable: true, description: 'Its products (the brand must be active).' })
  brandSlug?: string;

  @Field(() => String, { nullable: true, description: 'Its products (the line and its brand active).' })
  brandLineSlug?: string;

  @Field(() => Int, { nullable: true })
  collectionId?: number;

  @Field(() => String, { nullable: true })
  collectionSlug?: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Created in the last 90 days, else the 200 latest.',
  })
  newArrivals?: boolean;

  @Field(() => [Int], { nullable: true, description: 'Main categories among the listed products.' })
  subCategoryIds?: number[];

  @Field(() => Int, { nullable: true, description: 'A live promotion: the products it reaches.' })
  promotionId?: number;

  @Field(() => MoneyScalar, { nullable: true, description: 'TTC, inclusive.' })
  priceMin?: Centimes;

  @Field(() => MoneyScalar, { nullable: true, description: 'TTC, inclusive.' })
  priceMax?: Centimes;

  @Field(() => [ProductValuesFilter], { nullable: true })
  features?: ProductValuesFilter[];

  @Field(() => [ProductValuesFilter], { nullable: true })
  attributes?: ProductValuesFilter[];

  @Field(() => String, { nullable: true, description: 'In product names (any language) and SKUs.' })
  search?: string;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean;

  @Field(() => Boolean, { nullable: true })
  onSale?: boolean;
}

/** A scope named by slug (an id or uuid also works); absent when not given. */
function slugRef(field: string, value: string | undefined | null, entity: string): EntityRef | undefined {
  return value === undefined || value === null ? undefined : parseEntityRef(field, value, entity);
}

function collectionRef(filter: ProductFilter): EntityRef | undefined {
  const { collectionId } = filter;
  if (collectionId !== undefined && collectionId !== null) {
    return { by: 'id', id: assertId('filter.collectionId', collectionId, 'Collection') };
  }
  return slugRef('filter.collectionSlug', filter.collectionSlug, 'Collection');
}

function categoryRef(filter: ProductFilter): EntityRef | undefined {
  if (filter.categoryId !== undefined && filter.categoryId !== null) {
    return { by: 'id', id: assertId('filter.categoryId', filter.categoryId, 'Category') };
  }
  if (filter.categorySlug !== undefined && filter.categorySlug !== null) {
    return parseEntityRef('filter.categorySlug', filter.categorySlug, 'Category');
  }
  return undefined;
}

/** An id and a slug of the same scope would contradict each other: one of them, not both. */
function checkOneRef(filter: ProductFilter | undefined | null): void {
  if (filter?.categoryId != null && filter.categorySlug != null) {
    throw new BadUserInputError(
      { 'filter.categorySlug': ['give categoryId or categorySlug, not both'] },
      'Invalid filter',
    );
  }
  if (filter?.collectionId != null && filter.collectionSlug != null) {
    throw new BadUserInputError(
      { 'filter.collectionSlug': ['give collectionId or collectionSlug, not both'] },
      'Invalid filter',
    );
  }
}

export function scopeOfFilter(filter: ProductFilter | undefined | null): ListingScope {
  if (!filter) return {};
  checkOneRef(filter);
  const { promotionId } = filter;
  return {
    promotion:
      promotionId === undefined || promotionId === null
        ? undefined
        : { by: 'id', id: assertId('filter.promotionId', promotionId, 'Promotion') },
    category: categoryRef(filter),
    brand: slugRef('filter.brandSlug', filter.brandSlug, 'Brand'),
    brandLine: slugRef('filter.brandLineSlug', filter.brandLineSlug, 'BrandLine'),
    collection: collectionRef(filter),
    featured: filter.featured === true ? true : undefined,
    onSale: filter.onSale === true ? true : undefined,
    newArrivals: filter.newArrivals === true ? true : undefined,
  };
}

function ids(
  field: string,
  values: readonly number[] | undefined | null,
  entity: string,
): string[] | undefined {
  if (!values?.length) return undefined;
  return checkValues(
    field,
    values.map((id) => String(assertId(field, id, entity))),
  );
}

function valuesFilters(
  field: string,
  list: readonly ProductValuesFilter[] | undefined | null,
): ValuesFilter[] {
  return (list ?? []).map((entry) => ({ type: entry.type, values: checkValues(field, entry.values) }));
}

export function filterOf(filter: ProductFilter | undefined | null): ListingFilter {
  if (!filter) return {};
  const priceMin = filter.priceMin ?? undefined;
  const priceMax = filter.priceMax ?? undefined;
  checkPriceRange(priceMin, priceMax, ['filter.priceMin', 'filter.priceMax']);
  return {
    brands: ids('filter.brandIds', filter.brandIds, 'Brand'),
    brandLines: ids('filter.brandLineIds', filter.brandLineIds, 'BrandLine'),
    subCategories: ids('filter.subCategoryIds', filter.subCategoryIds, 'Category'),
    features: valuesFilters('filter.features', filter.features),
    attributes: valuesFilters('filter.attributes', filter.attributes),
    priceMin,
    priceMax,
    search: checkSearch('filter.search', filter.search ?? undefined),
  };
}

export function listingRequestOf(options: {
  filter: ProductFilter | undefined | null;
  sort: ProductSort;
  page: number;
  pageSize: number;
}): ListingRequest {
  const size = checkPageSize('pageSize', options.pageSize);
  const page = checkPage('page', options.page);
  const sort: ListingSort = options.sort;
  checkOneRef(options.filter);
  return {
    scope: scopeOfFilter(options.filter),
    filter: filterOf(options.filter),
    sort,
    page: { page, size },
    priceBasis: 'ttc',
  };
}
