/**
 * Staff editing of a shop's pages (CONTENT, in the shop): the home (made the first time the pages
 * are read, its slug null, never deleted nor unpublished) and landing pages (slug from the French title, unique in
 * the shop), read with every block as stored.
 */
import { ContentMessageKey } from '@tijara/schema';
import { NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../../catalog';
import { contentShop, ownedRowShop } from '../content-access';
import { ContentProblems, contentRefusal } from '../content-problems';
import { writeContent } from '../content-write';
import { freeSlug, slugWish } from '../slugs';
import { requiredTexts } from '../texts';
import type { ContentPageInput } from './page.inputs';
import type { ContentPageDetail, ContentPageView } from './page.results';
import { deletePage, ensureHome, insertPage, selectPageDetail, selectPages, updatePage } from './page.sql';
import { pageDetailView, pageView } from './page-views';

export class PageService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async pages(ctx: RequestContext, shopUuid: string): Promise<ContentPageView[]> {
    const shop = await contentShop(ctx, ctx.em, shopUuid);
    await ensureHome(ctx.em, shop);
    return (await selectPages(ctx.em, shop)).map(pageView);
  }

  async page(ctx: RequestContext, id: number): Promise<ContentPageDetail> {
    await ownedRowShop(ctx, ctx.em, 'content_page', id);
    const row = await selectPageDetail(ctx.em, id);
    if (!row) throw new NotFoundError('Page', id);
    return pageDetailView(row);
  }

  async savePage(ctx: RequestContext, input: ContentPageInput): Promise<ContentPageView> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const id = input.id ?? null;
      const problems = new ContentProblems();
      if (id === null && !input.shopUuid) problems.add('shopUuid', ContentMessageKey.TARGET_REQUIRED);
      problems.assertNone();
      const shopUuid =
        id === null
          ? await contentShop(ctx, em, input.shopUuid ?? '')
          : await ownedRowShop(ctx, em, 'content_page', id, true);
      const existing = id === null ? null : await selectPageDetail(em, id);
      const title = requiredTexts(problems, 'title', input.title);
      const isHome = existing !== null && existing.slug === null;
      const wish = slugWish(
        problems,
        'slug',
        isHome ? null : (input.slug ?? existing?.slug),
        title.fr,
        'page',
      );
      const slug = isHome
        ? null
        : await freeSlug(em, { table: 'content_page', shopUuid, exceptId: id }, wish, problems);
      // Unpublished, the home would leave the storefront blank: it is always published.
      if (isHome && input.published === false) {
        problems.add('published', ContentMessageKey.HOME_ALWAYS_PUBLISHED);
      }
      problems.assertNone();
      const published = isHome || (input.published ?? existing?.published ?? true);
      const saved = id ?? (await insertPage(em, { shopUuid, slug: slug ?? '', title, published }));
      if (id !== null) await updatePage(em, id, { slug, title, published });
      const row = await selectPageDetail(em, saved);
      if (!row) throw new NotFoundError('Page', saved);
      return pageView(row);
    });
  }

  async deletePage(ctx: RequestContext, id: number): Promise<boolean> {
    return writeContent(ctx, this.catalogue, async (em) => {
      await ownedRowShop(ctx, em, 'content_page', id, true);
      const row = await selectPageDetail(em, id);
      if (row?.slug === null) throw contentRefusal('id', ContentMessageKey.HOME_NOT_DELETABLE);
      await deletePage(em, id);
      return true;
    });
  }
}
