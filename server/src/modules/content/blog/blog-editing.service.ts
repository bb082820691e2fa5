/**
 * Staff editing of a shop's blog (CONTENT, in the shop): categories (name and plain-text description
 * per language, thumbnail, position) and posts (title and sanitised HTML per language, thumbnail,
 * categories of the same shop, a date at most a day ahead), slugs unique in the shop. Thumbnails are
 * content image uploads of the shop. Deleting a category leaves its posts (they lose that category).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentMessageKey, isBlogPostDateAllowed } from '@tijara/schema';
import { NotFoundError } from '../../../core/errors';
import { pageWindow } from '../../../core/pagination';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../../catalog';
import { ImageSize } from '../../media';
import { contentShop, ownedRowShop } from '../content-access';
import { ContentProblems } from '../content-problems';
import { firstRow, intArray, rows } from '../content-sql';
import { writeContent } from '../content-write';
import { cleanHtmlTexts } from '../html/html-texts';
import { uploadedKeys } from '../pages/block-references.sql';
import { freeSlug, slugWish } from '../slugs';
import { cleanTexts, requiredTexts } from '../texts';
import type { PartialTexts, Texts } from '../texts';
import { thumbnail } from './blog-cards';
import type { BlogCategoryInput, BlogPostInput } from './blog.inputs';
import type { BlogCategoryDetail, BlogPostDetail, BlogPostPage, BlogPostSummary } from './blog.results';

/** A category's description, plain text per language. */
export const BLOG_DESCRIPTION_MAX_LENGTH = 1000;

interface CategoryRow {
  readonly id: number;
  readonly slug: string;
  readonly name: Texts;
  readonly description: PartialTexts;
  readonly thumbnailKey: string | null;
  readonly position: number;
  readonly active: boolean;
  readonly postCount: number;
  readonly updatedAt: string;
}

