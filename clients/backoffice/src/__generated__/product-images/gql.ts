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
    "fragment ProductImageFields on ProductImage {\n  id\n  name\n  isDefault\n  position\n  width\n  height\n  sizes {\n    size\n    url\n  }\n  alts {\n    fr\n    en\n    ar\n  }\n  combinationIds\n}\n\nquery ProductImages($productId: Int!) {\n  product(id: $productId) {\n    id\n    images {\n      ...ProductImageFields\n    }\n    combinations {\n      id\n      label\n      name\n    }\n  }\n}\n\nmutation SetDefaultProductImage($imageId: Int!) {\n  setDefaultProductImage(imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation DeleteProductImage($imageId: Int!) {\n  deleteProductImage(imageId: $imageId) {\n    id\n    productId\n    defaultImage {\n      ...ProductImageFields\n    }\n  }\n}\n\nmutation AttachImageToCombination($combinationId: Int!, $imageId: Int!) {\n  attachImageToCombination(combinationId: $combinationId, imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation DetachImageFromCombination($combinationId: Int!, $imageId: Int!) {\n  detachImageFromCombination(combinationId: $combinationId, imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation UpdateProductImageAlt($imageId: Int!, $alts: ProductImageAltsInput!) {\n  updateProductImageAlt(imageId: $imageId, alts: $alts) {\n    ...ProductImageFields\n  }\n}": typeof types.ProductImageFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ProductImageFields on ProductImage {\n  id\n  name\n  isDefault\n  position\n  width\n  height\n  sizes {\n    size\n    url\n  }\n  alts {\n    fr\n    en\n    ar\n  }\n  combinationIds\n}\n\nquery ProductImages($productId: Int!) {\n  product(id: $productId) {\n    id\n    images {\n      ...ProductImageFields\n    }\n    combinations {\n      id\n      label\n      name\n    }\n  }\n}\n\nmutation SetDefaultProductImage($imageId: Int!) {\n  setDefaultProductImage(imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation DeleteProductImage($imageId: Int!) {\n  deleteProductImage(imageId: $imageId) {\n    id\n    productId\n    defaultImage {\n      ...ProductImageFields\n    }\n  }\n}\n\nmutation AttachImageToCombination($combinationId: Int!, $imageId: Int!) {\n  attachImageToCombination(combinationId: $combinationId, imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation DetachImageFromCombination($combinationId: Int!, $imageId: Int!) {\n  detachImageFromCombination(combinationId: $combinationId, imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation UpdateProductImageAlt($imageId: Int!, $alts: ProductImageAltsInput!) {\n  updateProductImageAlt(imageId: $imageId, alts: $alts) {\n    ...ProductImageFields\n  }\n}": types.ProductImageFieldsFragmentDoc,
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
export function gql(source: "fragment ProductImageFields on ProductImage {\n  id\n  name\n  isDefault\n  position\n  width\n  height\n  sizes {\n    size\n    url\n  }\n  alts {\n    fr\n    en\n    ar\n  }\n  combinationIds\n}\n\nquery ProductImages($productId: Int!) {\n  product(id: $productId) {\n    id\n    images {\n      ...ProductImageFields\n    }\n    combinations {\n      id\n      label\n      name\n    }\n  }\n}\n\nmutation SetDefaultProductImage($imageId: Int!) {\n  setDefaultProductImage(imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation DeleteProductImage($imageId: Int!) {\n  deleteProductImage(imageId: $imageId) {\n    id\n    productId\n    defaultImage {\n      ...ProductImageFields\n    }\n  }\n}\n\nmutation AttachImageToCombination($combinationId: Int!, $imageId: Int!) {\n  attachImageToCombination(combinationId: $combinationId, imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation DetachImageFromCombination($combinationId: Int!, $imageId: Int!) {\n  detachImageFromCombination(combinationId: $combinationId, imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation UpdateProductImageAlt($imageId: Int!, $alts: ProductImageAltsInput!) {\n  updateProductImageAlt(imageId: $imageId, alts: $alts) {\n    ...ProductImageFields\n  }\n}"): (typeof documents)["fragment ProductImageFields on ProductImage {\n  id\n  name\n  isDefault\n  position\n  width\n  height\n  sizes {\n    size\n    url\n  }\n  alts {\n    fr\n    en\n    ar\n  }\n  combinationIds\n}\n\nquery ProductImages($productId: Int!) {\n  product(id: $productId) {\n    id\n    images {\n      ...ProductImageFields\n    }\n    combinations {\n      id\n      label\n      name\n    }\n  }\n}\n\nmutation SetDefaultProductImage($imageId: Int!) {\n  setDefaultProductImage(imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation DeleteProductImage($imageId: Int!) {\n  deleteProductImage(imageId: $imageId) {\n    id\n    productId\n    defaultImage {\n      ...ProductImageFields\n    }\n  }\n}\n\nmutation AttachImageToCombination($combinationId: Int!, $imageId: Int!) {\n  attachImageToCombination(combinationId: $combinationId, imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation DetachImageFromCombination($combinationId: Int!, $imageId: Int!) {\n  detachImageFromCombination(combinationId: $combinationId, imageId: $imageId) {\n    ...ProductImageFields\n  }\n}\n\nmutation UpdateProductImageAlt($imageId: Int!, $alts: ProductImageAltsInput!) {\n  updateProductImageAlt(imageId: $imageId, alts: $alts) {\n    ...ProductImageFields\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;