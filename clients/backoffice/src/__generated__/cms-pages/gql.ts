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
    "fragment CmsPageRow on CmsPageSummary {\n  id\n  slug\n  published\n  updatedAt\n  title {\n    fr\n    en\n    ar\n  }\n}\n\nfragment CmsPageFields on CmsPageDetail {\n  id\n  slug\n  published\n  updatedAt\n  title {\n    fr\n    en\n    ar\n  }\n  html {\n    fr\n    en\n    ar\n  }\n}\n\nquery CmsPagesShop {\n  shop {\n    uuid\n  }\n}\n\nquery CmsPageList($shopUuid: ID!) {\n  cmsPages(shopUuid: $shopUuid) {\n    ...CmsPageRow\n  }\n}\n\nquery CmsPageForm($id: Int!) {\n  cmsPageDetail(id: $id) {\n    ...CmsPageFields\n  }\n}\n\nmutation SaveCmsPage($input: CmsPageInput!) {\n  saveCmsPage(input: $input) {\n    ...CmsPageFields\n  }\n}\n\nmutation DeleteCmsPage($id: Int!) {\n  deleteCmsPage(id: $id)\n}": typeof types.CmsPageRowFragmentDoc,
};
const documents: Documents = {
    "fragment CmsPageRow on CmsPageSummary {\n  id\n  slug\n  published\n  updatedAt\n  title {\n    fr\n    en\n    ar\n  }\n}\n\nfragment CmsPageFields on CmsPageDetail {\n  id\n  slug\n  published\n  updatedAt\n  title {\n    fr\n    en\n    ar\n  }\n  html {\n    fr\n    en\n    ar\n  }\n}\n\nquery CmsPagesShop {\n  shop {\n    uuid\n  }\n}\n\nquery CmsPageList($shopUuid: ID!) {\n  cmsPages(shopUuid: $shopUuid) {\n    ...CmsPageRow\n  }\n}\n\nquery CmsPageForm($id: Int!) {\n  cmsPageDetail(id: $id) {\n    ...CmsPageFields\n  }\n}\n\nmutation SaveCmsPage($input: CmsPageInput!) {\n  saveCmsPage(input: $input) {\n    ...CmsPageFields\n  }\n}\n\nmutation DeleteCmsPage($id: Int!) {\n  deleteCmsPage(id: $id)\n}": types.CmsPageRowFragmentDoc,
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
export function gql(source: "fragment CmsPageRow on CmsPageSummary {\n  id\n  slug\n  published\n  updatedAt\n  title {\n    fr\n    en\n    ar\n  }\n}\n\nfragment CmsPageFields on CmsPageDetail {\n  id\n  slug\n  published\n  updatedAt\n  title {\n    fr\n    en\n    ar\n  }\n  html {\n    fr\n    en\n    ar\n  }\n}\n\nquery CmsPagesShop {\n  shop {\n    uuid\n  }\n}\n\nquery CmsPageList($shopUuid: ID!) {\n  cmsPages(shopUuid: $shopUuid) {\n    ...CmsPageRow\n  }\n}\n\nquery CmsPageForm($id: Int!) {\n  cmsPageDetail(id: $id) {\n    ...CmsPageFields\n  }\n}\n\nmutation SaveCmsPage($input: CmsPageInput!) {\n  saveCmsPage(input: $input) {\n    ...CmsPageFields\n  }\n}\n\nmutation DeleteCmsPage($id: Int!) {\n  deleteCmsPage(id: $id)\n}"): (typeof documents)["fragment CmsPageRow on CmsPageSummary {\n  id\n  slug\n  published\n  updatedAt\n  title {\n    fr\n    en\n    ar\n  }\n}\n\nfragment CmsPageFields on CmsPageDetail {\n  id\n  slug\n  published\n  updatedAt\n  title {\n    fr\n    en\n    ar\n  }\n  html {\n    fr\n    en\n    ar\n  }\n}\n\nquery CmsPagesShop {\n  shop {\n    uuid\n  }\n}\n\nquery CmsPageList($shopUuid: ID!) {\n  cmsPages(shopUuid: $shopUuid) {\n    ...CmsPageRow\n  }\n}\n\nquery CmsPageForm($id: Int!) {\n  cmsPageDetail(id: $id) {\n    ...CmsPageFields\n  }\n}\n\nmutation SaveCmsPage($input: CmsPageInput!) {\n  saveCmsPage(input: $input) {\n    ...CmsPageFields\n  }\n}\n\nmutation DeleteCmsPage($id: Int!) {\n  deleteCmsPage(id: $id)\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;