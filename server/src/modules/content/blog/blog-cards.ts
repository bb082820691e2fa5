/**
 * The blog's cards in SQL (a post with its active categories' names, a category) and as the
 * storefront's GraphQL shapes in one language. The storefront page statement and the blog reads
 * share them.
 */
import type { Locale } from '@tijara/schema';
import { ImageSize, variantUrl } from '../../media';
import { textIn } from '../texts';
import type { PartialTexts, Texts } from '../texts';
import type { BlogCategoryCard, BlogPostCard } from './blog.results';

export interface BlogPostCardRow {
  readonly id: number;
  readonly slug: string;
  readonly title: Texts;
  readonly thumbnailKey: string | null;
  readonly createdAt: string;
  readonly categories: readonly Texts[];
}

export interface BlogCategoryCardRow {
  readonly id: number;
  readonly slug: string;
  readonly name: Texts;
  readonly description: PartialTexts;
  readonly thumbnailKey: string | null;
}

/** The card JSON of the post aliased `post`. */
export function blogPostCardJson(post: string): string {
  return `json_build_object('id', ${post}.id, 'slug', ${post}.slug, 'title', ${post}.title, 'thumbnailKey', ${post}.thumbnail_key,
    'createdAt', ${post}.created_at, 'categories', coalesce((select json_agg(bc.name order by bc.position, bc.id)
      from blog_post_category bpc join blog_category bc on bc.id = bpc.category_id where bpc.post_id = ${post}.id and bc.active), '[]'::json))`;
}

/** The card JSON of the category aliased `category`. */
export function blogCategoryCardJson(category: string): string {
  return `json_build_object('id', ${category}.id, 'slug', ${category}.slug, 'name', ${category}.name,
    'description', ${category}.description, 'thumbnailKey', ${category}.thumbnail_key)`;
}

const thumbnail = (key: string | null, size: ImageSize) => (key === null ? null : variantUrl(key, size));

export function blogPostCard(row: BlogPostCardRow, locale: Locale): BlogPostCard {
  return {
    slug: row.slug,
    title: textIn(row.title, locale) ?? row.title.fr,
    thumbnailUrl: thumbnail(row.thumbnailKey, ImageSize.GRID_DISPLAY),
    createdAt: new Date(row.createdAt),
    categories: row.categories.map((name) => textIn(name, locale) ?? name.fr),
  };
}

export function blogCategoryCard(row: BlogCategoryCardRow, locale: Locale): BlogCategoryCard {
  return {
    id: row.id,
    slug: row.slug,
    name: textIn(row.name, locale) ?? row.name.fr,
    description: textIn(row.description, locale) ?? '',
    thumbnailUrl: thumbnail(row.thumbnailKey, ImageSize.GRID_DISPLAY),
  };
}

export { thumbnail };
