/** Server answers for the taxonomy screens' tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  TaxonomyAttributeFragment,
  TaxonomyAttributeValueFragment,
  TaxonomyBrandFragment,
  TaxonomyCategoryFragment,
  TaxonomyLabelsFragment,
} from '../../__generated__/taxonomy/graphql';
import {
  TaxonomyAttributesDocument,
  TaxonomyBrandsDocument,
  TaxonomyCategoriesDocument,
} from '../../__generated__/taxonomy/graphql';

type Typed<T, N extends string> = T & { readonly __typename: N };
type Labels = Typed<TaxonomyLabelsFragment, 'Labels'>;

export function labels(fr: string, en: string | null = null, ar: string | null = null): Labels {
  return { __typename: 'Labels', fr, en, ar };
}

export type CategoryAnswer = Omit<Typed<TaxonomyCategoryFragment, 'Category'>, 'parent'> & {
  readonly parent: { readonly __typename: 'Category'; readonly id: number } | null;
};

export function category(
  id: number,
  names: Labels,
  parentId: number | null = null,
  fields: Partial<CategoryAnswer> = {},
): CategoryAnswer {
  return {
    __typename: 'Category',
    id,
    slug: names.fr.toLowerCase().replace(/\s+/g, '-'),
    names,
    descriptions: null,
    parent: parentId === null ? null : { __typename: 'Category', id: parentId },
    position: 0,
    active: true,
    ...fields,
  };
}

/** Food > Drinks > Juices, and Household appliances: three levels and a second root. */
export const FOOD = category(1, labels('Alimentation', 'Food', 'مواد غذائية'));
export const DRINKS = category(2, labels('Boissons', 'Drinks', 'مشروبات'), 1);
export const JUICES = category(3, labels('Jus', 'Juices'), 2);
export const APPLIANCES = category(4, labels('Électroménager'), null, { position: 1, active: false });
export const CATEGORIES = [FOOD, DRINKS, JUICES, APPLIANCES];

/** Answered as often as it is asked (a tab asks again each time it opens). */
const always = (mock: MockedResponse): MockedResponse => ({
  ...mock,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export function categoriesMock(categories: readonly CategoryAnswer[] = CATEGORIES): MockedResponse {
  return always({
    request: { query: TaxonomyCategoriesDocument },
    result: { data: { categories } },
  });
}

export type BrandAnswer = Typed<TaxonomyBrandFragment, 'Brand'>;

export function brand(id: number, name: string, fields: Partial<BrandAnswer> = {}): BrandAnswer {
  return {
    __typename: 'Brand',
    id,
    slug: name.toLowerCase(),
    name,
    logoUrl: null,
    descriptions: null,
    position: 0,
    active: true,
    ...fields,
  };
}

export function brandsMock(brands: readonly BrandAnswer[]): MockedResponse {
  return always({ request: { query: TaxonomyBrandsDocument }, result: { data: { brands } } });
}

export type AttributeValueAnswer = Typed<TaxonomyAttributeValueFragment, 'AttributeValue'>;
export type AttributeAnswer = Omit<Typed<TaxonomyAttributeFragment, 'Attribute'>, 'values'> & {
  readonly values: readonly AttributeValueAnswer[];
};

export function attributeValue(id: number, names: Labels, color: string | null = null): AttributeValueAnswer {
  return { __typename: 'AttributeValue', id, labels: names, color, imageUrl: null, position: 0 };
}

export function attribute(id: number, fields: Partial<AttributeAnswer> = {}): AttributeAnswer {
  return {
    __typename: 'Attribute',
    id,
    code: 'couleur',
    kind: 'COLOR',
    labels: labels('Couleur', 'Colour', 'اللون'),
    position: 0,
    values: [attributeValue(11, labels('Rouge', 'Red', 'أحمر'), '#D00000')],
    ...fields,
  };
}

export function attributesMock(attributes: readonly AttributeAnswer[]): MockedResponse {
  return always({ request: { query: TaxonomyAttributesDocument }, result: { data: { attributes } } });
}
