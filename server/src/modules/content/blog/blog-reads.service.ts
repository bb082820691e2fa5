/**
 * The storefront's blog reads, one statement each: a published post with its active categories, and
 * an active category with a page of its published posts (newest first) and their total. Texts in the
 * request's language, French when missing.
 */
import { pageWindow } from '../../../core/pagination';
import type { RequestContext } from '../../../core/request-context';
import { ImageSize } from '../../media';
import { firstRow } from '../content-sql';
import { textIn } from '../texts';
import type { PartialTexts, Texts } from '../texts';
import {
  blogCategoryCard,
  blogCategoryCardJson,
  blogPostCard,
  blogPostCardJson,
  thumbnail,
} from './blog-cards';
import type { BlogCategoryCardRow, BlogPostCardRow } from './blog-cards';
import type { BlogCategoryView, BlogPostView } from './blog.results';

interface PostViewRow {
  readonly slug: string;
  readonly title: Texts;
  readonly html: PartialTexts;
  readonly thumbnailKey: string | null;
  readonly createdAt: string;
  readonly categories: readonly BlogCategoryCardRow[];
}

interface CategoryViewRow {
  readonly category: BlogCategoryCardRow;
  readonly posts: readonly BlogPostCardRow[];
  readonly total: number;
}

export class BlogReads {
  async post(ctx: RequestContext, shopUuid: string, slug: string): Promise<BlogPostView | null> {
    const row = await firstRow<PostViewRow>(
      ctx.em,
      `select p.slug, p.title, p.html, p.thumbnail_key as "thumbnailKey", p.created_at as "createdAt",
        coalesce((select json_agg(${blogCategoryCardJson('bc')} order by bc.position, bc.id) from blog_post_category bpc
          join blog_category bc on bc.id = bpc.category_id where bpc.post_id = p.id and bc.active), '[]'::json) as categories
        from blog_post p where p.shop_uuid = ? and p.slug = ? and p.published`,
      [shopUuid, slug],
    );
    if (!row) return null;
    const { locale } = ctx;
    return {
      slug: row.slug,
      title: textIn(row.title, locale) ?? row.title.fr,
      html: textIn(row.html, locale) ?? '',
      thumbnailUrl: thumbnail(row.thumbnailKey, ImageSize.PRODUCT_PAGE_LARGE),
      createdAt: new Date(row.createdAt),
      categories: row.categories.map((category) => blogCategoryCard(category, locale)),
    };
  }

  async category(
    ctx: RequestContext,
    shopUuid: string,
    request: { readonly slug: string; readonly page: number; readonly pageSize: number },
  ): Promise<BlogCategoryView | null> {
    const window = pageWindow(request.page, request.pageSize);
    const row = await firstRow<CategoryViewRow>(
      ctx.em,
      `select ${blogCategoryCardJson('c')} as category,
        coalesce((select json_agg(s.card order by s.created_at desc, s.id desc) from (
          select ${blogPostCardJson('p')} as card, p.created_at, p.id from blog_post p
          join blog_post_category pc on pc.post_id = p.id and pc.category_id = c.id where p.published
          order by p.created_at desc, p.id desc limit ? offset ?) s), '[]'::json) as posts,
        (select count(*)::int from blog_post p join blog_post_category pc on pc.post_id = p.id
          where pc.category_id = c.id and p.published) as total
        from blog_category c where c.shop_uuid = ? and c.slug = ? and c.active`,
      [window.limit, window.offset, shopUuid, request.slug],
    );
    if (!row) return null;
    return {
      category: blogCategoryCard(row.category, ctx.locale),
      posts: row.posts.map((post) => blogPostCard(post, ctx.locale)),
      total: row.total,
      page: window.page,
      pageSize: window.size,
    };
  }
}
