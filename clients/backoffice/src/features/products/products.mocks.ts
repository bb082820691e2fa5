/** Server answers for the product editor's and wizard's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type { ProductEditorFieldsFragment } from '../../__generated__/products/graphql';
import { ProductEditorDocument, ProductOptionsDocument } from '../../__generated__/products/graphql';

export const SHOP = '5f0c7c1e-4b7a-4a57-9d0e-2f4f3c2a0001';

const texts = (locale: string, name: string, filled = true) => ({
  __typename: 'ProductTranslation' as const,
  locale,
  name,
  shortDescription: filled ? `<p>${name}</p>` : '',
  longDescription: '',
  seoTitle: filled ? name : '',
  seoDescription: filled ? `${name} en ligne` : '',
});

export function product(fields: Partial<ProductEditorFieldsFragment> = {}) {
  return {
    __typename: 'Product' as const,
    id: 12,
    uuid: '8a3f0e4c-1d2b-4c5d-9e8f-000000000012',
    slug: 'lait-candia-1l',
    name: 'Lait Candia 1 L',
    status: 'PUBLISHED' as const,
    active: true,
    featured: false,
    onSale: false,
    mainCategory: { __typename: 'Category' as const, id: 3, name: 'Crèmerie', slug: 'cremerie' },
    categories: [],
    brand: { __typename: 'Brand' as const, id: 4 },
    brandLine: null,
    tags: [],
    collections: [],
    shops: [{ __typename: 'Shop' as const, uuid: SHOP, name: 'Tijara Alger' }],
    supplier: null,
    sku: 'CAN-1L',
    barcode: null,
    weightGrams: 1030,
    heightMm: null,
    widthMm: null,
    lengthMm: null,
    availableDate: null,
    priceHt: 12_000,
    taxPercent: 19,
    supplyPriceHt: 9_000,
    wholesalePriceHt: null,
    wholesaleMoq: null,
    priceTtc: 14_280,
    packMode: null,
    translations: [texts('fr', 'Lait Candia 1 L'), texts('en', 'Candia milk 1 L'), texts('ar', '', false)],
    version: 3,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
}

/** Answered as often as it is asked. */
export const always = (mock: MockedResponse): MockedResponse => ({
  ...mock,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const named = (typename: string, id: number, name: string) => ({ __typename: typename, id, name });

export const optionsMock = always({
  request: { query: ProductOptionsDocument },
  result: {
    data: {
      categories: [
        { ...named('Category', 3, 'Crèmerie'), parent: null },
        { ...named('Category', 5, 'Laits'), parent: { __typename: 'Category', id: 3 } },
      ],
      brands: [named('Brand', 4, 'Candia'), named('Brand', 6, 'Soummam')],
      brandLines: [
        { ...named('BrandLine', 8, 'Candia Baby'), brand: { __typename: 'Brand', id: 4 } },
        { ...named('BrandLine', 9, 'Soummam Bio'), brand: { __typename: 'Brand', id: 6 } },
      ],
      collections: [named('Collection', 2, 'Ramadan')],
      tags: [named('Tag', 7, 'Local')],
      suppliers: [{ ...named('Supplier', 1, 'Laiterie du Centre'), active: true }],
      shop: { __typename: 'Shop', uuid: SHOP, name: 'Tijara Alger' },
    },
  },
});

export function detailMock(answer: ReturnType<typeof product>): MockedResponse {
  return {
    request: { query: ProductEditorDocument, variables: { id: answer.id } },
    result: { data: { product: answer } },
  };
}
