/**
 * CMS pages of a shop: staff list, detail and editing (CONTENT, in the shop; slug unique in the shop,
 * HTML sanitised), and the storefront's read of a published page in the request's language.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../../catalog';
import { contentShop, ownedRowShop } from '../content-access';
import { ContentProblems } from '../content-problems';
import { firstRow, rows } from '../content-sql';
import { writeContent } from '../content-write';
import { cleanHtmlTexts } from '../html/html-texts';
import { freeSlug, slugWish } from '../slugs';
import { requiredTexts, textIn } from '../texts';
import type { PartialTexts, Texts } from '../texts';
import type { CmsPageInput } from './cms.inputs';
import type { CmsPageDetail, CmsPageSummary, CmsPageView } from './cms.results';

interface CmsRow {
  readonly id: number;
  readonly slug: string;
  readonly title: Texts;
  readonly html: PartialTexts;
  readonly published: boolean;
  readonly updatedAt: string;
}

const COLUMNS = 'id, slug, title, html, published, updated_at as "updatedAt"';

function summary(row: CmsRow): CmsPageSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: { ...row.title },
    published: row.published,
    updatedAt: new Date(row.updatedAt),
  };
}

function detail(row: CmsRow): CmsPageDetail {
  return { ...summary(row), html: { ...row.html } };
}

async function cmsRow(em: EntityManager, id: number): Promise<CmsRow> {
  const row = await firstRow<CmsRow>(em, `select ${COLUMNS} from cms_page where id = ?`, [id]);
  if (!row) throw new NotFoundError('CMS page', id);
  return row;
}

export class CmsService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async list(ctx: RequestContext, shopUuid: string): Promise<CmsPageSummary[]> {
    const shop = await contentShop(ctx, ctx.em, shopUuid);
    const found = await rows<CmsRow>(
      ctx.em,
      `select ${COLUMNS} from cms_page where shop_uuid = ? order by lower(title->>'fr'), id`,
      [shop],
    );
    return found.map(summary);
  }

  async detail(ctx: RequestContext, id: number): Promise<CmsPageDetail> {
    await ownedRowShop(ctx, ctx.em, 'cms_page', id);
    return detail(await cmsRow(ctx.em, id));
  }

  async save(ctx: RequestContext, input: CmsPageInput): Promise<CmsPageDetail> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const id = input.id ?? null;
      const shopUuid =
        id === null
          ? await contentShop(ctx, em, input.shopUuid ?? '')
          : await ownedRowShop(ctx, em, 'cms_page', id, true);
      const existing = id === null ? null : await cmsRow(em, id);
      const problems = new ContentProblems();
      const title = requiredTexts(problems, 'title', input.title);
      const html = cleanHtmlTexts(problems, 'html', input.html, { frenchRequired: true });
      const wish = slugWish(problems, 'slug', input.slug ?? existing?.slug, title.fr, 'page');
      const slug = await freeSlug(em, { table: 'cms_page', shopUuid, exceptId: id }, wish, problems);
      problems.assertNone();
      const values = [
        slug,
        JSON.stringify(title),
        JSON.stringify(html),
        input.published ?? existing?.published ?? true,
      ];
      const saved =
        id === null
          ? await firstRow<{ id: number }>(
              em,
              'insert into cms_page (shop_uuid, slug, title, html, published) values (?, ?, ?::jsonb, ?::jsonb, ?) returning id',
              [shopUuid, ...values],
            )
          : await firstRow<{ id: number }>(
              em,
              'update cms_page set slug = ?, title = ?::jsonb, html = ?::jsonb, published = ?, updated_at = now() where id = ? returning id',
              [...values, id],
            );
      return detail(await cmsRow(em, saved?.id ?? 0));
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<boolean> {
    return writeContent(ctx, this.catalogue, async (em) => {
      await ownedRowShop(ctx, em, 'cms_page', id, true);
      await em.execute('delete from cms_page where id = ?', [id]);
      return true;
    });
  }

  /** A published page of the shop by slug, in the request's language; null when there is none. */
  async view(ctx: RequestContext, shopUuid: string, slug: string): Promise<CmsPageView | null> {
    const row = await firstRow<CmsRow>(
      ctx.em,
      `select ${COLUMNS} from cms_page where shop_uuid = ? and slug = ? and published`,
      [shopUuid, slug],
    );
    if (!row) return null;
    return {
      slug: row.slug,
      title: textIn(row.title, ctx.locale) ?? row.title.fr,
      html: textIn(row.html, ctx.locale) ?? '',
      updatedAt: new Date(row.updatedAt),
    };
  }
}
