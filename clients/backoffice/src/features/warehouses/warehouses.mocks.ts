/** Server answers for the warehouse screen's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type { WarehouseFieldsFragment } from '../../__generated__/warehouses/graphql';
import { CsrfTokenDocument } from '../../__generated__/components/graphql';
import { WarehouseListDocument, WarehouseShopDocument } from '../../__generated__/warehouses/graphql';

export const SHOP = 'b0000000-0000-4000-8000-000000000001';
export const CENTRAL = 'a0000000-0000-4000-8000-000000000001';
export const ALGER = 'a0000000-0000-4000-8000-000000000002';

export function warehouse(overrides: Partial<WarehouseFieldsFragment> = {}) {
  return {
    __typename: 'Warehouse' as const,
    id: CENTRAL,
    name: 'Entrepôt central',
    shopUuid: SHOP,
    shopName: 'Tijara Démo',
    active: true,
    isShopDefault: true,
    ...overrides,
  };
}

export const alger = warehouse({ id: ALGER, name: 'Boutique Alger-Centre', isShopDefault: false });

export function listMock(warehouses: ReturnType<typeof warehouse>[]): MockedResponse {
  return { request: { query: WarehouseListDocument }, result: { data: { warehouses } } };
}

export const shopMock: MockedResponse = {
  request: { query: WarehouseShopDocument },
  result: { data: { shop: { __typename: 'Shop', uuid: SHOP, name: 'Tijara Démo' } } },
};

export const csrfMock: MockedResponse = {
  request: { query: CsrfTokenDocument },
  result: { data: { me: { __typename: 'StaffSession', csrfToken: 'csrf-1' } } },
};
