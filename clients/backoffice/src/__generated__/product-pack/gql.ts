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
    "fragment PackComponent on Product {\n  id\n  name\n  sku\n  packMode\n  combinations {\n    id\n  }\n}\n\nfragment PackFields on Product {\n  id\n  packMode\n  packItems {\n    id\n    position\n    quantity\n    product {\n      ...PackComponent\n    }\n    combination {\n      id\n    }\n  }\n}\n\nquery PackProduct($productId: Int!) {\n  product(id: $productId) {\n    ...PackFields\n  }\n}\n\nquery PackProductSearch($search: String!) {\n  adminProducts(filter: {search: $search}, page: 1, pageSize: 12) {\n    items {\n      ...PackComponent\n    }\n    totalCount\n  }\n}\n\nmutation PackSet($productId: Int!, $mode: PackMode, $items: [PackItemInput!]!) {\n  setPack(productId: $productId, mode: $mode, items: $items) {\n    ...PackFields\n  }\n}": typeof types.PackComponentFragmentDoc,
};
const documents: Documents = {
    "fragment PackComponent on Product {\n  id\n  name\n  sku\n  packMode\n  combinations {\n    id\n  }\n}\n\nfragment PackFields on Product {\n  id\n  packMode\n  packItems {\n    id\n    position\n    quantity\n    product {\n      ...PackComponent\n    }\n    combination {\n      id\n    }\n  }\n}\n\nquery PackProduct($productId: Int!) {\n  product(id: $productId) {\n    ...PackFields\n  }\n}\n\nquery PackProductSearch($search: String!) {\n  adminProducts(filter: {search: $search}, page: 1, pageSize: 12) {\n    items {\n      ...PackComponent\n    }\n    totalCount\n  }\n}\n\nmutation PackSet($productId: Int!, $mode: PackMode, $items: [PackItemInput!]!) {\n  setPack(productId: $productId, mode: $mode, items: $items) {\n    ...PackFields\n  }\n}": types.PackComponentFragmentDoc,
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
export function gql(source: "fragment PackComponent on Product {\n  id\n  name\n  sku\n  packMode\n  combinations {\n    id\n  }\n}\n\nfragment PackFields on Product {\n  id\n  packMode\n  packItems {\n    id\n    position\n    quantity\n    product {\n      ...PackComponent\n    }\n    combination {\n      id\n    }\n  }\n}\n\nquery PackProduct($productId: Int!) {\n  product(id: $productId) {\n    ...PackFields\n  }\n}\n\nquery PackProductSearch($search: String!) {\n  adminProducts(filter: {search: $search}, page: 1, pageSize: 12) {\n    items {\n      ...PackComponent\n    }\n    totalCount\n  }\n}\n\nmutation PackSet($productId: Int!, $mode: PackMode, $items: [PackItemInput!]!) {\n  setPack(productId: $productId, mode: $mode, items: $items) {\n    ...PackFields\n  }\n}"): (typeof documents)["fragment PackComponent on Product {\n  id\n  name\n  sku\n  packMode\n  combinations {\n    id\n  }\n}\n\nfragment PackFields on Product {\n  id\n  packMode\n  packItems {\n    id\n    position\n    quantity\n    product {\n      ...PackComponent\n    }\n    combination {\n      id\n    }\n  }\n}\n\nquery PackProduct($productId: Int!) {\n  product(id: $productId) {\n    ...PackFields\n  }\n}\n\nquery PackProductSearch($search: String!) {\n  adminProducts(filter: {search: $search}, page: 1, pageSize: 12) {\n    items {\n      ...PackComponent\n    }\n    totalCount\n  }\n}\n\nmutation PackSet($productId: Int!, $mode: PackMode, $items: [PackItemInput!]!) {\n  setPack(productId: $productId, mode: $mode, items: $items) {\n    ...PackFields\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;