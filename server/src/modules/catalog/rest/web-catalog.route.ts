/**
 * Public catalogue calls of the storefront, authenticated by the shop's token (Bearer), in the
 * Accept-Language locale, with the legacy paths and shapes (legacy-product.ts, legacy-filter-data.ts):
 *   GET /web/public/api/{brand,brandLine,category,collection,promotions}/products/{id|uuid|slug}
 *   GET /web/public/api/{featured,new}/products            -> {products, filterData}
 *       (+ totalCount, page, pageSize and X-Total-Count when the query filters or pages: listing-query.ts)
 *   GET /web/public/api/{kind}/filters/{id}, /featured/filters, /new/filters -> {filterData}
 *   GET /web/public/api/product/{slug|id|uuid}             -> {product, shop}
 *   GET /web/api/product/cross_selling/{productUid}/{brandUuid}/{categoryUuid}
 *       -> {relatedProducts, productsFromSameBrand, productsFromSameCategory, newProducts}
 * Answers are cached per shop, locale and query for the catalogue revision (cached-json.ts).
 */
import type { Request } from 'express';
import { ImageSize, variantUrl } from '../images/image-sizes';
import { parseEntityRef, parseUuid } from '../storefront';
import type { ListingScope } from '../storefront/listing-request';
import type { ProductCardRow } from '../storefront/card-row';
import type { ProductPageResult, StorefrontReads } from '../storefront/storefront-reads.service';
import type { ShopCardPricing } from '../storefront/card-pricing';
import { route } from '../../../rest/route';
import type { RestRoute, RouteContext } from '../../../rest/route';
import type { CachedJson } from './cached-json';
import { legacyFilterData } from './legacy-filter-data';
import { legacyProduct } from './legacy-product';
import { legacyListingRequest } from './listing-query';

export interface WebCatalogRouteOptions {
  readonly reads: StorefrontReads;
  readonly cache: CachedJson;
}

const BEARER = { bearer: 'storefront' } as const;

/** Listings named by an identifier: the path segment, its parameter name and its scope. */
const NAMED_LISTINGS = [
  { segment: 'brand', param: 'brand', entity: 'Brand', scope: 'brand' },
  { segment: 'brandLine', param: 'brandLine', entity: 'BrandLine', scope: 'brandLine' },
  { segment: 'category', param: 'category', entity: 'Category', scope: 'category' },
  { segment: 'collection', param: 'collection', entity: 'Collection', scope: 'collection' },
  { segment: 'promotions', param: 'discount', entity: 'Promotion', scope: 'promotion' },
] as const;

function param(req: Request, name: string): string {
  const value: unknown = req.params[name];
  return typeof value === 'string' ? value : '';
}

function shopOf(ctx: RouteContext): string {
  if (ctx.storefrontShopId === null) throw new Error('bearer routes always carry the shop');
  return ctx.storefrontShopId;
}

function namedScope(listing: (typeof NAMED_LISTINGS)[number], req: Request): ListingScope {
  return { [listing.scope]: parseEntityRef(listing.param, param(req, listing.param), listing.entity) };
}

const cards = (list: readonly ProductCardRow[], ctx: RouteContext, pricing: ShopCardPricing) =>
  list.map((c) => legacyProduct(c, ctx.locale, pricing));

/** New arrivals change with the day (UTC) as well as with the catalogue: the day is part of their key. */
function dayOf(scope: ListingScope, ctx: RouteContext): string | null {
  return scope.newArrivals ? ctx.now.toISOString().slice(0, 10) : null;
}

