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
    "fragment CustomerListRowFields on CustomerListRow {\n  id\n  firstname\n  lastname\n  phone\n  email\n  orderCount\n  spent\n  lastOrderAt\n}\n\nquery CustomerList($search: String, $sortBy: CustomerSortField, $descending: Boolean, $page: Int, $pageSize: Int) {\n  customerList(\n    search: $search\n    sortBy: $sortBy\n    descending: $descending\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...CustomerListRowFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery CustomerDetail($id: Int!) {\n  customer(id: $id) {\n    id\n    shopName\n    firstname\n    lastname\n    phone\n    email\n    createdAt\n    totals {\n      orderCount\n      deliveredCount\n      spent\n      averageBasket\n      firstOrderAt\n      lastOrderAt\n      byStatus {\n        status\n        count\n      }\n    }\n    addresses {\n      wilayaId\n      wilayaCode\n      wilayaName\n      communeId\n      communeName\n      address\n      orderCount\n      lastUsedAt\n    }\n    segments {\n      id\n      name\n      kind\n    }\n  }\n}\n\nquery CustomerRecentOrders($customerId: Int!, $pageSize: Int!) {\n  orders(filter: {customerId: $customerId}, pageSize: $pageSize) {\n    items {\n      id\n      uuid\n      reference\n      createdAt\n      channel\n      status\n      total\n    }\n    totalCount\n  }\n}": typeof types.CustomerListRowFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment CustomerListRowFields on CustomerListRow {\n  id\n  firstname\n  lastname\n  phone\n  email\n  orderCount\n  spent\n  lastOrderAt\n}\n\nquery CustomerList($search: String, $sortBy: CustomerSortField, $descending: Boolean, $page: Int, $pageSize: Int) {\n  customerList(\n    search: $search\n    sortBy: $sortBy\n    descending: $descending\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...CustomerListRowFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery CustomerDetail($id: Int!) {\n  customer(id: $id) {\n    id\n    shopName\n    firstname\n    lastname\n    phone\n    email\n    createdAt\n    totals {\n      orderCount\n      deliveredCount\n      spent\n      averageBasket\n      firstOrderAt\n      lastOrderAt\n      byStatus {\n        status\n        count\n      }\n    }\n    addresses {\n      wilayaId\n      wilayaCode\n      wilayaName\n      communeId\n      communeName\n      address\n      orderCount\n      lastUsedAt\n    }\n    segments {\n      id\n      name\n      kind\n    }\n  }\n}\n\nquery CustomerRecentOrders($customerId: Int!, $pageSize: Int!) {\n  orders(filter: {customerId: $customerId}, pageSize: $pageSize) {\n    items {\n      id\n      uuid\n      reference\n      createdAt\n      channel\n      status\n      total\n    }\n    totalCount\n  }\n}": types.CustomerListRowFieldsFragmentDoc,
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
export function gql(source: "fragment CustomerListRowFields on CustomerListRow {\n  id\n  firstname\n  lastname\n  phone\n  email\n  orderCount\n  spent\n  lastOrderAt\n}\n\nquery CustomerList($search: String, $sortBy: CustomerSortField, $descending: Boolean, $page: Int, $pageSize: Int) {\n  customerList(\n    search: $search\n    sortBy: $sortBy\n    descending: $descending\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...CustomerListRowFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery CustomerDetail($id: Int!) {\n  customer(id: $id) {\n    id\n    shopName\n    firstname\n    lastname\n    phone\n    email\n    createdAt\n    totals {\n      orderCount\n      deliveredCount\n      spent\n      averageBasket\n      firstOrderAt\n      lastOrderAt\n      byStatus {\n        status\n        count\n      }\n    }\n    addresses {\n      wilayaId\n      wilayaCode\n      wilayaName\n      communeId\n      communeName\n      address\n      orderCount\n      lastUsedAt\n    }\n    segments {\n      id\n      name\n      kind\n    }\n  }\n}\n\nquery CustomerRecentOrders($customerId: Int!, $pageSize: Int!) {\n  orders(filter: {customerId: $customerId}, pageSize: $pageSize) {\n    items {\n      id\n      uuid\n      reference\n      createdAt\n      channel\n      status\n      total\n    }\n    totalCount\n  }\n}"): (typeof documents)["fragment CustomerListRowFields on CustomerListRow {\n  id\n  firstname\n  lastname\n  phone\n  email\n  orderCount\n  spent\n  lastOrderAt\n}\n\nquery CustomerList($search: String, $sortBy: CustomerSortField, $descending: Boolean, $page: Int, $pageSize: Int) {\n  customerList(\n    search: $search\n    sortBy: $sortBy\n    descending: $descending\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...CustomerListRowFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery CustomerDetail($id: Int!) {\n  customer(id: $id) {\n    id\n    shopName\n    firstname\n    lastname\n    phone\n    email\n    createdAt\n    totals {\n      orderCount\n      deliveredCount\n      spent\n      averageBasket\n      firstOrderAt\n      lastOrderAt\n      byStatus {\n        status\n        count\n      }\n    }\n    addresses {\n      wilayaId\n      wilayaCode\n      wilayaName\n      communeId\n      communeName\n      address\n      orderCount\n      lastUsedAt\n    }\n    segments {\n      id\n      name\n      kind\n    }\n  }\n}\n\nquery CustomerRecentOrders($customerId: Int!, $pageSize: Int!) {\n  orders(filter: {customerId: $customerId}, pageSize: $pageSize) {\n    items {\n      id\n      uuid\n      reference\n      createdAt\n      channel\n      status\n      total\n    }\n    totalCount\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;