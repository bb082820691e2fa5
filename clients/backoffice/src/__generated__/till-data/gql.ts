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
    "mutation RegisterTillDevice($input: RegisterPosDeviceInput!) {\n  registerPosDevice(input: $input) {\n    uuid\n    code\n    name\n    shopUuid\n    warehouse {\n      id\n      name\n    }\n    active\n    registeredAt\n    lastSessionNumber\n  }\n}": typeof types.RegisterTillDeviceDocument,
    "query TillCataloguePage($shopUuid: ID!, $cursor: String, $limit: Int!) {\n  posCatalogue(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {\n    products {\n      id\n      name {\n        fr\n        en\n        ar\n      }\n      sku\n      barcode\n      priceHt\n      taxRateBp\n      categoryIds\n      brandId\n      brandLineId\n      collectionIds\n      thumbnailUrl\n      combinations {\n        id\n        label {\n          fr\n          en\n          ar\n        }\n        reference\n        barcode\n        priceImpactHt\n        isDefault\n      }\n    }\n    removedProductIds\n    nextCursor\n    hasMore\n    total\n  }\n}\n\nquery TillCustomerPage($shopUuid: ID!, $cursor: String, $limit: Int!) {\n  posCustomers(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {\n    customers {\n      id\n      firstname\n      lastname\n      phone\n      email\n      segmentIds\n      usedPromotionIds\n    }\n    nextCursor\n    hasMore\n    total\n  }\n}\n\nquery TillStock($warehouseId: ID!) {\n  posStock(warehouseId: $warehouseId) {\n    warehouseId\n    takenAt\n    levels {\n      productId\n      combinationId\n      available\n    }\n  }\n}": typeof types.TillCataloguePageDocument,
    "query TillPromotionRules($shopUuid: ID!) {\n  promotionRules(shopUuid: $shopUuid) {\n    id\n    title\n    scope\n    targetIds\n    paymentMethods\n    priority\n    startsAt\n    endsAt\n    couponCode\n    singleUse\n    discountType\n    valueHundredths\n    combinability\n    channels\n    minimumSubtotal\n  }\n}": typeof types.TillPromotionRulesDocument,
    "mutation SyncTillSales($orders: [SyncOrderInput!]!) {\n  syncOrders(orders: $orders) {\n    clientOrderId\n    status\n    reference\n    orderUuid\n    reasons {\n      code\n      message\n      field\n      productId\n      combinationId\n    }\n  }\n}": typeof types.SyncTillSalesDocument,
    "mutation OpenTillSession($input: OpenPosSessionInput!) {\n  openPosSession(input: $input) {\n    uuid\n    number\n    status\n  }\n}\n\nmutation CloseTillSession($input: ClosePosSessionInput!) {\n  closePosSession(input: $input) {\n    uuid\n    number\n    status\n  }\n}": typeof types.OpenTillSessionDocument,
};
const documents: Documents = {
    "mutation RegisterTillDevice($input: RegisterPosDeviceInput!) {\n  registerPosDevice(input: $input) {\n    uuid\n    code\n    name\n    shopUuid\n    warehouse {\n      id\n      name\n    }\n    active\n    registeredAt\n    lastSessionNumber\n  }\n}": types.RegisterTillDeviceDocument,
    "query TillCataloguePage($shopUuid: ID!, $cursor: String, $limit: Int!) {\n  posCatalogue(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {\n    products {\n      id\n      name {\n        fr\n        en\n        ar\n      }\n      sku\n      barcode\n      priceHt\n      taxRateBp\n      categoryIds\n      brandId\n      brandLineId\n      collectionIds\n      thumbnailUrl\n      combinations {\n        id\n        label {\n          fr\n          en\n          ar\n        }\n        reference\n        barcode\n        priceImpactHt\n        isDefault\n      }\n    }\n    removedProductIds\n    nextCursor\n    hasMore\n    total\n  }\n}\n\nquery TillCustomerPage($shopUuid: ID!, $cursor: String, $limit: Int!) {\n  posCustomers(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {\n    customers {\n      id\n      firstname\n      lastname\n      phone\n      email\n      segmentIds\n      usedPromotionIds\n    }\n    nextCursor\n    hasMore\n    total\n  }\n}\n\nquery TillStock($warehouseId: ID!) {\n  posStock(warehouseId: $warehouseId) {\n    warehouseId\n    takenAt\n    levels {\n      productId\n      combinationId\n      available\n    }\n  }\n}": types.TillCataloguePageDocument,
    "query TillPromotionRules($shopUuid: ID!) {\n  promotionRules(shopUuid: $shopUuid) {\n    id\n    title\n    scope\n    targetIds\n    paymentMethods\n    priority\n    startsAt\n    endsAt\n    couponCode\n    singleUse\n    discountType\n    valueHundredths\n    combinability\n    channels\n    minimumSubtotal\n  }\n}": types.TillPromotionRulesDocument,
    "mutation SyncTillSales($orders: [SyncOrderInput!]!) {\n  syncOrders(orders: $orders) {\n    clientOrderId\n    status\n    reference\n    orderUuid\n    reasons {\n      code\n      message\n      field\n      productId\n      combinationId\n    }\n  }\n}": types.SyncTillSalesDocument,
    "mutation OpenTillSession($input: OpenPosSessionInput!) {\n  openPosSession(input: $input) {\n    uuid\n    number\n    status\n  }\n}\n\nmutation CloseTillSession($input: ClosePosSessionInput!) {\n  closePosSession(input: $input) {\n    uuid\n    number\n    status\n  }\n}": types.OpenTillSessionDocument,
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
export function gql(source: "mutation RegisterTillDevice($input: RegisterPosDeviceInput!) {\n  registerPosDevice(input: $input) {\n    uuid\n    code\n    name\n    shopUuid\n    warehouse {\n      id\n      name\n    }\n    active\n    registeredAt\n    lastSessionNumber\n  }\n}"): (typeof documents)["mutation RegisterTillDevice($input: RegisterPosDeviceInput!) {\n  registerPosDevice(input: $input) {\n    uuid\n    code\n    name\n    shopUuid\n    warehouse {\n      id\n      name\n    }\n    active\n    registeredAt\n    lastSessionNumber\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query TillCataloguePage($shopUuid: ID!, $cursor: String, $limit: Int!) {\n  posCatalogue(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {\n    products {\n      id\n      name {\n        fr\n        en\n        ar\n      }\n      sku\n      barcode\n      priceHt\n      taxRateBp\n      categoryIds\n      brandId\n      brandLineId\n      collectionIds\n      thumbnailUrl\n      combinations {\n        id\n        label {\n          fr\n          en\n          ar\n        }\n        reference\n        barcode\n        priceImpactHt\n        isDefault\n      }\n    }\n    removedProductIds\n    nextCursor\n    hasMore\n    total\n  }\n}\n\nquery TillCustomerPage($shopUuid: ID!, $cursor: String, $limit: Int!) {\n  posCustomers(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {\n    customers {\n      id\n      firstname\n      lastname\n      phone\n      email\n      segmentIds\n      usedPromotionIds\n    }\n    nextCursor\n    hasMore\n    total\n  }\n}\n\nquery TillStock($warehouseId: ID!) {\n  posStock(warehouseId: $warehouseId) {\n    warehouseId\n    takenAt\n    levels {\n      productId\n      combinationId\n      available\n    }\n  }\n}"): (typeof documents)["query TillCataloguePage($shopUuid: ID!, $cursor: String, $limit: Int!) {\n  posCatalogue(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {\n    products {\n      id\n      name {\n        fr\n        en\n        ar\n      }\n      sku\n      barcode\n      priceHt\n      taxRateBp\n      categoryIds\n      brandId\n      brandLineId\n      collectionIds\n      thumbnailUrl\n      combinations {\n        id\n        label {\n          fr\n          en\n          ar\n        }\n        reference\n        barcode\n        priceImpactHt\n        isDefault\n      }\n    }\n    removedProductIds\n    nextCursor\n    hasMore\n    total\n  }\n}\n\nquery TillCustomerPage($shopUuid: ID!, $cursor: String, $limit: Int!) {\n  posCustomers(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {\n    customers {\n      id\n      firstname\n      lastname\n      phone\n      email\n      segmentIds\n      usedPromotionIds\n    }\n    nextCursor\n    hasMore\n    total\n  }\n}\n\nquery TillStock($warehouseId: ID!) {\n  posStock(warehouseId: $warehouseId) {\n    warehouseId\n    takenAt\n    levels {\n      productId\n      combinationId\n      available\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query TillPromotionRules($shopUuid: ID!) {\n  promotionRules(shopUuid: $shopUuid) {\n    id\n    title\n    scope\n    targetIds\n    paymentMethods\n    priority\n    startsAt\n    endsAt\n    couponCode\n    singleUse\n    discountType\n    valueHundredths\n    combinability\n    channels\n    minimumSubtotal\n  }\n}"): (typeof documents)["query TillPromotionRules($shopUuid: ID!) {\n  promotionRules(shopUuid: $shopUuid) {\n    id\n    title\n    scope\n    targetIds\n    paymentMethods\n    priority\n    startsAt\n    endsAt\n    couponCode\n    singleUse\n    discountType\n    valueHundredths\n    combinability\n    channels\n    minimumSubtotal\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation SyncTillSales($orders: [SyncOrderInput!]!) {\n  syncOrders(orders: $orders) {\n    clientOrderId\n    status\n    reference\n    orderUuid\n    reasons {\n      code\n      message\n      field\n      productId\n      combinationId\n    }\n  }\n}"): (typeof documents)["mutation SyncTillSales($orders: [SyncOrderInput!]!) {\n  syncOrders(orders: $orders) {\n    clientOrderId\n    status\n    reference\n    orderUuid\n    reasons {\n      code\n      message\n      field\n      productId\n      combinationId\n    }\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "mutation OpenTillSession($input: OpenPosSessionInput!) {\n  openPosSession(input: $input) {\n    uuid\n    number\n    status\n  }\n}\n\nmutation CloseTillSession($input: ClosePosSessionInput!) {\n  closePosSession(input: $input) {\n    uuid\n    number\n    status\n  }\n}"): (typeof documents)["mutation OpenTillSession($input: OpenPosSessionInput!) {\n  openPosSession(input: $input) {\n    uuid\n    number\n    status\n  }\n}\n\nmutation CloseTillSession($input: ClosePosSessionInput!) {\n  closePosSession(input: $input) {\n    uuid\n    number\n    status\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;