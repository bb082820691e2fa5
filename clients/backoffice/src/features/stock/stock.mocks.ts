/** Server answers for the stock screen's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type { StockLevelFieldsFragment, StockLevelsQueryVariables } from '../../__generated__/stock/graphql';
import {
  StockLevelsDocument,
  StockMovementsDocument,
  StockWarehousesDocument,
} from '../../__generated__/stock/graphql';

export const CENTRAL = 'a0000000-0000-4000-8000-000000000001';
export const ALGER = 'a0000000-0000-4000-8000-000000000002';

export const warehousesMock: MockedResponse = {
  request: { query: StockWarehousesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      warehouses: [
        {
          __typename: 'Warehouse',
          id: ALGER,
          name: 'Boutique Alger-Centre',
          shopName: 'Tijara Démo',
          isShopDefault: false,
        },
        {
          __typename: 'Warehouse',
          id: CENTRAL,
          name: 'Entrepôt central',
          shopName: 'Tijara Démo',
          isShopDefault: true,
        },
      ],
    },
  },
};

export function level(
  overrides: Partial<StockLevelFieldsFragment> = {},
): StockLevelFieldsFragment & { __typename: 'StockLevel' } {
  return {
    __typename: 'StockLevel',
    warehouseId: CENTRAL,
    productId: 7,
    combinationId: null,
    type: 'PRODUCT',
    productName: 'Sac en cuir',
    combinationName: null,
    sku: 'SAC-7',
    onHand: 10,
    reserved: 3,
    available: 7,
    updatedAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export const robeRouge = level({
  productId: 9,
  combinationId: 31,
  type: 'COMBINATION',
  productName: 'Robe',
  combinationName: 'Rouge, M',
  sku: 'ROBE-9-R-M',
  onHand: 4,
  reserved: 0,
  available: 4,
});

export function levelsMock(
  variables: StockLevelsQueryVariables,
  items: StockLevelFieldsFragment[],
  totalCount = items.length,
): MockedResponse & { result: jest.Mock } {
  return {
    request: { query: StockLevelsDocument, variables },
    result: jest.fn(() => ({
      data: {
        stockLevels: {
          __typename: 'StockLevelPage',
          items,
          totalCount,
          page: variables.page,
          pageSize: variables.pageSize,
        },
      },
    })),
  };
}

export function movementsMock(page: number, ids: string[], totalCount: number): MockedResponse {
  return {
    request: {
      query: StockMovementsDocument,
      variables: { warehouseId: CENTRAL, productId: 7, combinationId: null, page, pageSize: 12 },
    },
    result: {
      data: {
        stockMovements: {
          __typename: 'StockMovementPage',
          items: ids.map((id, index) => ({
            __typename: 'StockMovement',
            id,
            quantity: index === 0 ? -2 : 5,
            balanceAfter: 10 - index,
            reason: index === 0 ? 'SALE' : 'PURCHASE',
            reference: index === 0 ? 'order:42' : null,
            note: null,
            staffName: 'Amina Haddad',
            createdAt: '2026-11-20T10:30:00.000Z',
          })),
          totalCount,
          page,
          pageSize: 12,
        },
      },
    },
  };
}
