/**
 * What a shared link to a storefront page shows before any script runs: for a navigation to a
 * product, category, brand, brand line, collection or promotion page, its title, description,
 * canonical URL, image and (products) a schema.org Product, from ONE lookup that also decides the
 * status (null head: the subject does not exist, the page answers 404). Other paths are not
 * this module's (lookup answers null). URLs are absolute on the origin the caller gives.
 */
import { DEFAULT_PAGE_SIZE, narrowsListing } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { ShopService } from '../../shop';
import { ImageSize, variantDimensions, variantUrl } from '../images/image-sizes';
import type { ProductCardRow } from './card-row';
import { productSeo } from './card-text';
import { productCardView } from './card-view';
import type { ProductCard } from './card.results';
import { CatalogPageKind } from './catalog-page.results';
import type { CatalogPages } from './catalog-pages.service';
import { refOrNull } from './catalog-pages.service';
import { cardLeadImage, galleryLeadImage } from './lead-image';
import type { LeadImage } from './lead-image';
import type { ListingScope } from './listing-request';
import type { StorefrontReads } from './storefront-reads.service';

export interface PageHead {
  readonly title: string;
  /** Plain text, at most about 160 characters. */
  readonly description: string;
  /** Absolute. */
  readonly canonicalUrl: string;
  /** Open Graph's type: a blog post is an article. */
  readonly type: 'product' | 'website' | 'article';
  /** Width and height in pixels when known (product images). */
  readonly image: { readonly url: string; readonly width?: number; readonly height?: number } | null;
  readonly locale: Locale;
  /** schema.org JSON-LD (products), to be serialised into the page. */
  readonly structuredData: Record<string, unknown> | null;
  /** The image the page leads with, to preload (a product's first photo, a default listing's first card). */
  readonly leadImage: LeadImage | null;
}

export interface HeadLookup {
  /** null: nothing has this path (404). */
  readonly head: PageHead | null;
}

const LISTING_PATHS: readonly (readonly [RegExp, CatalogPageKind, string])[] = [
  [/^\/catalog\/category\/([^/]+)\/?$/, CatalogPageKind.CATEGORY, '/catalog/category/'],
  [/^\/catalog\/brands\/([^/]+)\/?$/, CatalogPageKind.BRAND, '/catalog/brands/'],
  [/^\/catalog\/brandlines\/([^/]+)\/?$/, CatalogPageKind.BRAND_LINE, '/catalog/brandlines/'],
  [/^\/catalog\/collections\/([^/]+)\/?$/, CatalogPageKind.COLLECTION, '/catalog/collections/'],
  [/^\/promotions\/([^/]+)\/?$/, CatalogPageKind.PROMOTION, '/promotions/'],
];

const PRODUCT_PATH = /^\/catalog\/product\/([^/]+)\/([^/]+)\/?$/;

/** The listing of a catalogue page's subject, by the subject's id. */
const SCOPE_OF: Readonly<Record<CatalogPageKind, (id: number) => ListingScope>> = {
  [CatalogPageKind.CATEGORY]: (id) => ({ category: { by: 'id', id } }),
  [CatalogPageKind.BRAND]: (id) => ({ brand: { by: 'id', id } }),
  [CatalogPageKind.BRAND_LINE]: (id) => ({ brandLine: { by: 'id', id } }),
  [CatalogPageKind.COLLECTION]: (id) => ({ collection: { by: 'id', id } }),
  [CatalogPageKind.PROMOTION]: (id) => ({ promotion: { by: 'id', id } }),
};

/** How many images a Product's structured data lists. */
const STRUCTURED_IMAGES = 5;

