/**
 * Public catalogue reads for one shop: listings (a page of cards, the total and the facets),
 * facets alone, the product page and cross-selling. Each is a fixed, small number of SQL statements
 * whatever the page size (see card.sql.ts, listing.sql.ts), and its result is kept in an in-process
 * cache valid for the catalogue revision it was built under, so a catalogue write is visible on the
 * next request. Results are language-neutral: callers pick the request's locale when shaping.
 *
 * Promotions are not in the cached results: each answer carries the shop's pricing of the moment
 * (ShopCardPricing, cached by the promotions module), and shaping puts the engine's prices on. What
 * does depend on promotions (price filters and sorts, the price range, a promotion's listing) is
 * keyed by the pricing's epoch, which moves when a promotion starts or ends.
 */
import { NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../catalogue-changes';
import type { CardPricer, PromotionReach, ShopCardPricing } from './card-pricing';
import type { ProductCardRow } from './card-row';
import { selectCards, selectVisibleCard } from './card.sql';
import { selectMenu, selectTaxonomyPage } from './catalog-page.sql';
import { stockProductIds } from './card-stock';
import type { StockUnits } from './card-stock';
import { selectFacetCounts } from './facet-counts.sql';
import type { FacetCountsRow } from './facet-counts.sql';
import { selectStockUnits } from './stock.sql';
import type { MenuRow, TaxonomyKind, TaxonomyPageRow } from './catalog-page.sql';
import { selectCrossSellingIds } from './cross-selling.sql';
import type { CrossSellingQuery } from './cross-selling.sql';
import type { EntityRef } from './entity-ref';
import { refText } from './entity-ref';
import type { ListingFilter, ListingRequest, ListingScope } from './listing-request';
import { selectFacets, selectListingPage } from './listing.sql';
import type { FacetRow } from './listing.sql';
import { selectPageExtras } from './product-page.sql';
import type { ReviewRow, ShopSettingsRow } from './product-page.sql';
import { RevisionCache } from './revision-cache';

interface ListingPage {
  readonly cards: readonly ProductCardRow[];
  /** Products matching the filters (all pages). */
  readonly totalCount: number;
}

interface PageWithExtras {
  readonly card: ProductCardRow;
  readonly reviews: readonly ReviewRow[];
  readonly shop: ShopSettingsRow;
}

interface CrossSellingGroups {
  readonly related: readonly ProductCardRow[];
  readonly sameBrand: readonly ProductCardRow[];
  readonly sameCategory: readonly ProductCardRow[];
  readonly newProducts: readonly ProductCardRow[];
}

/** What shaping needs besides the cached rows: the promotions in force for the request. */
interface Priced {
  readonly pricing: ShopCardPricing;
}

export type ListingResult = ListingPage & Priced;
export type ListingWithFacets = ListingResult & { readonly facets: FacetRow };
export type ProductPageResult = PageWithExtras & Priced;
export type CrossSellingResult = CrossSellingGroups & Priced;

type Cached =
  ListingPage | FacetRow | FacetCountsRow | PageWithExtras | CrossSellingGroups | MenuRow | FoundPage;

/** A taxonomy page lookup, found or not (a miss is cached too: the cache holds no bare null). */
interface FoundPage {
  readonly page: TaxonomyPageRow | null;
}

/** Bounds of the result cache: entries, and cards held (a few KB each). */
export const RESULT_CACHE_ENTRIES = 5000;
export const RESULT_CACHE_CARDS = 10_000;

function cardsIn(value: Cached): number {
  if ('cards' in value) return value.cards.length + 1;
  if ('related' in value) {
    return (
      value.related.length + value.sameBrand.length + value.sameCategory.length + value.newProducts.length
    );
  }
  return 1;
}

/**
 * The instant a listing depends on: new arrivals are counted back from the start of the day (UTC), so
 * a day's answer is one answer (and one cache entry); other listings depend on no instant (null).
 */
function listingDay(scope: ListingScope, now: Date): Date | null {
  if (!scope.newArrivals) return null;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const usesPrice = (request: ListingRequest) =>
  request.sort !== 'default' ||
  request.filter.priceMin !== undefined ||
  request.filter.priceMax !== undefined;

/** A promotion listing's reach, from the pricing: NOT_FOUND unless the promotion is live for the storefront. */
function reachOf(scope: ListingScope, pricing: ShopCardPricing): PromotionReach | null {
  const ref = scope.promotion;
  if (!ref) return null;
  const reach =
    ref.by === 'id'
      ? pricing.reachOf({ id: ref.id })
      : ref.by === 'uuid'
        ? pricing.reachOf({ uuid: ref.uuid })
        : null;
  if (!reach) throw new NotFoundError('Promotion', refText(ref));
  return reach;
}

function scopeMissing(missing: string | null, scope: ListingScope): void {
  if (missing === null) return;
  const ref = {
    Category: scope.category,
    Brand: scope.brand,
    BrandLine: scope.brandLine,
    Collection: scope.collection,
  }[missing];
  throw new NotFoundError(missing, ref ? refText(ref) : '');
}

export class StorefrontReads {
  private readonly results = new RevisionCache<Cached>({
    maxEntries: RESULT_CACHE_ENTRIES,
    maxWeight: RESULT_CACHE_CARDS,
    weigh: cardsIn,
  });

  constructor(
    private readonly catalogue: CatalogueChanges,
    private readonly pricer: CardPricer,
  ) {
    catalogue.onChange(() => this.results.clear());
  }

  /** The shop's promotions in force now (cached by the promotions module: one statement when cold). */
  pricingOf(ctx: RequestContext, shopUuid: string): Promise<ShopCardPricing> {
    return this.pricer.forShop(ctx, shopUuid);
  }

  private cached<V extends Cached>(key: unknown[], build: () => Promise<V>): Promise<V> {
    return this.results.getOrBuild(JSON.stringify(key), this.catalogue.revision, build) as Promise<V>;
  }

  /** A page (or all) of the listing's cards with the filtered total; NOT_FOUND for a missing scope. */
  async listing(ctx: RequestContext, shopUuid: string, request: ListingRequest): Promise<ListingResult> {
    const pricing = await this.pricingOf(ctx, shopUuid);
    const reach = reachOf(request.scope, pricing);
    const priced = usesPrice(request) || reach !== null;
    const day = listingDay(request.scope, ctx.now);
    const key = ['listing', shopUuid, request, day, priced ? pricing.epoch : null];
    const page = await this.cached(key, async () => {
      const promoted = usesPrice(request) ? pricing.promotedPrices() : null;
      const query = { shopUuid, now: day ?? ctx.now, request, reach, promoted };
      const row = await selectListingPage(ctx.em, query);
      scopeMissing(row.missing, request.scope);
      return { cards: await selectCards(ctx.em, row.ids), totalCount: row.total };
    });
    return { ...page, pricing };
  }

  /**
   * The legacy listing answer: the page and the facets of the whole listing (at most three statements). The
   * facets are cached on their own (per scope), so every page, sort and filter of a listing and
   * every language share one computation of them.
   */
  async listingWithFacets(
    ctx: RequestContext,
    shopUuid: string,
    request: ListingRequest,
  ): Promise<ListingWithFacets> {
    const [page, facets] = await Promise.all([
      this.listing(ctx, shopUuid, request),
      this.facets(ctx, shopUuid, request.scope),
    ]);
    return { ...page, facets };
  }

  /** The facets (filterData) of a whole listing. */
  async facets(ctx: RequestContext, shopUuid: string, scope: ListingScope): Promise<FacetRow> {
    const pricing = await this.pricingOf(ctx, shopUuid);
    const reach = reachOf(scope, pricing);
    const day = listingDay(scope, ctx.now);
    return this.cached(['facets', shopUuid, scope, day, pricing.epoch], async () => {
      const query = { shopUuid, now: day ?? ctx.now, scope, reach, promoted: pricing.promotedPrices() };
      const row = await selectFacets(ctx.em, query);
      scopeMissing(row.missing, scope);
      return row.facets;
    });
  }

  /** The active category, brand, brand line or collection a listing page names; null when none. */
  async taxonomyPage(
    ctx: RequestContext,
    kind: TaxonomyKind,
    ref: EntityRef,
  ): Promise<TaxonomyPageRow | null> {
    const found = await this.cached(['taxonomyPage', kind, ref], async (): Promise<FoundPage> => ({
      page: await selectTaxonomyPage(ctx.em, kind, ref),
    }));
    return found.page;
  }

  /** Active categories with the shop's product counts, and active brands. */
  menu(ctx: RequestContext, shopUuid: string): Promise<MenuRow> {
    return this.cached(['menu', shopUuid], () => selectMenu(ctx.em, shopUuid));
  }

  /**
   * The facets of a listing's scope with each option's count under the listing's other filters
   * (facet-counts.sql.ts): two statements, the facets shared with every filter and language.
   */
  async filterData(
    ctx: RequestContext,
    shopUuid: string,
    scope: ListingScope,
    filter: ListingFilter,
  ): Promise<{ facets: FacetRow; counts: FacetCountsRow }> {
    const [facets, pricing] = await Promise.all([
      this.facets(ctx, shopUuid, scope),
      this.pricingOf(ctx, shopUuid),
    ]);
    const reach = reachOf(scope, pricing);
    const day = listingDay(scope, ctx.now);
    const { locale } = ctx;
    const key = ['facetCounts', shopUuid, scope, filter, locale, day, pricing.epoch];
    const counts = await this.cached(key, () => {
      const now = day ?? ctx.now;
      const promoted = pricing.promotedPrices();
      const query = { shopUuid, now, scope, filter, basis: 'ttc' as const, reach, promoted, locale };
      return selectFacetCounts(ctx.em, query);
    });
    return { facets, counts };
  }

  /**
   * Units available for the cards (and their pack components), read fresh: one statement, none
   * without cards. Stock moves without a catalogue write, so this is never cached.
   */
  stockOf(ctx: RequestContext, shopUuid: string, cards: readonly ProductCardRow[]): Promise<StockUnits> {
    return selectStockUnits(ctx.em, shopUuid, stockProductIds(cards));
  }

  /** A product the shop shows, with its published reviews in the shop and the shop's settings. */
  async productPage(ctx: RequestContext, shopUuid: string, product: EntityRef): Promise<ProductPageResult> {
    const pricing = await this.pricingOf(ctx, shopUuid);
    const page = await this.cached(['page', shopUuid, product], async (): Promise<PageWithExtras> => {
      const card = await selectVisibleCard(ctx.em, shopUuid, product);
      if (!card) throw new NotFoundError('Product', refText(product));
      const extras = await selectPageExtras(ctx.em, shopUuid, card.id);
      if (!extras.shop) throw new NotFoundError('Shop', shopUuid);
      return { card, reviews: extras.reviews, shop: extras.shop };
    });
    return { ...page, pricing };
  }

  /** Up to 8 cards per group (see cross-selling.sql.ts); NOT_FOUND for a product the shop hides. */
  async crossSelling(ctx: RequestContext, query: CrossSellingQuery): Promise<CrossSellingResult> {
    const pricing = await this.pricingOf(ctx, query.shopUuid);
    const groups = await this.cached(['cross', query], async (): Promise<CrossSellingGroups> => {
      const ids = await selectCrossSellingIds(ctx.em, query);
      if (!ids.found) throw new NotFoundError('Product', query.productUuid);
      const all = [...new Set([...ids.related, ...ids.sameBrand, ...ids.sameCategory, ...ids.newest])];
      const cards = new Map((await selectCards(ctx.em, all)).map((card) => [card.id, card]));
      const pick = (group: readonly number[]) => group.flatMap((id) => cards.get(id) ?? []);
      return {
        related: pick(ids.related),
        sameBrand: pick(ids.sameBrand),
        sameCategory: pick(ids.sameCategory),
        newProducts: pick(ids.newest),
      };
    });
    return { ...groups, pricing };
  }
}
