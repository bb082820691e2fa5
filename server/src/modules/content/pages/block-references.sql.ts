/**
 * The checks of a block against the database, inside its saving transaction: the target it names is
 * active (categories, brands, brand lines and collections through the catalog module's views; tags
 * exist; blog categories active and posts published in the block's shop), every id of a carousel's
 * list too, and every image is an upload of the shop. Problems go to the form's collector.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentMessageKey } from '@tijara/schema';
import type { BlockType } from '@tijara/schema';
import { isMediaKey } from '../../media';
import type { ContentProblems } from '../content-problems';
import { intArray, rows } from '../content-sql';
import type { BlockTarget } from './block-row';
import type { CleanBlock } from './block-rules';

type Kind = 'category' | 'brand' | 'brandLine' | 'collection' | 'tag' | 'blogCategory' | 'blogPost';

const KIND_SQL: Readonly<
  Record<Kind, { readonly from: string; readonly shown: string; readonly ofShop: boolean }>
> = {
  category: { from: 'catalog.category', shown: 'active', ofShop: false },
  brand: { from: 'catalog.brand', shown: 'active', ofShop: false },
  brandLine: { from: 'catalog.brand_line', shown: 'active', ofShop: false },
  collection: { from: 'catalog.collection', shown: 'active', ofShop: false },
  tag: { from: 'catalog.tag', shown: 'true', ofShop: false },
  blogCategory: { from: 'blog_category', shown: 'active', ofShop: true },
  blogPost: { from: 'blog_post', shown: 'published', ofShop: true },
};

const KEY_KIND: Readonly<Record<Exclude<keyof BlockTarget, 'ids'>, Kind>> = {
  categoryId: 'category',
  brandId: 'brand',
  brandLineId: 'brandLine',
  collectionId: 'collection',
  tagId: 'tag',
  blogCategoryId: 'blogCategory',
  blogPostId: 'blogPost',
};

const LIST_KIND: Partial<Record<BlockType, Kind>> = {
  categories_carousel: 'category',
  brands_carousel: 'brand',
  brand_lines_carousel: 'brandLine',
  blog_categories_carousel: 'blogCategory',
};

async function shownIds(em: EntityManager, kind: Kind, shopUuid: string, ids: readonly number[]) {
  const { from, shown, ofShop } = KIND_SQL[kind];
  const found = await rows<{ id: number }>(
    em,
    `select id from ${from} where id = any(?::int[]) and ${shown}${ofShop ? ' and shop_uuid = ?' : ''}`,
    ofShop ? [intArray(ids), shopUuid] : [intArray(ids)],
  );
  return new Set(found.map((row) => row.id));
}

async function checkTargets(
  em: EntityManager,
  shopUuid: string,
  block: CleanBlock,
  problems: ContentProblems,
) {
  for (const [key, kind] of Object.entries(KEY_KIND) as [keyof typeof KEY_KIND, Kind][]) {
    const id = block.target[key];
    if (id === undefined || problems.has(`target.${key}`)) continue;
    if (!(await shownIds(em, kind, shopUuid, [id])).has(id)) {
      problems.add(`target.${key}`, ContentMessageKey.TARGET_UNKNOWN);
    }
  }
  const listKind = LIST_KIND[block.type];
  const ids = block.target.ids ?? [];
  if (listKind && ids.length > 0 && !problems.has('target.ids')) {
    const shown = await shownIds(em, listKind, shopUuid, ids);
    if (ids.some((id) => !shown.has(id))) problems.add('target.ids', ContentMessageKey.TARGET_UNKNOWN);
  }
}

/** The media keys among `keys` that the shop uploaded for content. */
export async function uploadedKeys(
  em: EntityManager,
  shopUuid: string,
  keys: readonly string[],
): Promise<Set<string>> {
  const valid = keys.filter(isMediaKey);
  if (valid.length === 0) return new Set();
  const found = await rows<{ mediaKey: string }>(
    em,
    'select media_key as "mediaKey" from content_image where shop_uuid = ? and media_key = any(?::text[])',
    [shopUuid, `{${valid.map((key) => `"${key}"`).join(',')}}`],
  );
  return new Set(found.map((row) => row.mediaKey));
}

export async function checkBlockReferences(
  em: EntityManager,
  shopUuid: string,
  block: CleanBlock,
  problems: ContentProblems,
): Promise<void> {
  await checkTargets(em, shopUuid, block, problems);
  const uploaded = await uploadedKeys(
    em,
    shopUuid,
    block.images.map((image) => image.mediaKey),
  );
  block.images.forEach((image, index) => {
    const field = `images.${index}.mediaKey`;
    if (!problems.has(field) && !uploaded.has(image.mediaKey))
      problems.add(field, ContentMessageKey.IMAGE_UNKNOWN);
  });
}
