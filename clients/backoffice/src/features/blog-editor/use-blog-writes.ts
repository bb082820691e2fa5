/**
 * The blog mutations as outcomes the screens show. Saved posts and categories are normalised by id;
 * a creation or a deletion drops the cached lists (posts' pages, categories), asked again. Deleting a
 * category also drops the posts' pages, whose categories change.
 */
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type {
  BlogCategoryFieldsFragment,
  BlogCategoryInput,
  BlogPostFieldsFragment,
  BlogPostInput,
} from '../../__generated__/blog-editor/graphql';
import {
  DeleteBlogCategoryDocument,
  DeleteBlogPostDocument,
  SaveBlogCategoryDocument,
  SaveBlogPostDocument,
} from '../../__generated__/blog-editor/graphql';
import { contentRefusalOf } from '../content-editing';
import type { ContentRefusal } from '../content-editing';

export type Outcome<T> = { readonly ok: true; readonly value: T } | ({ readonly ok: false } & ContentRefusal);

const refused = <T>(error: unknown): Outcome<T> => ({ ok: false, ...contentRefusalOf(error) });

const forget =
  (...fields: string[]) =>
  (cache: ApolloCache) => {
    for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  };

export function useSaveBlogPost() {
  const [mutate] = useMutation(SaveBlogPostDocument);
  return useCallback(
    async (input: BlogPostInput): Promise<Outcome<BlogPostFieldsFragment>> => {
      try {
        // Categories count their posts: a post saved may move those counts.
        const { data } = await mutate({
          variables: { input },
          update: forget('blogPosts', 'blogCategories'),
        });
        return data ? { ok: true, value: data.saveBlogPost } : refused(null);
      } catch (error) {
        return refused(error);
      }
    },
    [mutate],
  );
}

export function useDeleteBlogPost() {
  const [mutate] = useMutation(DeleteBlogPostDocument);
  return useCallback(
    async (id: number): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id }, update: forget('blogPosts', 'blogCategories') });
        return { ok: true, value: true };
      } catch (error) {
        return refused(error);
      }
    },
    [mutate],
  );
}

export function useSaveBlogCategory() {
  const [mutate] = useMutation(SaveBlogCategoryDocument);
  return useCallback(
    async (input: BlogCategoryInput): Promise<Outcome<BlogCategoryFieldsFragment>> => {
      try {
        const { data } = await mutate({ variables: { input }, update: forget('blogCategories') });
        return data ? { ok: true, value: data.saveBlogCategory } : refused(null);
      } catch (error) {
        return refused(error);
      }
    },
    [mutate],
  );
}

export function useDeleteBlogCategory() {
  const [mutate] = useMutation(DeleteBlogCategoryDocument);
  return useCallback(
    async (id: number): Promise<Outcome<true>> => {
      try {
        await mutate({ variables: { id }, update: forget('blogCategories', 'blogPosts') });
        return { ok: true, value: true };
      } catch (error) {
        return refused(error);
      }
    },
    [mutate],
  );
}
