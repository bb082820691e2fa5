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
    "fragment ContentMenuItemFields on ContentMenuItem {\n  id\n  parentId\n  position\n  type\n  targetId\n  targetName\n  targetShown\n  link\n  label {\n    fr\n    en\n    ar\n  }\n  openInNewTab\n  active\n}\n\nfragment ContentMenuFields on ContentMenu {\n  id\n  code\n  items {\n    ...ContentMenuItemFields\n  }\n}\n\nquery ContentMenusShop {\n  shop {\n    uuid\n  }\n}\n\nquery ContentMenus($shopUuid: ID!) {\n  contentMenus(shopUuid: $shopUuid) {\n    ...ContentMenuFields\n  }\n}\n\nmutation CreateMenu($shopUuid: ID!, $code: String!) {\n  createMenu(shopUuid: $shopUuid, code: $code) {\n    ...ContentMenuFields\n  }\n}\n\nmutation SaveMenuItem($input: MenuItemInput!) {\n  saveMenuItem(input: $input) {\n    ...ContentMenuItemFields\n  }\n}\n\nmutation MoveMenuItem($id: Int!, $parentId: Int, $position: Int!) {\n  moveMenuItem(id: $id, parentId: $parentId, position: $position) {\n    ...ContentMenuFields\n  }\n}\n\nmutation DeleteMenuItem($id: Int!) {\n  deleteMenuItem(id: $id) {\n    ...ContentMenuFields\n  }\n}": typeof types.ContentMenuItemFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ContentMenuItemFields on ContentMenuItem {\n  id\n  parentId\n  position\n  type\n  targetId\n  targetName\n  targetShown\n  link\n  label {\n    fr\n    en\n    ar\n  }\n  openInNewTab\n  active\n}\n\nfragment ContentMenuFields on ContentMenu {\n  id\n  code\n  items {\n    ...ContentMenuItemFields\n  }\n}\n\nquery ContentMenusShop {\n  shop {\n    uuid\n  }\n}\n\nquery ContentMenus($shopUuid: ID!) {\n  contentMenus(shopUuid: $shopUuid) {\n    ...ContentMenuFields\n  }\n}\n\nmutation CreateMenu($shopUuid: ID!, $code: String!) {\n  createMenu(shopUuid: $shopUuid, code: $code) {\n    ...ContentMenuFields\n  }\n}\n\nmutation SaveMenuItem($input: MenuItemInput!) {\n  saveMenuItem(input: $input) {\n    ...ContentMenuItemFields\n  }\n}\n\nmutation MoveMenuItem($id: Int!, $parentId: Int, $position: Int!) {\n  moveMenuItem(id: $id, parentId: $parentId, position: $position) {\n    ...ContentMenuFields\n  }\n}\n\nmutation DeleteMenuItem($id: Int!) {\n  deleteMenuItem(id: $id) {\n    ...ContentMenuFields\n  }\n}": types.ContentMenuItemFieldsFragmentDoc,
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
export function gql(source: "fragment ContentMenuItemFields on ContentMenuItem {\n  id\n  parentId\n  position\n  type\n  targetId\n  targetName\n  targetShown\n  link\n  label {\n    fr\n    en\n    ar\n  }\n  openInNewTab\n  active\n}\n\nfragment ContentMenuFields on ContentMenu {\n  id\n  code\n  items {\n    ...ContentMenuItemFields\n  }\n}\n\nquery ContentMenusShop {\n  shop {\n    uuid\n  }\n}\n\nquery ContentMenus($shopUuid: ID!) {\n  contentMenus(shopUuid: $shopUuid) {\n    ...ContentMenuFields\n  }\n}\n\nmutation CreateMenu($shopUuid: ID!, $code: String!) {\n  createMenu(shopUuid: $shopUuid, code: $code) {\n    ...ContentMenuFields\n  }\n}\n\nmutation SaveMenuItem($input: MenuItemInput!) {\n  saveMenuItem(input: $input) {\n    ...ContentMenuItemFields\n  }\n}\n\nmutation MoveMenuItem($id: Int!, $parentId: Int, $position: Int!) {\n  moveMenuItem(id: $id, parentId: $parentId, position: $position) {\n    ...ContentMenuFields\n  }\n}\n\nmutation DeleteMenuItem($id: Int!) {\n  deleteMenuItem(id: $id) {\n    ...ContentMenuFields\n  }\n}"): (typeof documents)["fragment ContentMenuItemFields on ContentMenuItem {\n  id\n  parentId\n  position\n  type\n  targetId\n  targetName\n  targetShown\n  link\n  label {\n    fr\n    en\n    ar\n  }\n  openInNewTab\n  active\n}\n\nfragment ContentMenuFields on ContentMenu {\n  id\n  code\n  items {\n    ...ContentMenuItemFields\n  }\n}\n\nquery ContentMenusShop {\n  shop {\n    uuid\n  }\n}\n\nquery ContentMenus($shopUuid: ID!) {\n  contentMenus(shopUuid: $shopUuid) {\n    ...ContentMenuFields\n  }\n}\n\nmutation CreateMenu($shopUuid: ID!, $code: String!) {\n  createMenu(shopUuid: $shopUuid, code: $code) {\n    ...ContentMenuFields\n  }\n}\n\nmutation SaveMenuItem($input: MenuItemInput!) {\n  saveMenuItem(input: $input) {\n    ...ContentMenuItemFields\n  }\n}\n\nmutation MoveMenuItem($id: Int!, $parentId: Int, $position: Int!) {\n  moveMenuItem(id: $id, parentId: $parentId, position: $position) {\n    ...ContentMenuFields\n  }\n}\n\nmutation DeleteMenuItem($id: Int!) {\n  deleteMenuItem(id: $id) {\n    ...ContentMenuFields\n  }\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;