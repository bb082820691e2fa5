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
    "query StaffOrderShop {\n  shop {\n    uuid\n  }\n}\n\nquery StaffOrderWilayas {\n  wilayas(deliverableOnly: true) {\n    id\n    code\n    name\n    nameAr\n  }\n}\n\nquery StaffOrderCommunes($wilayaId: Int!) {\n  communes(wilayaId: $wilayaId, deliverableOnly: true) {\n    id\n    name\n    nameAr\n  }\n}\n\nquery StaffOrderTransporters($communeId: Int!) {\n  transporters(communeId: $communeId) {\n    id\n    name\n    price\n  }\n}\n\nquery StaffOrderCustomers($shopUuid: ID!, $search: String!) {\n  deskCustomers(shopUuid: $shopUuid, search: $search, limit: 10) {\n    id\n    firstname\n    lastname\n    phone\n  }\n}\n\nquery StaffOrderProducts($search: String!) {\n  adminProductList(\n    filter: {search: $search, active: true, status: PUBLISHED}\n    sortBy: NAME\n    descending: false\n    pageSize: 12\n  ) {\n    rows {\n      id\n      name\n      priceTtc\n      combinationCount\n    }\n  }\n}\n\nquery StaffOrderCombinations($productId: Int!) {\n  product(id: $productId) {\n    id\n    combinations {\n      id\n      name\n      active\n      priceTtc\n    }\n  }\n}\n\nquery StaffOrderQuote($input: StaffOrderInput!) {\n  staffOrderQuote(input: $input) {\n    lines {\n      position\n      productId\n      combinationId\n      quantity\n      unitPriceTtc\n      unitPriceAfterTtc\n      totalTtc\n      available\n      promotions {\n        promotionId\n        title\n        amount\n      }\n    }\n    deliveryPrice\n    deliveryDiscount\n    total\n    customerId\n    refusal {\n      code\n      messageKey\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n\nmutation CreateStaffOrder($input: StaffOrderInput!) {\n  createStaffOrder(input: $input) {\n    uuid\n    reference\n    total\n  }\n}": typeof types.StaffOrderShopDocument,
};
const documents: Documents = {
    "query StaffOrderShop {\n  shop {\n    uuid\n  }\n}\n\nquery StaffOrderWilayas {\n  wilayas(deliverableOnly: true) {\n    id\n    code\n    name\n    nameAr\n  }\n}\n\nquery StaffOrderCommunes($wilayaId: Int!) {\n  communes(wilayaId: $wilayaId, deliverableOnly: true) {\n    id\n    name\n    nameAr\n  }\n}\n\nquery StaffOrderTransporters($communeId: Int!) {\n  transporters(communeId: $communeId) {\n    id\n    name\n    price\n  }\n}\n\nquery StaffOrderCustomers($shopUuid: ID!, $search: String!) {\n  deskCustomers(shopUuid: $shopUuid, search: $search, limit: 10) {\n    id\n    firstname\n    lastname\n    phone\n  }\n}\n\nquery StaffOrderProducts($search: String!) {\n  adminProductList(\n    filter: {search: $search, active: true, status: PUBLISHED}\n    sortBy: NAME\n    descending: false\n    pageSize: 12\n  ) {\n    rows {\n      id\n      name\n      priceTtc\n      combinationCount\n    }\n  }\n}\n\nquery StaffOrderCombinations($productId: Int!) {\n  product(id: $productId) {\n    id\n    combinations {\n      id\n      name\n      active\n      priceTtc\n    }\n  }\n}\n\nquery StaffOrderQuote($input: StaffOrderInput!) {\n  staffOrderQuote(input: $input) {\n    lines {\n      position\n      productId\n      combinationId\n      quantity\n      unitPriceTtc\n      unitPriceAfterTtc\n      totalTtc\n      available\n      promotions {\n        promotionId\n        title\n        amount\n      }\n    }\n    deliveryPrice\n    deliveryDiscount\n    total\n    customerId\n    refusal {\n      code\n      messageKey\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n\nmutation CreateStaffOrder($input: StaffOrderInput!) {\n  createStaffOrder(input: $input) {\n    uuid\n    reference\n    total\n  }\n}": types.StaffOrderShopDocument,
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
export function gql(source: "query StaffOrderShop {\n  shop {\n    uuid\n  }\n}\n\nquery StaffOrderWilayas {\n  wilayas(deliverableOnly: true) {\n    id\n    code\n    name\n    nameAr\n  }\n}\n\nquery StaffOrderCommunes($wilayaId: Int!) {\n  communes(wilayaId: $wilayaId, deliverableOnly: true) {\n    id\n    name\n    nameAr\n  }\n}\n\nquery StaffOrderTransporters($communeId: Int!) {\n  transporters(communeId: $communeId) {\n    id\n    name\n    price\n  }\n}\n\nquery StaffOrderCustomers($shopUuid: ID!, $search: String!) {\n  deskCustomers(shopUuid: $shopUuid, search: $search, limit: 10) {\n    id\n    firstname\n    lastname\n    phone\n  }\n}\n\nquery StaffOrderProducts($search: String!) {\n  adminProductList(\n    filter: {search: $search, active: true, status: PUBLISHED}\n    sortBy: NAME\n    descending: false\n    pageSize: 12\n  ) {\n    rows {\n      id\n      name\n      priceTtc\n      combinationCount\n    }\n  }\n}\n\nquery StaffOrderCombinations($productId: Int!) {\n  product(id: $productId) {\n    id\n    combinations {\n      id\n      name\n      active\n      priceTtc\n    }\n  }\n}\n\nquery StaffOrderQuote($input: StaffOrderInput!) {\n  staffOrderQuote(input: $input) {\n    lines {\n      position\n      productId\n      combinationId\n      quantity\n      unitPriceTtc\n      unitPriceAfterTtc\n      totalTtc\n      available\n      promotions {\n        promotionId\n        title\n        amount\n      }\n    }\n    deliveryPrice\n    deliveryDiscount\n    total\n    customerId\n    refusal {\n      code\n      messageKey\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n\nmutation CreateStaffOrder($input: StaffOrderInput!) {\n  createStaffOrder(input: $input) {\n    uuid\n    reference\n    total\n  }\n}"): (typeof documents)["query StaffOrderShop {\n  shop {\n    uuid\n  }\n}\n\nquery StaffOrderWilayas {\n  wilayas(deliverableOnly: true) {\n    id\n    code\n    name\n    nameAr\n  }\n}\n\nquery StaffOrderCommunes($wilayaId: Int!) {\n  communes(wilayaId: $wilayaId, deliverableOnly: true) {\n    id\n    name\n    nameAr\n  }\n}\n\nquery StaffOrderTransporters($communeId: Int!) {\n  transporters(communeId: $communeId) {\n    id\n    name\n    price\n  }\n}\n\nquery StaffOrderCustomers($shopUuid: ID!, $search: String!) {\n  deskCustomers(shopUuid: $shopUuid, search: $search, limit: 10) {\n    id\n    firstname\n    lastname\n    phone\n  }\n}\n\nquery StaffOrderProducts($search: String!) {\n  adminProductList(\n    filter: {search: $search, active: true, status: PUBLISHED}\n    sortBy: NAME\n    descending: false\n    pageSize: 12\n  ) {\n    rows {\n      id\n      name\n      priceTtc\n      combinationCount\n    }\n  }\n}\n\nquery StaffOrderCombinations($productId: Int!) {\n  product(id: $productId) {\n    id\n    combinations {\n      id\n      name\n      active\n      priceTtc\n    }\n  }\n}\n\nquery StaffOrderQuote($input: StaffOrderInput!) {\n  staffOrderQuote(input: $input) {\n    lines {\n      position\n      productId\n      combinationId\n      quantity\n      unitPriceTtc\n      unitPriceAfterTtc\n      totalTtc\n      available\n      promotions {\n        promotionId\n        title\n        amount\n      }\n    }\n    deliveryPrice\n    deliveryDiscount\n    total\n    customerId\n    refusal {\n      code\n      messageKey\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n\nmutation CreateStaffOrder($input: StaffOrderInput!) {\n  createStaffOrder(input: $input) {\n    uuid\n    reference\n    total\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;