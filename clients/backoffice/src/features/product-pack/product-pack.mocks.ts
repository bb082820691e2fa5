/** Server answers for the pack panel's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import { CombinationChoicesDocument } from '../../__generated__/product-combinations/graphql';
import type { PackMode } from '../../__generated__/product-pack/graphql';
import { PackProductDocument, PackProductSearchDocument } from '../../__generated__/product-pack/graphql';

export const PACK_ID = 40;

const always = (mock: MockedResponse): MockedResponse => ({
  ...mock,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export function component(
  id: number,
  name: string,
  fields: { sku?: string; packMode?: PackMode; combinationIds?: number[] } = {},
) {
  return {
    __typename: 'Product' as const,
    id,
    name,
    sku: fields.sku ?? null,
    packMode: fields.packMode ?? null,
    combinations: (fields.combinationIds ?? []).map((combinationId) => ({
      __typename: 'Combination' as const,
      id: combinationId,
    })),
  };
}

export const TSHIRT = component(12, 'T-shirt', { sku: 'TSH', combinationIds: [31, 32] });
export const MUG = component(50, 'Mug', { sku: 'MUG-1' });

interface Item {
  readonly product: ReturnType<typeof component>;
  readonly combinationId: number | null;
  readonly quantity: number;
}

export function packAnswer(mode: PackMode | null, items: Item[]) {
  return {
    ...component(PACK_ID, 'Coffret été'),
    packMode: mode,
    packItems: items.map((item, position) => ({
      __typename: 'PackItem' as const,
      id: 900 + position,
      position,
      quantity: item.quantity,
      product: item.product,
      combination:
        item.combinationId === null ? null : { __typename: 'Combination' as const, id: item.combinationId },
    })),
  };
}

export function packMock(mode: PackMode | null, items: Item[]): MockedResponse {
  return always({
    request: { query: PackProductDocument, variables: { productId: PACK_ID } },
    result: { data: { product: packAnswer(mode, items) } },
  });
}

export function searchMock(search: string, products: ReturnType<typeof component>[]): MockedResponse {
  return always({
    request: { query: PackProductSearchDocument, variables: { search } },
    result: {
      data: {
        adminProducts: { __typename: 'AdminProductPage', items: products, totalCount: products.length },
      },
    },
  });
}

/** The T-shirt's combinations, as the combination selector asks for them. */
export const tshirtChoices = always({
  request: { query: CombinationChoicesDocument, variables: { productId: TSHIRT.id } },
  result: {
    data: {
      product: {
        __typename: 'Product',
        id: TSHIRT.id,
        combinations: [
          { __typename: 'Combination', id: 31, label: 'Rouge - XL', name: 'Rouge - XL' },
          { __typename: 'Combination', id: 32, label: 'Bleu - M', name: 'Bleu - M' },
        ],
      },
    },
  },
});
