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
    "fragment ReviewCardFields on Review {\n  id\n  uuid\n  productId\n  productName\n  productSlug\n  authorName\n  email\n  phone\n  rating\n  text\n  images {\n    displayUrl\n    largeUrl\n  }\n  boughtHere\n  purchaseDate\n  acceptedPolicy\n  createdAt\n  status\n  moderatedAt\n  rejectionReason\n}\n\nquery ReviewQueue($status: ReviewStatus, $page: Int!, $pageSize: Int!, $oldestFirst: Boolean) {\n  reviews(\n    status: $status\n    page: $page\n    pageSize: $pageSize\n    oldestFirst: $oldestFirst\n  ) {\n    items {\n      ...ReviewCardFields\n    }\n    totalCount\n  }\n}\n\nmutation ReviewPublish($id: Int!) {\n  publishReview(id: $id) {\n    ...ReviewCardFields\n  }\n}\n\nmutation ReviewReject($id: Int!, $reason: String!) {\n  rejectReview(id: $id, reason: $reason) {\n    ...ReviewCardFields\n  }\n}": typeof types.ReviewCardFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ReviewCardFields on Review {\n  id\n  uuid\n  productId\n  productName\n  productSlug\n  authorName\n  email\n  phone\n  rating\n  text\n  images {\n    displayUrl\n    largeUrl\n  }\n  boughtHere\n  purchaseDate\n  acceptedPolicy\n  createdAt\n  status\n  moderatedAt\n  rejectionReason\n}\n\nquery ReviewQueue($status: ReviewStatus, $page: Int!, $pageSize: Int!, $oldestFirst: Boolean) {\n  reviews(\n    status: $status\n    page: $page\n    pageSize: $pageSize\n    oldestFirst: $oldestFirst\n  ) {\n    items {\n      ...ReviewCardFields\n    }\n    totalCount\n  }\n}\n\nmutation ReviewPublish($id: Int!) {\n  publishReview(id: $id) {\n    ...ReviewCardFields\n  }\n}\n\nmutation ReviewReject($id: Int!, $reason: String!) {\n  rejectReview(id: $id, reason: $reason) {\n    ...ReviewCardFields\n  }\n}": types.ReviewCardFieldsFragmentDoc,
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
export function gql(source: "fragment ReviewCardFields on Review {\n  id\n  uuid\n  productId\n  productName\n  productSlug\n  authorName\n  email\n  phone\n  rating\n  text\n  images {\n    displayUrl\n    largeUrl\n  }\n  boughtHere\n  purchaseDate\n  acceptedPolicy\n  createdAt\n  status\n  moderatedAt\n  rejectionReason\n}\n\nquery ReviewQueue($status: ReviewStatus, $page: Int!, $pageSize: Int!, $oldestFirst: Boolean) {\n  reviews(\n    status: $status\n    page: $page\n    pageSize: $pageSize\n    oldestFirst: $oldestFirst\n  ) {\n    items {\n      ...ReviewCardFields\n    }\n    totalCount\n  }\n}\n\nmutation ReviewPublish($id: Int!) {\n  publishReview(id: $id) {\n    ...ReviewCardFields\n  }\n}\n\nmutation ReviewReject($id: Int!, $reason: String!) {\n  rejectReview(id: $id, reason: $reason) {\n    ...ReviewCardFields\n  }\n}"): (typeof documents)["fragment ReviewCardFields on Review {\n  id\n  uuid\n  productId\n  productName\n  productSlug\n  authorName\n  email\n  phone\n  rating\n  text\n  images {\n    displayUrl\n    largeUrl\n  }\n  boughtHere\n  purchaseDate\n  acceptedPolicy\n  createdAt\n  status\n  moderatedAt\n  rejectionReason\n}\n\nquery ReviewQueue($status: ReviewStatus, $page: Int!, $pageSize: Int!, $oldestFirst: Boolean) {\n  reviews(\n    status: $status\n    page: $page\n    pageSize: $pageSize\n    oldestFirst: $oldestFirst\n  ) {\n    items {\n      ...ReviewCardFields\n    }\n    totalCount\n  }\n}\n\nmutation ReviewPublish($id: Int!) {\n  publishReview(id: $id) {\n    ...ReviewCardFields\n  }\n}\n\nmutation ReviewReject($id: Int!, $reason: String!) {\n  rejectReview(id: $id, reason: $reason) {\n    ...ReviewCardFields\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;