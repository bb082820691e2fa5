/** Server answers for the combination panel's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  CombinationFieldsFragment,
  CombinationImageFragment,
} from '../../__generated__/product-combinations/graphql';
import {
  CombinationAttributesDocument,
  CombinationChoicesDocument,
  CombinationProductDocument,
} from '../../__generated__/product-combinations/graphql';

export const PRODUCT_ID = 12;
/** 1 000,00 DA HT, 19 % tax. */
export const PRODUCT_HT = 100_000;

/** Answered as often as it is asked (refetched after every write). */
export const always = (mock: MockedResponse): MockedResponse => ({
  ...mock,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const value = (id: number, attributeId: number) => ({
  __typename: 'AttributeValue' as const,
  id,
  attribute: { __typename: 'Attribute' as const, id: attributeId },
});

type Typed<T, Name extends string> = T & { readonly __typename: Name };

export function combination(
  fields: Partial<CombinationFieldsFragment> = {},
): Typed<CombinationFieldsFragment, 'Combination'> {
  return {
    __typename: 'Combination',
    id: 31,
    label: 'Rouge - XL',
    name: 'Rouge - XL',
    names: null,
    reference: 'TSH-R-XL',
    barcode: null,
    priceHt: 115_000,
    priceImpactHt: 15_000,
    priceTtc: 136_850,
    isDefault: true,
    active: true,
    position: 0,
    values: [value(101, 1), value(202, 2)],
    ...fields,
  };
}

const thumbnail = {
  __typename: 'ProductImageVariant',
  size: 'SMALL_PRODUCT',
  url: '/media/face-160.webp',
} as const;

export function image(
  fields: Partial<CombinationImageFragment> = {},
): Typed<CombinationImageFragment, 'ProductImage'> {
  return {
    __typename: 'ProductImage',
    id: 501,
    name: 'face.jpg',
    position: 0,
    combinationIds: [31],
    sizes: [thumbnail],
    ...fields,
  };
}

export function productMock(
  combinations: CombinationFieldsFragment[],
  images: CombinationImageFragment[] = [],
): MockedResponse {
  return always({
    request: { query: CombinationProductDocument, variables: { productId: PRODUCT_ID } },
    result: {
      data: {
        product: {
          __typename: 'Product',
          id: PRODUCT_ID,
          name: 'T-shirt',
          priceHt: PRODUCT_HT,
          taxPercent: 19,
          combinations,
          images,
        },
      },
    },
  });
}

export function choicesMock(productId: number, choices: { id: number; name: string }[]): MockedResponse {
  return always({
    request: { query: CombinationChoicesDocument, variables: { productId } },
    result: {
      data: {
        product: {
          __typename: 'Product',
          id: productId,
          combinations: choices.map((choice) => ({
            __typename: 'Combination',
            label: choice.name,
            ...choice,
          })),
        },
      },
    },
  });
}

const attributeValue = (id: number, name: string, position: number) => ({
  __typename: 'AttributeValue' as const,
  id,
  name,
  position,
});

export const attributesMock = always({
  request: { query: CombinationAttributesDocument },
  result: {
    data: {
      attributes: [
        {
          __typename: 'Attribute',
          id: 1,
          code: 'color',
          name: 'Couleur',
          position: 0,
          values: [attributeValue(101, 'Rouge', 0), attributeValue(102, 'Bleu', 1)],
        },
        {
          __typename: 'Attribute',
          id: 2,
          code: 'size',
          name: 'Taille',
          position: 1,
          values: [attributeValue(201, 'M', 0), attributeValue(202, 'XL', 1)],
        },
      ],
    },
  },
});
