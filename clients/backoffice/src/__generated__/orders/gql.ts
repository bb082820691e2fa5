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
    "fragment OrdersRow on OrderSummary {\n  id\n  uuid\n  reference\n  createdAt\n  customerName\n  customerPhone\n  channel\n  orderType\n  paymentType\n  status\n  reviewStatus\n  total\n  amountPaid\n  wilayaName\n  communeName\n  transporterName\n  trackingNumber\n  offline\n  autoCancelAt\n}\n\nquery OrdersList($filter: OrderFilter, $countFilter: OrderFilter, $sort: OrderSortField, $direction: SortDirection, $page: Int, $pageSize: Int) {\n  orders(\n    filter: $filter\n    sort: $sort\n    direction: $direction\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...OrdersRow\n    }\n    page\n    pageSize\n    totalCount\n  }\n  orderStatusCounts(filter: $countFilter) {\n    status\n    count\n  }\n}\n\nquery OrdersWilayas {\n  wilayas(deliverableOnly: false) {\n    id\n    code\n    name\n    nameAr\n  }\n}\n\nquery OrdersCarriers {\n  transportersDue {\n    transporterId\n    name\n    active\n  }\n}\n\nquery OrdersShopDelay {\n  shop {\n    uuid\n    unconfirmedOrderDays\n  }\n}\n\nmutation OrdersSetUnconfirmedDays($shopUuid: ID!, $days: Int!) {\n  setUnconfirmedOrderDays(shopUuid: $shopUuid, days: $days) {\n    uuid\n    unconfirmedOrderDays\n  }\n}": typeof types.OrdersRowFragmentDoc,
};
const documents: Documents = {
    "fragment OrdersRow on OrderSummary {\n  id\n  uuid\n  reference\n  createdAt\n  customerName\n  customerPhone\n  channel\n  orderType\n  paymentType\n  status\n  reviewStatus\n  total\n  amountPaid\n  wilayaName\n  communeName\n  transporterName\n  trackingNumber\n  offline\n  autoCancelAt\n}\n\nquery OrdersList($filter: OrderFilter, $countFilter: OrderFilter, $sort: OrderSortField, $direction: SortDirection, $page: Int, $pageSize: Int) {\n  orders(\n    filter: $filter\n    sort: $sort\n    direction: $direction\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...OrdersRow\n    }\n    page\n    pageSize\n    totalCount\n  }\n  orderStatusCounts(filter: $countFilter) {\n    status\n    count\n  }\n}\n\nquery OrdersWilayas {\n  wilayas(deliverableOnly: false) {\n    id\n    code\n    name\n    nameAr\n  }\n}\n\nquery OrdersCarriers {\n  transportersDue {\n    transporterId\n    name\n    active\n  }\n}\n\nquery OrdersShopDelay {\n  shop {\n    uuid\n    unconfirmedOrderDays\n  }\n}\n\nmutation OrdersSetUnconfirmedDays($shopUuid: ID!, $days: Int!) {\n  setUnconfirmedOrderDays(shopUuid: $shopUuid, days: $days) {\n    uuid\n    unconfirmedOrderDays\n  }\n}": types.OrdersRowFragmentDoc,
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
export function gql(source: "fragment OrdersRow on OrderSummary {\n  id\n  uuid\n  reference\n  createdAt\n  customerName\n  customerPhone\n  channel\n  orderType\n  paymentType\n  status\n  reviewStatus\n  total\n  amountPaid\n  wilayaName\n  communeName\n  transporterName\n  trackingNumber\n  offline\n  autoCancelAt\n}\n\nquery OrdersList($filter: OrderFilter, $countFilter: OrderFilter, $sort: OrderSortField, $direction: SortDirection, $page: Int, $pageSize: Int) {\n  orders(\n    filter: $filter\n    sort: $sort\n    direction: $direction\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...OrdersRow\n    }\n    page\n    pageSize\n    totalCount\n  }\n  orderStatusCounts(filter: $countFilter) {\n    status\n    count\n  }\n}\n\nquery OrdersWilayas {\n  wilayas(deliverableOnly: false) {\n    id\n    code\n    name\n    nameAr\n  }\n}\n\nquery OrdersCarriers {\n  transportersDue {\n    transporterId\n    name\n    active\n  }\n}\n\nquery OrdersShopDelay {\n  shop {\n    uuid\n    unconfirmedOrderDays\n  }\n}\n\nmutation OrdersSetUnconfirmedDays($shopUuid: ID!, $days: Int!) {\n  setUnconfirmedOrderDays(shopUuid: $shopUuid, days: $days) {\n    uuid\n    unconfirmedOrderDays\n  }\n}"): (typeof documents)["fragment OrdersRow on OrderSummary {\n  id\n  uuid\n  reference\n  createdAt\n  customerName\n  customerPhone\n  channel\n  orderType\n  paymentType\n  status\n  reviewStatus\n  total\n  amountPaid\n  wilayaName\n  communeName\n  transporterName\n  trackingNumber\n  offline\n  autoCancelAt\n}\n\nquery OrdersList($filter: OrderFilter, $countFilter: OrderFilter, $sort: OrderSortField, $direction: SortDirection, $page: Int, $pageSize: Int) {\n  orders(\n    filter: $filter\n    sort: $sort\n    direction: $direction\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...OrdersRow\n    }\n    page\n    pageSize\n    totalCount\n  }\n  orderStatusCounts(filter: $countFilter) {\n    status\n    count\n  }\n}\n\nquery OrdersWilayas {\n  wilayas(deliverableOnly: false) {\n    id\n    code\n    name\n    nameAr\n  }\n}\n\nquery OrdersCarriers {\n  transportersDue {\n    transporterId\n    name\n    active\n  }\n}\n\nquery OrdersShopDelay {\n  shop {\n    uuid\n    unconfirmedOrderDays\n  }\n}\n\nmutation OrdersSetUnconfirmedDays($shopUuid: ID!, $days: Int!) {\n  setUnconfirmedOrderDays(shopUuid: $shopUuid, days: $days) {\n    uuid\n    unconfirmedOrderDays\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;