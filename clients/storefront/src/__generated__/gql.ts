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
    "query DeliveryWilayas {\n  wilayas(deliverableOnly: true) {\n    id\n    code\n    isoCode\n    name\n    nameAr\n    deliverable\n  }\n}\n\nquery DeliveryCommunes($wilayaId: Int!) {\n  communes(wilayaId: $wilayaId, deliverableOnly: true) {\n    id\n    name\n    nameAr\n    postCode\n    deliverable\n  }\n}\n\nquery DeliveryOptions($communeId: Int!) {\n  transporters(communeId: $communeId) {\n    id\n    name\n    price\n    image\n    logo\n  }\n}": typeof types.DeliveryWilayasDocument,
    "query OrderConfirmation($uuid: ID!) {\n  orderConfirmation(uuid: $uuid) {\n    uuid\n    number\n    status\n    paymentType\n    createdAt\n    firstname\n    phoneHint\n    address\n    wilayaName\n    wilayaNameAr\n    communeName\n    communeNameAr\n    transporterName\n    lines {\n      productName\n      combinationName\n      quantity\n      totalTtc\n    }\n    itemsTotal\n    deliveryPrice\n    total\n  }\n}": typeof types.OrderConfirmationDocument,
    "query StorefrontShop {\n  shop {\n    uuid\n    name\n    activeAddToCart\n  }\n}": typeof types.StorefrontShopDocument,
};
const documents: Documents = {
    "query DeliveryWilayas {\n  wilayas(deliverableOnly: true) {\n    id\n    code\n    isoCode\n    name\n    nameAr\n    deliverable\n  }\n}\n\nquery DeliveryCommunes($wilayaId: Int!) {\n  communes(wilayaId: $wilayaId, deliverableOnly: true) {\n    id\n    name\n    nameAr\n    postCode\n    deliverable\n  }\n}\n\nquery DeliveryOptions($communeId: Int!) {\n  transporters(communeId: $communeId) {\n    id\n    name\n    price\n    image\n    logo\n  }\n}": types.DeliveryWilayasDocument,
    "query OrderConfirmation($uuid: ID!) {\n  orderConfirmation(uuid: $uuid) {\n    uuid\n    number\n    status\n    paymentType\n    createdAt\n    firstname\n    phoneHint\n    address\n    wilayaName\n    wilayaNameAr\n    communeName\n    communeNameAr\n    transporterName\n    lines {\n      productName\n      combinationName\n      quantity\n      totalTtc\n    }\n    itemsTotal\n    deliveryPrice\n    total\n  }\n}": types.OrderConfirmationDocument,
    "query StorefrontShop {\n  shop {\n    uuid\n    name\n    activeAddToCart\n  }\n}": types.StorefrontShopDocument,
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
export function gql(source: "query DeliveryWilayas {\n  wilayas(deliverableOnly: true) {\n    id\n    code\n    isoCode\n    name\n    nameAr\n    deliverable\n  }\n}\n\nquery DeliveryCommunes($wilayaId: Int!) {\n  communes(wilayaId: $wilayaId, deliverableOnly: true) {\n    id\n    name\n    nameAr\n    postCode\n    deliverable\n  }\n}\n\nquery DeliveryOptions($communeId: Int!) {\n  transporters(communeId: $communeId) {\n    id\n    name\n    price\n    image\n    logo\n  }\n}"): (typeof documents)["query DeliveryWilayas {\n  wilayas(deliverableOnly: true) {\n    id\n    code\n    isoCode\n    name\n    nameAr\n    deliverable\n  }\n}\n\nquery DeliveryCommunes($wilayaId: Int!) {\n  communes(wilayaId: $wilayaId, deliverableOnly: true) {\n    id\n    name\n    nameAr\n    postCode\n    deliverable\n  }\n}\n\nquery DeliveryOptions($communeId: Int!) {\n  transporters(communeId: $communeId) {\n    id\n    name\n    price\n    image\n    logo\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query OrderConfirmation($uuid: ID!) {\n  orderConfirmation(uuid: $uuid) {\n    uuid\n    number\n    status\n    paymentType\n    createdAt\n    firstname\n    phoneHint\n    address\n    wilayaName\n    wilayaNameAr\n    communeName\n    communeNameAr\n    transporterName\n    lines {\n      productName\n      combinationName\n      quantity\n      totalTtc\n    }\n    itemsTotal\n    deliveryPrice\n    total\n  }\n}"): (typeof documents)["query OrderConfirmation($uuid: ID!) {\n  orderConfirmation(uuid: $uuid) {\n    uuid\n    number\n    status\n    paymentType\n    createdAt\n    firstname\n    phoneHint\n    address\n    wilayaName\n    wilayaNameAr\n    communeName\n    communeNameAr\n    transporterName\n    lines {\n      productName\n      combinationName\n      quantity\n      totalTtc\n    }\n    itemsTotal\n    deliveryPrice\n    total\n  }\n}"];
/**
 * The gql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function gql(source: "query StorefrontShop {\n  shop {\n    uuid\n    name\n    activeAddToCart\n  }\n}"): (typeof documents)["query StorefrontShop {\n  shop {\n    uuid\n    name\n    activeAddToCart\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;