interface PostRow {
  readonly id: number;
  readonly slug: string;
  readonly title: Texts;
  readonly html: PartialTexts;
  readonly thumbnailKey: string | null;
  readonly published: boolean;
  readonly categoryIds: number[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

const CATEGORY_COLUMNS = `c.id, c.slug, c.name, c.description, c.thumbnail_key as "thumbnailKey", c.position, c.active,
  c.updated_at as "updatedAt", (select count(*)::int from blog_post_category pc where pc.category_id = c.id) as "postCount"`;
const POST_COLUMNS = `p.id, p.slug, p.title, p.html, p.thumbnail_key as "thumbnailKey", p.published,
  p.created_at as "createdAt", p.updated_at as "updatedAt",
  array(select pc.category_id from blog_post_category pc where pc.post_id = p.id order by pc.category_id) as "categoryIds"`;

function categoryDetail(row: CategoryRow): BlogCategoryDetail {
  return {
    ...row,
    name: { ...row.name },
    description: { ...row.description },
    thumbnailUrl: thumbnail(row.thumbnailKey, ImageSize.GRID_DISPLAY),
    updatedAt: new Date(row.updatedAt),
  };
}

function postSummary(row: PostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: { ...row.title },
    thumbnailKey: row.thumbnailKey,
    thumbnailUrl: thumbnail(row.thumbnailKey, ImageSize.GRID_DISPLAY),
    published: row.published,
    categoryIds: row.categoryIds,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

async function categoryRow(em: EntityManager, id: number): Promise<CategoryRow> {
  const row = await firstRow<CategoryRow>(
    em,
    `select ${CATEGORY_COLUMNS} from blog_category c where c.id = ?`,
    [id],
  );
  if (!row) throw new NotFoundError('Blog category', id);
  return row;
}

async function postRow(em: EntityManager, id: number): Promise<PostRow> {
  const row = await firstRow<PostRow>(em, `select ${POST_COLUMNS} from blog_post p where p.id = ?`, [id]);
  if (!row) throw new NotFoundError('Blog post', id);
  return row;
}

async function checkThumbnail(
  em: EntityManager,
  shopUuid: string,
  key: string | null,
  problems: ContentProblems,
) {
  if (key !== null && !(await uploadedKeys(em, shopUuid, [key])).has(key)) {
    problems.add('thumbnailKey', ContentMessageKey.IMAGE_UNKNOWN);
  }
}

async function checkCategories(
  em: EntityManager,
  shopUuid: string,
  ids: readonly number[],
  problems: ContentProblems,
) {
  if (ids.length === 0) return;
  if (!ids.every((id) => Number.isSafeInteger(id))) {
    problems.add('categoryIds', ContentMessageKey.TARGET_UNKNOWN);
    return;
  }
  const found = await rows<{ id: number }>(
    em,
    'select id from blog_category where id = any(?::int[]) and shop_uuid = ?',
    [intArray(ids), shopUuid],
  );
  if (found.length !== ids.length) problems.add('categoryIds', ContentMessageKey.TARGET_UNKNOWN);
}

export interface PostQuery {
  readonly page?: number | null;
  readonly pageSize?: number | null;
  readonly search?: string | null;
}

export class BlogEditingService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async categories(ctx: RequestContext, shopUuid: string): Promise<BlogCategoryDetail[]> {
    const shop = await contentShop(ctx, ctx.em, shopUuid);
    const found = await rows<CategoryRow>(
      ctx.em,
      `select ${CATEGORY_COLUMNS} from blog_category c where c.shop_uuid = ? order by c.position, lower(c.name->>'fr'), c.id`,
      [shop],
    );
    return found.map(categoryDetail);
  }

  async saveCategory(ctx: RequestContext, input: BlogCategoryInput): Promise<BlogCategoryDetail> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const id = input.id ?? null;
      const shopUuid =
        id === null
          ? await contentShop(ctx, em, input.shopUuid ?? '')
          : await ownedRowShop(ctx, em, 'blog_category', id, true);
      const existing = id === null ? null : await categoryRow(em, id);
      const problems = new ContentProblems();
      const name = requiredTexts(problems, 'name', input.name);
      const description = cleanTexts(problems, 'description', input.description, BLOG_DESCRIPTION_MAX_LENGTH);
      const thumbnailKey = input.thumbnailKey?.trim() || null;
      await checkThumbnail(em, shopUuid, thumbnailKey, problems);
      const position = input.position ?? existing?.position ?? 0;
      if (!Number.isSafeInteger(position) || position < 0)
        problems.add('position', ContentMessageKey.POSITION_INVALID);
      const wish = slugWish(problems, 'slug', input.slug ?? existing?.slug, name.fr, 'categorie');
      const slug = await freeSlug(em, { table: 'blog_category', shopUuid, exceptId: id }, wish, problems);
      problems.assertNone();
      const values = [
        slug,
        JSON.stringify(name),
        JSON.stringify(description),
        thumbnailKey,
        position,
        input.active ?? existing?.active ?? true,
      ];
      const saved =
        id === null
          ? await firstRow<{ id: number }>(
              em,
              'insert into blog_category (shop_uuid, slug, name, description, thumbnail_key, position, active) values (?, ?, ?::jsonb, ?::jsonb, ?, ?, ?) returning id',
              [shopUuid, ...values],
            )
          : await firstRow<{ id: number }>(
              em,
              'update blog_category set slug = ?, name = ?::jsonb, description = ?::jsonb, thumbnail_key = ?, position = ?, active = ?, updated_at = now() where id = ? returning id',
              [...values, id],
            );
      return categoryDetail(await categoryRow(em, saved?.id ?? 0));
    });
  }

  async deleteCategory(ctx: RequestContext, id: number): Promise<boolean> {
    return writeContent(ctx, this.catalogue, async (em) => {
      await ownedRowShop(ctx, em, 'blog_category', id, true);
      await em.execute('delete from blog_category where id = ?', [id]);
      return true;
    });
  }

  /**
   * Newest first; `search` in titles of any language. The total is counted on its own: a page past
   * the last has no rows to carry it, and still tells how many posts there are.
   */
  async posts(ctx: RequestContext, shopUuid: string, query: PostQuery): Promise<BlogPostPage> {
    const shop = await contentShop(ctx, ctx.em, shopUuid);
    const window = pageWindow(query.page ?? 1, query.pageSize ?? 24);
    const search = query.search?.trim() ?? '';
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matching = `from blog_post p where p.shop_uuid = ?
      and (? = '' or exists (select 1 from jsonb_each_text(p.title) t where t.value ilike ?))`;
    const found = await rows<PostRow>(
      ctx.em,
      `select ${POST_COLUMNS} ${matching} order by p.created_at desc, p.id desc limit ? offset ?`,
      [shop, search, pattern, window.limit, window.offset],
    );
    const counted = await firstRow<{ total: number }>(ctx.em, `select count(*)::int as total ${matching}`, [
      shop,
      search,
      pattern,
    ]);
    return {
      items: found.map(postSummary),
      totalCount: counted?.total ?? 0,
      page: window.page,
      pageSize: window.size,
    };
  }

  async postDetail(ctx: RequestContext, id: number): Promise<BlogPostDetail> {
    await ownedRowShop(ctx, ctx.em, 'blog_post', id);
    const row = await postRow(ctx.em, id);
    return { ...postSummary(row), html: { ...row.html } };
  }

  async savePost(ctx: RequestContext, input: BlogPostInput): Promise<BlogPostDetail> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const id = input.id ?? null;
      const shopUuid =
        id === null
          ? await contentShop(ctx, em, input.shopUuid ?? '')
          : await ownedRowShop(ctx, em, 'blog_post', id, true);
      const existing = id === null ? null : await postRow(em, id);
      const problems = new ContentProblems();
      const title = requiredTexts(problems, 'title', input.title);
      const html = cleanHtmlTexts(problems, 'html', input.html, { frenchRequired: true });
      const thumbnailKey = input.thumbnailKey?.trim() || null;
      await checkThumbnail(em, shopUuid, thumbnailKey, problems);
      const categoryIds = [...new Set(input.categoryIds ?? existing?.categoryIds ?? [])];
      await checkCategories(em, shopUuid, categoryIds, problems);
      const createdAt = input.createdAt ?? null;
      if (createdAt && !isBlogPostDateAllowed(createdAt, ctx.now))
        problems.add('createdAt', ContentMessageKey.CREATED_AT_TOO_LATE);
      const wish = slugWish(problems, 'slug', input.slug ?? existing?.slug, title.fr, 'article');
      const slug = await freeSlug(em, { table: 'blog_post', shopUuid, exceptId: id }, wish, problems);
      problems.assertNone();
      const values = [
        slug,
        JSON.stringify(title),
        JSON.stringify(html),
        thumbnailKey,
        input.published ?? existing?.published ?? true,
        // Omitted: the request's now for a new post, the saved date for a saved one.
        (createdAt ?? (existing ? null : ctx.now))?.toISOString() ?? null,
      ];
      const saved =
        id === null
          ? await firstRow<{ id: number }>(
              em,
              'insert into blog_post (shop_uuid, slug, title, html, thumbnail_key, published, created_at) values (?, ?, ?::jsonb, ?::jsonb, ?, ?, ?::timestamptz) returning id',
              [shopUuid, ...values],
            )
          : await firstRow<{ id: number }>(
              em,
              'update blog_post set slug = ?, title = ?::jsonb, html = ?::jsonb, thumbnail_key = ?, published = ?, created_at = coalesce(?::timestamptz, created_at), updated_at = now() where id = ? returning id',
              [...values, id],
            );
      const postId = saved?.id ?? 0;
      await em.execute('delete from blog_post_category where post_id = ?', [postId]);
      await em.execute('insert into blog_post_category (post_id, category_id) select ?, unnest(?::int[])', [
        postId,
        intArray(categoryIds),
      ]);
      const row = await postRow(em, postId);
      return { ...postSummary(row), html: { ...row.html } };
    });
  }

  async deletePost(ctx: RequestContext, id: number): Promise<boolean> {
    return writeContent(ctx, this.catalogue, async (em) => {
      await ownedRowShop(ctx, em, 'blog_post', id, true);
      await em.execute('delete from blog_post where id = ?', [id]);
      return true;
    });
  }
}