function decoded(segment: string | undefined): string | null {
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Centimes as the decimal string schema.org prices take ("1234.50"). */
export function decimalDinars(amount: number): string {
  const whole = Math.trunc(amount / 100);
  return `${whole}.${String(Math.abs(amount % 100)).padStart(2, '0')}`;
}

function largeImage(card: ProductCardRow, origin: string): PageHead['image'] {
  const main = card.images[0];
  if (!main) return null;
  const size = variantDimensions(main.width, main.height, ImageSize.PRODUCT_PAGE_LARGE);
  return { url: origin + variantUrl(main.storageKey, ImageSize.PRODUCT_PAGE_LARGE), ...size };
}

/** schema.org Product: the price shoppers pay for the default combination, in DZD, and its stock. */
function productStructuredData(facts: {
  readonly card: ProductCardRow;
  readonly view: ProductCard;
  readonly description: string;
  readonly url: string;
  readonly origin: string;
}): Record<string, unknown> {
  const { card, view, url, origin } = facts;
  const shown = view.combinations.find((c) => c.isDefault) ?? view;
  const images = card.images
    .slice(0, STRUCTURED_IMAGES)
    .map((image) => origin + variantUrl(image.storageKey, ImageSize.PRODUCT_PAGE_LARGE));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: view.name,
    ...(images.length > 0 && { image: images }),
    description: facts.description,
    ...(card.sku !== null && card.sku !== '' && { sku: card.sku }),
    ...(view.brand && { brand: { '@type': 'Brand', name: view.brand.name } }),
    offers: {
      '@type': 'Offer',
      price: decimalDinars(shown.priceAfterPromotion ?? shown.priceTtc),
      priceCurrency: 'DZD',
      availability: view.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}

export class StorefrontHeads {
  constructor(
    private readonly reads: StorefrontReads,
    private readonly pages: CatalogPages,
    private readonly shops: ShopService,
  ) {}

  /**
   * The head of the page at `path` (decoded segments), or null when the path is not a catalogue page.
   * `queryKeys`: the address's query keys (a listing narrowed by them leads with another card).
   */
  async lookup(
    ctx: RequestContext,
    path: string,
    origin: string,
    queryKeys: Iterable<string> = [],
  ): Promise<HeadLookup | null> {
    const product = PRODUCT_PATH.exec(path);
    if (product) return { head: await this.productHead(ctx, decoded(product[2]), origin) };
    for (const [pattern, kind, prefix] of LISTING_PATHS) {
      const match = pattern.exec(path);
      if (!match) continue;
      const slug = decoded(match[1]);
      if (slug === null) return { head: null };
      const listing = { kind, slug, prefix, defaultPage: !narrowsListing(queryKeys) };
      return { head: await this.listingHead(ctx, listing, origin) };
    }
    return null;
  }

  private async listingHead(
    ctx: RequestContext,
    listing: { kind: CatalogPageKind; slug: string; prefix: string; defaultPage: boolean },
    origin: string,
  ): Promise<PageHead | null> {
    const { kind, slug, prefix } = listing;
    const shopUuid = await this.shops.defaultShopUuid(ctx);
    const page = await this.pages.page(ctx, shopUuid, kind, slug);
    if (!page) return null;
    // The listing's first card, as its default first page shows it (the same cached read).
    const first = listing.defaultPage
      ? await this.reads.listing(ctx, shopUuid, {
          scope: SCOPE_OF[kind](page.id),
          filter: {},
          sort: 'default',
          page: { page: 1, size: DEFAULT_PAGE_SIZE },
          priceBasis: 'ttc',
        })
      : null;
    return {
      title: page.seoTitle,
      description: page.seoDescription || page.name,
      canonicalUrl: `${origin}${prefix}${encodeURIComponent(page.slug)}`,
      type: 'website',
      image: page.imageUrl ? { url: origin + page.imageUrl } : null,
      locale: ctx.locale,
      structuredData: null,
      leadImage: first ? cardLeadImage(first.cards[0]) : null,
    };
  }

  private async productHead(
    ctx: RequestContext,
    slug: string | null,
    origin: string,
  ): Promise<PageHead | null> {
    const ref = slug === null ? null : refOrNull(slug, 'Product');
    if (!ref) return null;
    const shopUuid = await this.shops.defaultShopUuid(ctx);
    const result = await this.reads.productPage(ctx, shopUuid, ref).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (!result) return null;
    const { card } = result;
    const stock = await this.reads.stockOf(ctx, shopUuid, [card]);
    const view = productCardView(card, { locale: ctx.locale, now: ctx.now, pricing: result.pricing, stock });
    const seo = productSeo(card, ctx.locale);
    const url = `${origin}/catalog/product/${encodeURIComponent(card.mainCategory.slug)}/${encodeURIComponent(card.slug)}`;
    const structuredData = productStructuredData({ card, view, description: seo.description, url, origin });
    return {
      title: seo.title,
      description: seo.description || view.name,
      canonicalUrl: url,
      type: 'product',
      image: largeImage(card, origin),
      locale: ctx.locale,
      structuredData,
      leadImage: galleryLeadImage(card, view.combinations),
    };
  }
}
