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
    "fragment SegmentFields on CustomerSegment {\n  id\n  uuid\n  shopUuid\n  name\n  kind\n  minOrders\n  minSpent\n  memberCount\n  createdAt\n}\n\nfragment SegmentCustomerFields on SegmentCustomer {\n  id\n  firstname\n  lastname\n  phone\n  email\n  orderCount\n}\n\nquery SegmentList {\n  customerSegments {\n    ...SegmentFields\n  }\n}\n\nquery SegmentDetail($id: Int!) {\n  customerSegment(id: $id) {\n    ...SegmentFields\n  }\n}\n\nquery SegmentShop {\n  shop {\n    uuid\n  }\n}\n\nquery SegmentMembers($segmentId: Int!, $search: String, $page: Int, $pageSize: Int) {\n  segmentMembers(\n    segmentId: $segmentId\n    search: $search\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...SegmentCustomerFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery SegmentCustomerSearch($shopUuid: ID!, $search: String!) {\n  customers(shopUuid: $shopUuid, search: $search, page: 1, pageSize: 12) {\n    items {\n      ...SegmentCustomerFields\n    }\n    totalCount\n  }\n}\n\nmutation CreateSegment($shopUuid: ID!, $input: CustomerSegmentInput!) {\n  createCustomerSegment(shopUuid: $shopUuid, input: $input) {\n    ...SegmentFields\n  }\n}\n\nmutation UpdateSegment($id: Int!, $input: CustomerSegmentInput!) {\n  updateCustomerSegment(id: $id, input: $input) {\n    ...SegmentFields\n  }\n}\n\nmutation DeleteSegment($id: Int!) {\n  deleteCustomerSegment(id: $id)\n}\n\nmutation AddSegmentMembers($segmentId: Int!, $customerIds: [Int!]!) {\n  addSegmentMembers(segmentId: $segmentId, customerIds: $customerIds) {\n    ...SegmentFields\n  }\n}\n\nmutation RemoveSegmentMembers($segmentId: Int!, $customerIds: [Int!]!) {\n  removeSegmentMembers(segmentId: $segmentId, customerIds: $customerIds) {\n    ...SegmentFields\n  }\n}": typeof types.SegmentFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment SegmentFields on CustomerSegment {\n  id\n  uuid\n  shopUuid\n  name\n  kind\n  minOrders\n  minSpent\n  memberCount\n  createdAt\n}\n\nfragment SegmentCustomerFields on SegmentCustomer {\n  id\n  firstname\n  lastname\n  phone\n  email\n  orderCount\n}\n\nquery SegmentList {\n  customerSegments {\n    ...SegmentFields\n  }\n}\n\nquery SegmentDetail($id: Int!) {\n  customerSegment(id: $id) {\n    ...SegmentFields\n  }\n}\n\nquery SegmentShop {\n  shop {\n    uuid\n  }\n}\n\nquery SegmentMembers($segmentId: Int!, $search: String, $page: Int, $pageSize: Int) {\n  segmentMembers(\n    segmentId: $segmentId\n    search: $search\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...SegmentCustomerFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery SegmentCustomerSearch($shopUuid: ID!, $search: String!) {\n  customers(shopUuid: $shopUuid, search: $search, page: 1, pageSize: 12) {\n    items {\n      ...SegmentCustomerFields\n    }\n    totalCount\n  }\n}\n\nmutation CreateSegment($shopUuid: ID!, $input: CustomerSegmentInput!) {\n  createCustomerSegment(shopUuid: $shopUuid, input: $input) {\n    ...SegmentFields\n  }\n}\n\nmutation UpdateSegment($id: Int!, $input: CustomerSegmentInput!) {\n  updateCustomerSegment(id: $id, input: $input) {\n    ...SegmentFields\n  }\n}\n\nmutation DeleteSegment($id: Int!) {\n  deleteCustomerSegment(id: $id)\n}\n\nmutation AddSegmentMembers($segmentId: Int!, $customerIds: [Int!]!) {\n  addSegmentMembers(segmentId: $segmentId, customerIds: $customerIds) {\n    ...SegmentFields\n  }\n}\n\nmutation RemoveSegmentMembers($segmentId: Int!, $customerIds: [Int!]!) {\n  removeSegmentMembers(segmentId: $segmentId, customerIds: $customerIds) {\n    ...SegmentFields\n  }\n}": types.SegmentFieldsFragmentDoc,
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
export function gql(source: "fragment SegmentFields on CustomerSegment {\n  id\n  uuid\n  shopUuid\n  name\n  kind\n  minOrders\n  minSpent\n  memberCount\n  createdAt\n}\n\nfragment SegmentCustomerFields on SegmentCustomer {\n  id\n  firstname\n  lastname\n  phone\n  email\n  orderCount\n}\n\nquery SegmentList {\n  customerSegments {\n    ...SegmentFields\n  }\n}\n\nquery SegmentDetail($id: Int!) {\n  customerSegment(id: $id) {\n    ...SegmentFields\n  }\n}\n\nquery SegmentShop {\n  shop {\n    uuid\n  }\n}\n\nquery SegmentMembers($segmentId: Int!, $search: String, $page: Int, $pageSize: Int) {\n  segmentMembers(\n    segmentId: $segmentId\n    search: $search\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...SegmentCustomerFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery SegmentCustomerSearch($shopUuid: ID!, $search: String!) {\n  customers(shopUuid: $shopUuid, search: $search, page: 1, pageSize: 12) {\n    items {\n      ...SegmentCustomerFields\n    }\n    totalCount\n  }\n}\n\nmutation CreateSegment($shopUuid: ID!, $input: CustomerSegmentInput!) {\n  createCustomerSegment(shopUuid: $shopUuid, input: $input) {\n    ...SegmentFields\n  }\n}\n\nmutation UpdateSegment($id: Int!, $input: CustomerSegmentInput!) {\n  updateCustomerSegment(id: $id, input: $input) {\n    ...SegmentFields\n  }\n}\n\nmutation DeleteSegment($id: Int!) {\n  deleteCustomerSegment(id: $id)\n}\n\nmutation AddSegmentMembers($segmentId: Int!, $customerIds: [Int!]!) {\n  addSegmentMembers(segmentId: $segmentId, customerIds: $customerIds) {\n    ...SegmentFields\n  }\n}\n\nmutation RemoveSegmentMembers($segmentId: Int!, $customerIds: [Int!]!) {\n  removeSegmentMembers(segmentId: $segmentId, customerIds: $customerIds) {\n    ...SegmentFields\n  }\n}"): (typeof documents)["fragment SegmentFields on CustomerSegment {\n  id\n  uuid\n  shopUuid\n  name\n  kind\n  minOrders\n  minSpent\n  memberCount\n  createdAt\n}\n\nfragment SegmentCustomerFields on SegmentCustomer {\n  id\n  firstname\n  lastname\n  phone\n  email\n  orderCount\n}\n\nquery SegmentList {\n  customerSegments {\n    ...SegmentFields\n  }\n}\n\nquery SegmentDetail($id: Int!) {\n  customerSegment(id: $id) {\n    ...SegmentFields\n  }\n}\n\nquery SegmentShop {\n  shop {\n    uuid\n  }\n}\n\nquery SegmentMembers($segmentId: Int!, $search: String, $page: Int, $pageSize: Int) {\n  segmentMembers(\n    segmentId: $segmentId\n    search: $search\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...SegmentCustomerFields\n    }\n    totalCount\n    page\n    pageSize\n  }\n}\n\nquery SegmentCustomerSearch($shopUuid: ID!, $search: String!) {\n  customers(shopUuid: $shopUuid, search: $search, page: 1, pageSize: 12) {\n    items {\n      ...SegmentCustomerFields\n    }\n    totalCount\n  }\n}\n\nmutation CreateSegment($shopUuid: ID!, $input: CustomerSegmentInput!) {\n  createCustomerSegment(shopUuid: $shopUuid, input: $input) {\n    ...SegmentFields\n  }\n}\n\nmutation UpdateSegment($id: Int!, $input: CustomerSegmentInput!) {\n  updateCustomerSegment(id: $id, input: $input) {\n    ...SegmentFields\n  }\n}\n\nmutation DeleteSegment($id: Int!) {\n  deleteCustomerSegment(id: $id)\n}\n\nmutation AddSegmentMembers($segmentId: Int!, $customerIds: [Int!]!) {\n  addSegmentMembers(segmentId: $segmentId, customerIds: $customerIds) {\n    ...SegmentFields\n  }\n}\n\nmutation RemoveSegmentMembers($segmentId: Int!, $customerIds: [Int!]!) {\n  removeSegmentMembers(segmentId: $segmentId, customerIds: $customerIds) {\n    ...SegmentFields\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;