function listingRoutes(
  { reads, cache }: WebCatalogRouteOptions,
  path: string,
  scopeOf: (req: Request) => ListingScope,
) {
  return [
    route('get', `/web/public/api/${path.replace('{kind}', 'products')}`, BEARER, async (ctx, req, res) => {
      const request = legacyListingRequest(scopeOf(req), req.query);
      const shopUuid = shopOf(ctx);
      const { epoch } = await reads.pricingOf(ctx, shopUuid);
      const key = JSON.stringify([
        'listing',
        shopUuid,
        ctx.locale,
        request,
        dayOf(request.scope, ctx),
        epoch,
      ]);
      await cache.send(req, res, key, async () => {
        const result = await reads.listingWithFacets(ctx, shopUuid, request);
        const body = {
          products: cards(result.cards, ctx, result.pricing),
          filterData: legacyFilterData(result.facets, ctx.locale),
        };
        const page = request.page;
        if (!page) return { body };
        const paged = { ...body, totalCount: result.totalCount, page: page.page, pageSize: page.size };
        return { body: paged, headers: { 'X-Total-Count': String(result.totalCount) } };
      });
    }),
    route('get', `/web/public/api/${path.replace('{kind}', 'filters')}`, BEARER, async (ctx, req, res) => {
      const scope = scopeOf(req);
      const shopUuid = shopOf(ctx);
      const { epoch } = await reads.pricingOf(ctx, shopUuid);
      const key = JSON.stringify(['filters', shopUuid, ctx.locale, scope, dayOf(scope, ctx), epoch]);
      await cache.send(req, res, key, async () => ({
        body: { filterData: legacyFilterData(await reads.facets(ctx, shopUuid, scope), ctx.locale) },
      }));
    }),
  ];
}

function legacyProductPage(result: ProductPageResult, ctx: RouteContext) {
  const product = legacyProduct(result.card, ctx.locale, result.pricing, ImageSize.PRODUCT_PAGE_LARGE);
  const reviewsSerialized = result.reviews.map((review) => ({
    id: review.id,
    rating: review.rating,
    text: review.textHtml,
    createdAt: review.createdAt,
    user: review.authorName,
    images: review.imageKey ? [{ displayUrl: variantUrl(review.imageKey, ImageSize.SMALL_PRODUCT) }] : [],
  }));
  return {
    product: { ...product, combinations: product.combinationsMini, reviewsSerialized },
    shop: { uuid: result.shop.uuid, activeAddToCart: result.shop.activeAddToCart },
  };
}

export function webCatalogRoutes(options: WebCatalogRouteOptions): RestRoute[] {
  const { reads, cache } = options;
  return [
    ...NAMED_LISTINGS.flatMap((listing) =>
      listingRoutes(options, `${listing.segment}/{kind}/:${listing.param}`, (req) =>
        namedScope(listing, req),
      ),
    ),
    ...listingRoutes(options, 'featured/{kind}', () => ({ featured: true })),
    ...listingRoutes(options, 'new/{kind}', () => ({ newArrivals: true })),
    route('get', '/web/public/api/product/:slug', BEARER, async (ctx, req, res) => {
      const ref = parseEntityRef('slug', param(req, 'slug'), 'Product');
      const shopUuid = shopOf(ctx);
      const { epoch } = await reads.pricingOf(ctx, shopUuid);
      const key = JSON.stringify(['product', shopUuid, ctx.locale, ref, epoch]);
      await cache.send(req, res, key, async () => ({
        body: legacyProductPage(await reads.productPage(ctx, shopUuid, ref), ctx),
      }));
    }),
    route(
      'get',
      '/web/api/product/cross_selling/:productUid/:brandUuid/:categoryUuid',
      BEARER,
      async (ctx, req, res) => {
        const query = {
          shopUuid: shopOf(ctx),
          productUuid: parseUuid('productUid', param(req, 'productUid')),
          brandUuid: parseUuid('brandUuid', param(req, 'brandUuid')),
          categoryUuid: parseUuid('categoryUuid', param(req, 'categoryUuid')),
        };
        const { epoch } = await reads.pricingOf(ctx, query.shopUuid);
        await cache.send(req, res, JSON.stringify(['cross', ctx.locale, query, epoch]), async () => {
          const result = await reads.crossSelling(ctx, query);
          const { pricing } = result;
          return {
            body: {
              relatedProducts: cards(result.related, ctx, pricing),
              productsFromSameBrand: cards(result.sameBrand, ctx, pricing),
              productsFromSameCategory: cards(result.sameCategory, ctx, pricing),
              newProducts: cards(result.newProducts, ctx, pricing),
            },
          };
        });
      },
    ),
  ];
}
