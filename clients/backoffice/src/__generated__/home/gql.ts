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
    "query BackofficeDashboard {\n  dashboard {\n    sales {\n      today\n      todayCount\n      todayTotal\n      todayByChannel {\n        channel\n        count\n        total\n      }\n      days\n      daily {\n        channel\n        counts\n        totals\n      }\n    }\n    orders {\n      waiting {\n        status\n        count\n      }\n      posToReview\n    }\n    stock {\n      threshold\n      warehouses {\n        warehouseId\n        name\n        count\n        lines {\n          productId\n          combinationId\n          productName\n          combinationName\n          available\n        }\n      }\n    }\n    carriers {\n      transporterId\n      name\n      count\n      total\n    }\n  }\n}": typeof types.BackofficeDashboardDocument,
    "query BackofficeShop {\n  shop {\n    uuid\n    name\n    activeAddToCart\n  }\n}": typeof types.BackofficeShopDocument,
};
const documents: Documents = {
    "query BackofficeDashboard {\n  dashboard {\n    sales {\n      today\n      todayCount\n      todayTotal\n      todayByChannel {\n        channel\n        count\n        total\n      }\n      days\n      daily {\n        channel\n        counts\n        totals\n      }\n    }\n    orders {\n      waiting {\n        status\n        count\n      }\n      posToReview\n    }\n    stock {\n      threshold\n      warehouses {\n        warehouseId\n        name\n        count\n        lines {\n          productId\n          combinationId\n          productName\n          combinationName\n          available\n        }\n      }\n    }\n    carriers {\n      transporterId\n      name\n      count\n      total\n    }\n  }\n}": types.BackofficeDashboardDocument,
    "query BackofficeShop {\n  shop {\n    uuid\n    name\n    activeAddToCart\n  }\n}": types.BackofficeShopDocument,
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
export function gql(source: "query BackofficeDashboard {\n  dashboard {\n    sales {\n      today\n      todayCount\n      todayTotal\n      todayByChannel {\n        channel\n        count\n        total\n      }\n      days\n      daily {\n        channel\n        counts\n        totals\n      }\n    }\n    orders {\n      waiting {\n        status\n        count\n      }\n      posToReview\n    }\n    stock {\n      threshold\n      warehouses {\n        warehouseId\n        name\n        count\n        lines {\n          productId\n          combinationId\n          productName\n          combinationName\n          available\n        }\n      }\n    }\n    carriers {\n      transporterId\n      name\n      count\n      total\n    }\n  }\n}"): (typeof documents)["query BackofficeDashboard {\n  dashboard {\n    sales {\n      today\n      todayCount\n      todayTotal\n      todayByChannel {\n        channel\n        count\n        total\n      }\n      days\n      daily {\n        channel\n        counts\n        totals\n      }\n    }\n    orders {\n      waiting {\n        status\n        count\n      }\n      posToReview\n    }\n    stock {\n      threshold\n      warehouses {\n        warehouseId\n        name\n        count\n        lines {\n          productId\n          combinationId\n          productName\n          combinationName\n          available\n        }\n      }\n    }\n    carriers {\n      transporterId\n      name\n      count\n      total\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query BackofficeShop {\n  shop {\n    uuid\n    name\n    activeAddToCart\n  }\n}"): (typeof documents)["query BackofficeShop {\n  shop {\n    uuid\n    name\n    activeAddToCart\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;