/** Server answers for the features panel's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import { FeaturePanelDocument } from '../../__generated__/product-features/graphql';

export const PRODUCT_ID = 12;

const value = (id: number, name: string, position: number) => ({
  __typename: 'FeatureValue' as const,
  id,
  name,
  position,
});

const type = (id: number, name: string, values: ReturnType<typeof value>[]) => ({
  __typename: 'FeatureType' as const,
  id,
  name,
  position: id,
  values,
});

export const FEATURE_TYPES = [
  type(1, 'Matière', [value(11, 'Coton', 0), value(12, 'Lin', 1), value(13, 'Laine', 2)]),
  type(2, 'Coupe', [value(21, 'Droite', 0), value(22, 'Ajustée', 1)]),
];

/** The product with these values ticked, answered as often as it is asked. */
export function panelMock(valueIds: number[]): MockedResponse {
  return {
    request: { query: FeaturePanelDocument, variables: { productId: PRODUCT_ID } },
    result: {
      data: {
        product: {
          __typename: 'Product',
          id: PRODUCT_ID,
          featureValues: valueIds.map((id) => ({ __typename: 'FeatureValue', id })),
        },
        featureTypes: FEATURE_TYPES,
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
