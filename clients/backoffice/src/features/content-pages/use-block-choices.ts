/**
 * What a block's pickers offer, asked only for the kind its type needs: the catalogue's categories
 * (as a tree, children under their parent), brands, brand lines (with their brand), collections and
 * tags, and the shop's blog categories and posts (posts by title search, newest first). Entries the
 * shop does not show (inactive, unpublished) stay choosable but say so: the server refuses them,
 * and a block already naming one must still show what it names. Blog names are the French ones, as
 * the server's reference lists give them.
 */
import { useQuery } from '@apollo/client/react';
import type { BlockCategoryChoicesQuery } from '../../__generated__/content-pages/graphql';
import {
  BlockBlogCategoryChoicesDocument,
  BlockBlogPostChoicesDocument,
  BlockBrandChoicesDocument,
  BlockBrandLineChoicesDocument,
  BlockCategoryChoicesDocument,
  BlockCollectionChoicesDocument,
  BlockTagChoicesDocument,
} from '../../__generated__/content-pages/graphql';
import type { ChoiceKind } from './block-kinds';

export interface Choice {
  readonly id: number;
  readonly name: string;
  /** Whether the storefront shows it now. */
  readonly shown: boolean;
  /** Levels under the root (categories), for indentation. */
  readonly depth: number;
}

export interface Choices {
  readonly options: readonly Choice[] | null;
  readonly failed: boolean;
  readonly retry: () => void;
}

type Category = BlockCategoryChoicesQuery['categories'][number];

/** Parents before their children, siblings in the server's order (by position). */
export function categoryTree(categories: readonly Category[]): Choice[] {
  const children = new Map<number | null, Category[]>();
  const known = new Set(categories.map((category) => category.id));
  for (const category of categories) {
    const parent = category.parentId !== null && known.has(category.parentId) ? category.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const out: Choice[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const category of children.get(parent) ?? []) {
      out.push({ id: category.id, name: category.name, shown: category.active, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

const flat = (items: readonly { id: number; name: string; shown: boolean }[]): Choice[] =>
  items.map((item) => ({ ...item, depth: 0 }));

export function useBlockChoices(kind: ChoiceKind, shopUuid: string, search = ''): Choices {
  const policy = { fetchPolicy: 'cache-first' as const };
  const categories = useQuery(BlockCategoryChoicesDocument, { ...policy, skip: kind !== 'category' });
  const brands = useQuery(BlockBrandChoicesDocument, { ...policy, skip: kind !== 'brand' });
  const lines = useQuery(BlockBrandLineChoicesDocument, { ...policy, skip: kind !== 'brandLine' });
  const collections = useQuery(BlockCollectionChoicesDocument, { ...policy, skip: kind !== 'collection' });
  const tags = useQuery(BlockTagChoicesDocument, { ...policy, skip: kind !== 'tag' });
  const blogCategories = useQuery(BlockBlogCategoryChoicesDocument, {
    ...policy,
    variables: { shopUuid },
    skip: kind !== 'blogCategory',
  });
  const posts = useQuery(BlockBlogPostChoicesDocument, {
    variables: { shopUuid, search: search.trim() || null },
    skip: kind !== 'blogPost',
  });
  const pick = (): {
    result: { error?: unknown; refetch: () => Promise<unknown> };
    options: Choice[] | null;
  } => {
    switch (kind) {
      case 'category':
        return {
          result: categories,
          options: categories.data ? categoryTree(categories.data.categories) : null,
        };
      case 'brand':
        return {
          result: brands,
          options: brands.data
            ? flat(
                brands.data.brands.map((brand) => ({ id: brand.id, name: brand.name, shown: brand.active })),
              )
            : null,
        };
      case 'brandLine':
        return {
          result: lines,
          options: lines.data
            ? flat(
                lines.data.brandLines.map((line) => ({
                  id: line.id,
                  name: `${line.brand.name} · ${line.name}`,
                  shown: line.active,
                })),
              )
            : null,
        };
      case 'collection':
        return {
          result: collections,
          options: collections.data
            ? flat(
                collections.data.collections.map((item) => ({
                  id: item.id,
                  name: item.name,
                  shown: item.active,
                })),
              )
            : null,
        };
      case 'tag':
        return {
          result: tags,
          options: tags.data
            ? flat(tags.data.tags.map((tag) => ({ id: tag.id, name: tag.name, shown: true })))
            : null,
        };
      case 'blogCategory':
        return {
          result: blogCategories,
          options: blogCategories.data
            ? flat(
                blogCategories.data.blogCategories.map((item) => ({
                  id: item.id,
                  name: item.name.fr,
                  shown: item.active,
                })),
              )
            : null,
        };
      case 'blogPost':
        return {
          result: posts,
          options: posts.data
            ? flat(
                posts.data.blogPosts.items.map((post) => ({
                  id: post.id,
                  name: post.title.fr,
                  shown: post.published,
                })),
              )
            : null,
        };
    }
  };
  const { result, options } = pick();
  return {
    options,
    failed: Boolean(result.error) && options === null,
    retry: () => void result.refetch().catch(() => undefined),
  };
}
