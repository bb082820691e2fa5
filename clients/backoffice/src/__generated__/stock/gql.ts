/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query StockWarehouses {\n  warehouses {\n    id\n    name\n    shopName\n    isShopDefault\n  }\n}\n\nfragment StockLevelFields on StockLevel {\n  warehouseId\n  productId\n  combinationId\n  type\n  productName\n  combinationName\n  sku\n  onHand\n  reserved\n  available\n  updatedAt\n}\n\nquery StockLevels($warehouseId: ID!, $search: String, $page: Int!, $pageSize: Int!) {\n  stockLevels(\n    warehouseId: $warehouseId\n    search: $search\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...StockLevelFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery StockMovements($warehouseId: ID!, $productId: Int!, $combinationId: Int, $page: Int!, $pageSize: Int!) {\n  stockMovements(\n    warehouseId: $warehouseId\n    productId: $productId\n    combinationId: $combinationId\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      quantity\n      balanceAfter\n      reason\n      reference\n      note\n      staffName\n      createdAt\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nmutation AddStock($input: AddStockInput!) {\n  addStock(input: $input) {\n    ...StockLevelFields\n  }\n}": typeof types.StockWarehousesDocument,
};
const documents: Documents = {
    "query StockWarehouses {\n  warehouses {\n    id\n    name\n    shopName\n    isShopDefault\n  }\n}\n\nfragment StockLevelFields on StockLevel {\n  warehouseId\n  productId\n  combinationId\n  type\n  productName\n  combinationName\n  sku\n  onHand\n  reserved\n  available\n  updatedAt\n}\n\nquery StockLevels($warehouseId: ID!, $search: String, $page: Int!, $pageSize: Int!) {\n  stockLevels(\n    warehouseId: $warehouseId\n    search: $search\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...StockLevelFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery StockMovements($warehouseId: ID!, $productId: Int!, $combinationId: Int, $page: Int!, $pageSize: Int!) {\n  stockMovements(\n    warehouseId: $warehouseId\n    productId: $productId\n    combinationId: $combinationId\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      quantity\n      balanceAfter\n      reason\n      reference\n      note\n      staffName\n      createdAt\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nmutation AddStock($input: AddStockInput!) {\n  addStock(input: $input) {\n    ...StockLevelFields\n  }\n}": types.StockWarehousesDocument,
};

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = gql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function gql(source: string): unknown;

/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query StockWarehouses {\n  warehouses {\n    id\n    name\n    shopName\n    isShopDefault\n  }\n}\n\nfragment StockLevelFields on StockLevel {\n  warehouseId\n  productId\n  combinationId\n  type\n  productName\n  combinationName\n  sku\n  onHand\n  reserved\n  available\n  updatedAt\n}\n\nquery StockLevels($warehouseId: ID!, $search: String, $page: Int!, $pageSize: Int!) {\n  stockLevels(\n    warehouseId: $warehouseId\n    search: $search\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...StockLevelFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery StockMovements($warehouseId: ID!, $productId: Int!, $combinationId: Int, $page: Int!, $pageSize: Int!) {\n  stockMovements(\n    warehouseId: $warehouseId\n    productId: $productId\n    combinationId: $combinationId\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      quantity\n      balanceAfter\n      reason\n      reference\n      note\n      staffName\n      createdAt\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nmutation AddStock($input: AddStockInput!) {\n  addStock(input: $input) {\n    ...StockLevelFields\n  }\n}"): (typeof documents)["query StockWarehouses {\n  warehouses {\n    id\n    name\n    shopName\n    isShopDefault\n  }\n}\n\nfragment StockLevelFields on StockLevel {\n  warehouseId\n  productId\n  combinationId\n  type\n  productName\n  combinationName\n  sku\n  onHand\n  reserved\n  available\n  updatedAt\n}\n\nquery StockLevels($warehouseId: ID!, $search: String, $page: Int!, $pageSize: Int!) {\n  stockLevels(\n    warehouseId: $warehouseId\n    search: $search\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...StockLevelFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery StockMovements($warehouseId: ID!, $productId: Int!, $combinationId: Int, $page: Int!, $pageSize: Int!) {\n  stockMovements(\n    warehouseId: $warehouseId\n    productId: $productId\n    combinationId: $combinationId\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      id\n      quantity\n      balanceAfter\n      reason\n      reference\n      note\n      staffName\n      createdAt\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nmutation AddStock($input: AddStockInput!) {\n  addStock(input: $input) {\n    ...StockLevelFields\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;