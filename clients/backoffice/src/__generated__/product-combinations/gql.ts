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
    "fragment CombinationFields on Combination {\n  id\n  label\n  name\n  names {\n    fr\n    en\n    ar\n  }\n  reference\n  barcode\n  priceHt\n  priceImpactHt\n  priceTtc\n  isDefault\n  active\n  position\n  values {\n    id\n    attribute {\n      id\n    }\n  }\n}\n\nfragment CombinationImage on ProductImage {\n  id\n  name\n  position\n  combinationIds\n  sizes {\n    size\n    url\n  }\n}\n\nquery CombinationProduct($productId: Int!) {\n  product(id: $productId) {\n    id\n    name\n    priceHt\n    taxPercent\n    combinations {\n      ...CombinationFields\n    }\n    images {\n      ...CombinationImage\n    }\n  }\n}\n\nquery CombinationChoices($productId: Int!) {\n  product(id: $productId) {\n    id\n    combinations {\n      id\n      label\n      name\n    }\n  }\n}\n\nquery CombinationAttributes {\n  attributes {\n    id\n    code\n    name\n    position\n    values {\n      id\n      name\n      position\n    }\n  }\n}\n\nmutation CombinationCreate($productId: Int!, $input: CombinationInput!) {\n  createCombination(productId: $productId, input: $input) {\n    ...CombinationFields\n  }\n}\n\nmutation CombinationUpdate($id: Int!, $input: CombinationInput!) {\n  updateCombination(id: $id, input: $input) {\n    ...CombinationFields\n  }\n}\n\nmutation CombinationDelete($id: Int!) {\n  deleteCombination(id: $id)\n}\n\nmutation CombinationAttachImage($combinationId: Int!, $imageId: Int!) {\n  attachImageToCombination(combinationId: $combinationId, imageId: $imageId) {\n    id\n    combinationIds\n  }\n}\n\nmutation CombinationDetachImage($combinationId: Int!, $imageId: Int!) {\n  detachImageFromCombination(combinationId: $combinationId, imageId: $imageId) {\n    id\n    combinationIds\n  }\n}": typeof types.CombinationFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment CombinationFields on Combination {\n  id\n  label\n  name\n  names {\n    fr\n    en\n    ar\n  }\n  reference\n  barcode\n  priceHt\n  priceImpactHt\n  priceTtc\n  isDefault\n  active\n  position\n  values {\n    id\n    attribute {\n      id\n    }\n  }\n}\n\nfragment CombinationImage on ProductImage {\n  id\n  name\n  position\n  combinationIds\n  sizes {\n    size\n    url\n  }\n}\n\nquery CombinationProduct($productId: Int!) {\n  product(id: $productId) {\n    id\n    name\n    priceHt\n    taxPercent\n    combinations {\n      ...CombinationFields\n    }\n    images {\n      ...CombinationImage\n    }\n  }\n}\n\nquery CombinationChoices($productId: Int!) {\n  product(id: $productId) {\n    id\n    combinations {\n      id\n      label\n      name\n    }\n  }\n}\n\nquery CombinationAttributes {\n  attributes {\n    id\n    code\n    name\n    position\n    values {\n      id\n      name\n      position\n    }\n  }\n}\n\nmutation CombinationCreate($productId: Int!, $input: CombinationInput!) {\n  createCombination(productId: $productId, input: $input) {\n    ...CombinationFields\n  }\n}\n\nmutation CombinationUpdate($id: Int!, $input: CombinationInput!) {\n  updateCombination(id: $id, input: $input) {\n    ...CombinationFields\n  }\n}\n\nmutation CombinationDelete($id: Int!) {\n  deleteCombination(id: $id)\n}\n\nmutation CombinationAttachImage($combinationId: Int!, $imageId: Int!) {\n  attachImageToCombination(combinationId: $combinationId, imageId: $imageId) {\n    id\n    combinationIds\n  }\n}\n\nmutation CombinationDetachImage($combinationId: Int!, $imageId: Int!) {\n  detachImageFromCombination(combinationId: $combinationId, imageId: $imageId) {\n    id\n    combinationIds\n  }\n}": types.CombinationFieldsFragmentDoc,
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
export function gql(source: "fragment CombinationFields on Combination {\n  id\n  label\n  name\n  names {\n    fr\n    en\n    ar\n  }\n  reference\n  barcode\n  priceHt\n  priceImpactHt\n  priceTtc\n  isDefault\n  active\n  position\n  values {\n    id\n    attribute {\n      id\n    }\n  }\n}\n\nfragment CombinationImage on ProductImage {\n  id\n  name\n  position\n  combinationIds\n  sizes {\n    size\n    url\n  }\n}\n\nquery CombinationProduct($productId: Int!) {\n  product(id: $productId) {\n    id\n    name\n    priceHt\n    taxPercent\n    combinations {\n      ...CombinationFields\n    }\n    images {\n      ...CombinationImage\n    }\n  }\n}\n\nquery CombinationChoices($productId: Int!) {\n  product(id: $productId) {\n    id\n    combinations {\n      id\n      label\n      name\n    }\n  }\n}\n\nquery CombinationAttributes {\n  attributes {\n    id\n    code\n    name\n    position\n    values {\n      id\n      name\n      position\n    }\n  }\n}\n\nmutation CombinationCreate($productId: Int!, $input: CombinationInput!) {\n  createCombination(productId: $productId, input: $input) {\n    ...CombinationFields\n  }\n}\n\nmutation CombinationUpdate($id: Int!, $input: CombinationInput!) {\n  updateCombination(id: $id, input: $input) {\n    ...CombinationFields\n  }\n}\n\nmutation CombinationDelete($id: Int!) {\n  deleteCombination(id: $id)\n}\n\nmutation CombinationAttachImage($combinationId: Int!, $imageId: Int!) {\n  attachImageToCombination(combinationId: $combinationId, imageId: $imageId) {\n    id\n    combinationIds\n  }\n}\n\nmutation CombinationDetachImage($combinationId: Int!, $imageId: Int!) {\n  detachImageFromCombination(combinationId: $combinationId, imageId: $imageId) {\n    id\n    combinationIds\n  }\n}"): (typeof documents)["fragment CombinationFields on Combination {\n  id\n  label\n  name\n  names {\n    fr\n    en\n    ar\n  }\n  reference\n  barcode\n  priceHt\n  priceImpactHt\n  priceTtc\n  isDefault\n  active\n  position\n  values {\n    id\n    attribute {\n      id\n    }\n  }\n}\n\nfragment CombinationImage on ProductImage {\n  id\n  name\n  position\n  combinationIds\n  sizes {\n    size\n    url\n  }\n}\n\nquery CombinationProduct($productId: Int!) {\n  product(id: $productId) {\n    id\n    name\n    priceHt\n    taxPercent\n    combinations {\n      ...CombinationFields\n    }\n    images {\n      ...CombinationImage\n    }\n  }\n}\n\nquery CombinationChoices($productId: Int!) {\n  product(id: $productId) {\n    id\n    combinations {\n      id\n      label\n      name\n    }\n  }\n}\n\nquery CombinationAttributes {\n  attributes {\n    id\n    code\n    name\n    position\n    values {\n      id\n      name\n      position\n    }\n  }\n}\n\nmutation CombinationCreate($productId: Int!, $input: CombinationInput!) {\n  createCombination(productId: $productId, input: $input) {\n    ...CombinationFields\n  }\n}\n\nmutation CombinationUpdate($id: Int!, $input: CombinationInput!) {\n  updateCombination(id: $id, input: $input) {\n    ...CombinationFields\n  }\n}\n\nmutation CombinationDelete($id: Int!) {\n  deleteCombination(id: $id)\n}\n\nmutation CombinationAttachImage($combinationId: Int!, $imageId: Int!) {\n  attachImageToCombination(combinationId: $combinationId, imageId: $imageId) {\n    id\n    combinationIds\n  }\n}\n\nmutation CombinationDetachImage($combinationId: Int!, $imageId: Int!) {\n  detachImageFromCombination(combinationId: $combinationId, imageId: $imageId) {\n    id\n    combinationIds\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;