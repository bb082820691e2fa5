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
    "fragment BlogCategoryFields on BlogCategoryDetail {\n  id\n  slug\n  active\n  position\n  postCount\n  thumbnailKey\n  thumbnailUrl\n  updatedAt\n  name {\n    fr\n    en\n    ar\n  }\n  description {\n    fr\n    en\n    ar\n  }\n}\n\nfragment BlogPostRow on BlogPostSummary {\n  id\n  slug\n  published\n  createdAt\n  updatedAt\n  thumbnailUrl\n  categoryIds\n  title {\n    fr\n    en\n    ar\n  }\n}\n\nfragment BlogPostFields on BlogPostDetail {\n  id\n  slug\n  published\n  createdAt\n  updatedAt\n  thumbnailKey\n  thumbnailUrl\n  categoryIds\n  title {\n    fr\n    en\n    ar\n  }\n  html {\n    fr\n    en\n    ar\n  }\n}\n\nquery BlogEditorShop {\n  shop {\n    uuid\n  }\n}\n\nquery BlogCategoryList($shopUuid: ID!) {\n  blogCategories(shopUuid: $shopUuid) {\n    ...BlogCategoryFields\n  }\n}\n\nmutation SaveBlogCategory($input: BlogCategoryInput!) {\n  saveBlogCategory(input: $input) {\n    ...BlogCategoryFields\n  }\n}\n\nmutation DeleteBlogCategory($id: Int!) {\n  deleteBlogCategory(id: $id)\n}\n\nquery BlogPostList($shopUuid: ID!, $page: Int, $pageSize: Int, $search: String) {\n  blogPosts(\n    shopUuid: $shopUuid\n    page: $page\n    pageSize: $pageSize\n    search: $search\n  ) {\n    items {\n      ...BlogPostRow\n    }\n    page\n    pageSize\n    totalCount\n  }\n}\n\nquery BlogPostForm($id: Int!) {\n  blogPostDetail(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nmutation SaveBlogPost($input: BlogPostInput!) {\n  saveBlogPost(input: $input) {\n    ...BlogPostFields\n  }\n}\n\nmutation DeleteBlogPost($id: Int!) {\n  deleteBlogPost(id: $id)\n}": typeof types.BlogCategoryFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment BlogCategoryFields on BlogCategoryDetail {\n  id\n  slug\n  active\n  position\n  postCount\n  thumbnailKey\n  thumbnailUrl\n  updatedAt\n  name {\n    fr\n    en\n    ar\n  }\n  description {\n    fr\n    en\n    ar\n  }\n}\n\nfragment BlogPostRow on BlogPostSummary {\n  id\n  slug\n  published\n  createdAt\n  updatedAt\n  thumbnailUrl\n  categoryIds\n  title {\n    fr\n    en\n    ar\n  }\n}\n\nfragment BlogPostFields on BlogPostDetail {\n  id\n  slug\n  published\n  createdAt\n  updatedAt\n  thumbnailKey\n  thumbnailUrl\n  categoryIds\n  title {\n    fr\n    en\n    ar\n  }\n  html {\n    fr\n    en\n    ar\n  }\n}\n\nquery BlogEditorShop {\n  shop {\n    uuid\n  }\n}\n\nquery BlogCategoryList($shopUuid: ID!) {\n  blogCategories(shopUuid: $shopUuid) {\n    ...BlogCategoryFields\n  }\n}\n\nmutation SaveBlogCategory($input: BlogCategoryInput!) {\n  saveBlogCategory(input: $input) {\n    ...BlogCategoryFields\n  }\n}\n\nmutation DeleteBlogCategory($id: Int!) {\n  deleteBlogCategory(id: $id)\n}\n\nquery BlogPostList($shopUuid: ID!, $page: Int, $pageSize: Int, $search: String) {\n  blogPosts(\n    shopUuid: $shopUuid\n    page: $page\n    pageSize: $pageSize\n    search: $search\n  ) {\n    items {\n      ...BlogPostRow\n    }\n    page\n    pageSize\n    totalCount\n  }\n}\n\nquery BlogPostForm($id: Int!) {\n  blogPostDetail(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nmutation SaveBlogPost($input: BlogPostInput!) {\n  saveBlogPost(input: $input) {\n    ...BlogPostFields\n  }\n}\n\nmutation DeleteBlogPost($id: Int!) {\n  deleteBlogPost(id: $id)\n}": types.BlogCategoryFieldsFragmentDoc,
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
export function gql(source: "fragment BlogCategoryFields on BlogCategoryDetail {\n  id\n  slug\n  active\n  position\n  postCount\n  thumbnailKey\n  thumbnailUrl\n  updatedAt\n  name {\n    fr\n    en\n    ar\n  }\n  description {\n    fr\n    en\n    ar\n  }\n}\n\nfragment BlogPostRow on BlogPostSummary {\n  id\n  slug\n  published\n  createdAt\n  updatedAt\n  thumbnailUrl\n  categoryIds\n  title {\n    fr\n    en\n    ar\n  }\n}\n\nfragment BlogPostFields on BlogPostDetail {\n  id\n  slug\n  published\n  createdAt\n  updatedAt\n  thumbnailKey\n  thumbnailUrl\n  categoryIds\n  title {\n    fr\n    en\n    ar\n  }\n  html {\n    fr\n    en\n    ar\n  }\n}\n\nquery BlogEditorShop {\n  shop {\n    uuid\n  }\n}\n\nquery BlogCategoryList($shopUuid: ID!) {\n  blogCategories(shopUuid: $shopUuid) {\n    ...BlogCategoryFields\n  }\n}\n\nmutation SaveBlogCategory($input: BlogCategoryInput!) {\n  saveBlogCategory(input: $input) {\n    ...BlogCategoryFields\n  }\n}\n\nmutation DeleteBlogCategory($id: Int!) {\n  deleteBlogCategory(id: $id)\n}\n\nquery BlogPostList($shopUuid: ID!, $page: Int, $pageSize: Int, $search: String) {\n  blogPosts(\n    shopUuid: $shopUuid\n    page: $page\n    pageSize: $pageSize\n    search: $search\n  ) {\n    items {\n      ...BlogPostRow\n    }\n    page\n    pageSize\n    totalCount\n  }\n}\n\nquery BlogPostForm($id: Int!) {\n  blogPostDetail(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nmutation SaveBlogPost($input: BlogPostInput!) {\n  saveBlogPost(input: $input) {\n    ...BlogPostFields\n  }\n}\n\nmutation DeleteBlogPost($id: Int!) {\n  deleteBlogPost(id: $id)\n}"): (typeof documents)["fragment BlogCategoryFields on BlogCategoryDetail {\n  id\n  slug\n  active\n  position\n  postCount\n  thumbnailKey\n  thumbnailUrl\n  updatedAt\n  name {\n    fr\n    en\n    ar\n  }\n  description {\n    fr\n    en\n    ar\n  }\n}\n\nfragment BlogPostRow on BlogPostSummary {\n  id\n  slug\n  published\n  createdAt\n  updatedAt\n  thumbnailUrl\n  categoryIds\n  title {\n    fr\n    en\n    ar\n  }\n}\n\nfragment BlogPostFields on BlogPostDetail {\n  id\n  slug\n  published\n  createdAt\n  updatedAt\n  thumbnailKey\n  thumbnailUrl\n  categoryIds\n  title {\n    fr\n    en\n    ar\n  }\n  html {\n    fr\n    en\n    ar\n  }\n}\n\nquery BlogEditorShop {\n  shop {\n    uuid\n  }\n}\n\nquery BlogCategoryList($shopUuid: ID!) {\n  blogCategories(shopUuid: $shopUuid) {\n    ...BlogCategoryFields\n  }\n}\n\nmutation SaveBlogCategory($input: BlogCategoryInput!) {\n  saveBlogCategory(input: $input) {\n    ...BlogCategoryFields\n  }\n}\n\nmutation DeleteBlogCategory($id: Int!) {\n  deleteBlogCategory(id: $id)\n}\n\nquery BlogPostList($shopUuid: ID!, $page: Int, $pageSize: Int, $search: String) {\n  blogPosts(\n    shopUuid: $shopUuid\n    page: $page\n    pageSize: $pageSize\n    search: $search\n  ) {\n    items {\n      ...BlogPostRow\n    }\n    page\n    pageSize\n    totalCount\n  }\n}\n\nquery BlogPostForm($id: Int!) {\n  blogPostDetail(id: $id) {\n    ...BlogPostFields\n  }\n}\n\nmutation SaveBlogPost($input: BlogPostInput!) {\n  saveBlogPost(input: $input) {\n    ...BlogPostFields\n  }\n}\n\nmutation DeleteBlogPost($id: Int!) {\n  deleteBlogPost(id: $id)\n}"];

export function gql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;