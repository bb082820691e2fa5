/**
 * The storefront's content reads for one shop: a published page with its visible blocks and their
 * items, and a menu's tree. A page costs at most 4 statements whatever its blocks: the page statement
 * and the catalogue's card statement for every product of the page (both cached until the catalogue
 * revision moves, which every content, catalogue and promotion write does, or the shop day ends),
 * then, per answer, the stock of those cards (stock moves without a catalogue write) and the shop's
 * pricing (cached by the promotions module, one statement when cold). A menu is one statement,
 * cached the same way. Only what exists is cached: a slug or code that cannot exist is answered
 * without the database, an unknown one is read each time, so made-up addresses cannot evict the home.
 */
import { MENU_CODE_PATTERN, shopDayOf } from '@tijara/schema';
import type { RequestContext } from '../../../core/request-context';
import { RevisionCache, selectCards, selectStockUnits, stockProductIds } from '../../catalog';
import type { CardPricer, CatalogueChanges, ProductCardRow } from '../../catalog';
import { firstRow } from '../content-sql';
import { MENU_ITEM_JSON } from '../menus/menu.sql';
import type { MenuItemRow } from '../menus/menu.sql';
import { isContentSlug } from '../slugs';
import { textIn } from '../texts';
import { isVisibleAt, storefrontBlock } from './block-view';
import { menuTree } from './menu-tree-view';
import { selectStorefrontPage } from './page-statement.sql';
import type { PageBlockRow, PageStatementRow } from './page-statement.sql';
import type { StorefrontMenuItem, StorefrontPage } from './storefront-content.results';

interface CachedPage {
  readonly page: PageStatementRow | null;
  readonly cards: readonly ProductCardRow[];
}

export interface VisiblePage {
  readonly page: PageStatementRow;
  /** Its blocks shown now (their windows applied), in order. */
  readonly blocks: readonly PageBlockRow[];
}

interface CachedMenu {
  /** Null when the shop has no menu of that code. */
  readonly items: readonly MenuItemRow[] | null;
}

type Cached = CachedPage | CachedMenu;

/** Bounds of the cache: entries, and cards held (a few KB each). */
export const CONTENT_CACHE_ENTRIES = 500;
export const CONTENT_CACHE_WEIGHT = 5000;

/** A miss weighs more than the cache may hold, which RevisionCache never stores (nor keeps). */
const NOT_STORED = Number.POSITIVE_INFINITY;

function weightOf(value: Cached): number {
  if ('cards' in value) return value.page === null ? NOT_STORED : value.cards.length + 1;
  return value.items === null ? NOT_STORED : 1;
}

export class StorefrontContent {
  private readonly cache = new RevisionCache<Cached>({
    maxEntries: CONTENT_CACHE_ENTRIES,
    maxWeight: CONTENT_CACHE_WEIGHT,
    weigh: weightOf,
  });

  constructor(
    private readonly catalogue: CatalogueChanges,
    private readonly pricer: CardPricer,
  ) {
    catalogue.onChange(() => this.cache.clear());
  }

  private cached<V extends Cached>(key: unknown[], build: () => Promise<V>): Promise<V> {
    return this.cache.getOrBuild(JSON.stringify(key), this.catalogue.revision, build) as Promise<V>;
  }

  /**
   * The home (slug null) or a landing page; null when the shop has no such published page. Keyed by
   * the shop day too: orders move the bestsellers without moving the catalogue revision.
   */
  async page(ctx: RequestContext, shopUuid: string, slug: string | null): Promise<StorefrontPage | null> {
    const found = await this.cachedPage(ctx, shopUuid, slug);
    const page = found?.page;
    if (!found || !page) return null;
    const blocks = page.blocks.filter((block) => isVisibleAt(block, ctx.now));
    const shownIds = new Set(blocks.flatMap((block) => block.productIds ?? []));
    const cards = found.cards.filter((card) => shownIds.has(card.id));
    const shaping =
      cards.length === 0
        ? null
        : {
            locale: ctx.locale,
            now: ctx.now,
            pricing: await this.pricer.forShop(ctx, shopUuid),
            stock: await selectStockUnits(ctx.em, shopUuid, stockProductIds(cards)),
          };
    const byId = new Map(cards.map((card) => [card.id, card]));
    return {
      id: page.id,
      slug: page.slug,
      title: textIn(page.title, ctx.locale) ?? page.title.fr,
      blocks: blocks.map((block) => storefrontBlock(block, { cards: byId, locale: ctx.locale, shaping })),
    };
  }

  /**
   * The page as `page` reads it (the same cached statement), with its blocks visible now but no card
   * shaped: what a page's head needs, at no stock or pricing read. Null when there is no such page.
   */
  async visiblePage(ctx: RequestContext, shopUuid: string, slug: string | null): Promise<VisiblePage | null> {
    const page = (await this.cachedPage(ctx, shopUuid, slug))?.page;
    if (!page) return null;
    return { page, blocks: page.blocks.filter((block) => isVisibleAt(block, ctx.now)) };
  }

  private cachedPage(ctx: RequestContext, shopUuid: string, slug: string | null): Promise<CachedPage | null> {
    if (slug !== null && !isContentSlug(slug)) return Promise.resolve(null);
    const key = ['page', shopUuid, slug, shopDayOf(ctx.now)];
    return this.cached(key, async (): Promise<CachedPage> => {
      const page = await selectStorefrontPage(ctx.em, shopUuid, slug, ctx.now);
      const ids = [...new Set(page?.blocks.flatMap((block) => block.productIds ?? []) ?? [])];
      return { page, cards: await selectCards(ctx.em, ids) };
    });
  }

  /** The menu's active items as a tree; [] for a code the shop has no menu for. */
  async menu(ctx: RequestContext, shopUuid: string, code: string): Promise<StorefrontMenuItem[]> {
    if (!MENU_CODE_PATTERN.test(code)) return [];
    const { items } = await this.cached(['menu', shopUuid, code], async (): Promise<CachedMenu> => {
      const menu = await firstRow<{ items: MenuItemRow[] }>(
        ctx.em,
        `select coalesce((select json_agg(${MENU_ITEM_JSON} order by i.parent_id nulls first, i.position, i.id)
            from content_menu_item i where i.menu_id = m.id and i.active), '[]'::json) as items
          from content_menu m where m.shop_uuid = ? and m.code = ?`,
        [shopUuid, code],
      );
      return { items: menu?.items ?? null };
    });
    return menuTree(items ?? [], ctx.locale);
  }
}
