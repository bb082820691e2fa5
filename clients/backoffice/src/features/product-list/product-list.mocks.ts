/** Server answers for the product list's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  ProductListQueryVariables,
  ProductListRowFragment,
} from '../../__generated__/product-list/graphql';
import {
  ProductListDocument,
  ProductListOptionsDocument,
  ProductListSetActiveDocument,
} from '../../__generated__/product-list/graphql';

export type Row = ProductListRowFragment & { __typename: 'AdminProductRow' };

export function productRow(fields: Partial<Row> = {}): Row {
  const id = fields.id ?? 31;
  return {
    __typename: 'AdminProductRow',
    id,
    uuid: `0c1e7a52-1f7b-4f0e-9a43-6d3b2a7c${String(id).padStart(4, '0')}`,
    slug: `produit-${id}`,
    name: 'Lait Candia 1 L',
    categoryName: 'Lait',
    brandName: 'Candia',
    active: true,
    featured: false,
    onSale: false,
    status: 'PUBLISHED',
    priceTtc: 123450,
    thumbnailUrl: `/media/products/${id}/small.webp`,
    combinationCount: 0,
    version: 3,
    ...fields,
  };
}

/** The list's defaults: newest first, 24 a page. */
export const FIRST_PAGE = { sortBy: 'CREATED', descending: true, page: 1, pageSize: 24 } as const;

export function listAnswer(
  variables: Partial<ProductListQueryVariables>,
  rows: Row[],
  totalCount = rows.length,
): MockedResponse {
  return {
    request: { query: ProductListDocument, variables: { ...FIRST_PAGE, ...variables } },
    result: { data: { adminProductList: { __typename: 'AdminProductListPage', rows, totalCount } } },
  };
}

/** The filters' choices, answered as often as asked. */
export const optionsAnswer: MockedResponse = {
  request: { query: ProductListOptionsDocument },
  result: {
    data: {
      categories: [
        { __typename: 'Category', id: 9, name: 'Lait', parent: { __typename: 'Category', id: 4 } },
        { __typename: 'Category', id: 4, name: 'Épicerie', parent: null },
      ],
      brands: [
        { __typename: 'Brand', id: 7, name: 'Soummam' },
        { __typename: 'Brand', id: 2, name: 'Candia' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export function setActiveAnswer(ids: number[], active: boolean, changed: number): MockedResponse {
  return {
    request: { query: ProductListSetActiveDocument, variables: { ids, active } },
    result: { data: { setProductsActive: changed } },
  };
}
