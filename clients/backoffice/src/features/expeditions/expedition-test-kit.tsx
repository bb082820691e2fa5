/**
 * Test helpers of the expedition screens: rendering under the app's catalogues in a chosen language,
 * and server answers shaped as the contract.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import type { Locale } from '@tijara/schema';
import { I18nProvider } from '@tijara/shared';
import type {
  ExpeditionAvailableProductsQuery,
  ExpeditionDetailFieldsFragment,
  ExpeditionItemFieldsFragment,
} from '../../__generated__/expeditions/graphql';
import {
  ExpeditionAvailableProductsDocument,
  ExpeditionDetailDocument,
} from '../../__generated__/expeditions/graphql';
import { testCatalogues as catalogues } from '../../test/test-catalogues';

export function renderExpeditionScreen(
  ui: ReactElement,
  mocks: MockedResponse[],
  locale: Locale = 'fr',
): ReturnType<typeof render> {
  return render(
    <I18nProvider messages={catalogues} initialLocale={locale}>
      <MockedProvider mocks={mocks}>{ui}</MockedProvider>
    </I18nProvider>,
  );
}

export const SOURCE_ID = '0b6e6d56-6a0e-4a34-9d1a-3c7c5f0c0001';
export const DESTINATION_ID = '0b6e6d56-6a0e-4a34-9d1a-3c7c5f0c0002';

type Item = ExpeditionItemFieldsFragment & { __typename: 'ExpeditionItem' };
type Expedition = Omit<ExpeditionDetailFieldsFragment, 'items'> & { __typename: 'Expedition'; items: Item[] };
type Product = ExpeditionAvailableProductsQuery['availableProducts'][number] & {
  __typename: 'AvailableProduct';
};

export function item(
  fields: Partial<Item> & Pick<Item, 'id' | 'productId' | 'productName' | 'quantity'>,
): Item {
  return {
    __typename: 'ExpeditionItem',
    combinationId: null,
    type: 'PRODUCT',
    combinationName: null,
    receivedQuantity: 0,
    remainingQuantity: fields.quantity - (fields.receivedQuantity ?? 0),
    status: 'PENDING',
    ...fields,
  };
}

export function expedition(fields: Partial<Expedition> = {}): Expedition {
  const items = fields.items ?? [];
  return {
    __typename: 'Expedition',
    id: 7,
    status: 'INPROGRESS',
    sourceWarehouseId: SOURCE_ID,
    sourceWarehouseName: 'Entrepôt central',
    destinationWarehouseId: DESTINATION_ID,
    destinationWarehouseName: 'Boutique Alger-Centre',
    note: null,
    createdAt: '2026-11-21T08:00:00.000Z',
    createdByName: 'Amina Haddad',
    sentAt: null,
    closedAt: null,
    totalQuantity: items.reduce((sum, line) => sum + line.quantity, 0),
    receivedQuantity: items.reduce((sum, line) => sum + line.receivedQuantity, 0),
    allowedTransitions: ['SENT', 'CANCELLED'],
    ...fields,
    items,
  };
}

export function product(fields: Partial<Product> & Pick<Product, 'productId' | 'productName'>): Product {
  return {
    __typename: 'AvailableProduct',
    combinationId: null,
    type: 'PRODUCT',
    combinationName: null,
    availableStock: 5,
    ...fields,
  };
}

export function detailMock(answer: Expedition): MockedResponse {
  return {
    request: { query: ExpeditionDetailDocument, variables: { id: answer.id } },
    result: { data: { expedition: answer } },
  };
}

export function productsMock(products: Product[], search = '', expeditionId = 7): MockedResponse {
  return {
    request: {
      query: ExpeditionAvailableProductsDocument,
      variables: { warehouseId: SOURCE_ID, search, expeditionId },
    },
    result: { data: { availableProducts: products } },
  };
}
