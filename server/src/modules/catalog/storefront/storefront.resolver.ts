/**
 * GraphQL face of the public catalogue reads. The shop is the installation's default shop (the one
 * `shop` answers) until shop selection arrives; the storefront's REST calls name theirs by token.
 */
import { DEFAULT_PAGE_SIZE } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { Public } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { ShopService } from '../../shop';
import { productCardView, filterDataView, packView, reviewView } from './card-view';
import { ProductCard } from './card.results';
import { productTexts } from './card-text';
import { parseEntityRef, parseUuid } from './entity-ref';
import { listingRequestOf, ProductFilter, ProductSort, scopeOfFilter } from './storefront.inputs';
import { CrossSelling, FilterData, ProductDetail, ProductPage } from './storefront.results';
import type { StorefrontReads } from './storefront-reads.service';

@Resolver(() => ProductCard)
export class StorefrontResolver {
  constructor(
    private readonly reads: StorefrontReads,
    private readonly shops: ShopService,
  ) {}

  @Public()
  @Query(() => ProductPage, { description: 'Published products of the shop, filtered, sorted and paged.' })
  async products(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ProductFilter, { nullable: true }) filter: ProductFilter | null,
    @Arg('sort', () => ProductSort, { defaultValue: ProductSort.DEFAULT }) sort: ProductSort,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) pageSize: number,
  ): Promise<ProductPage> {
    const request = listingRequestOf({ filter, sort, page, pageSize });
    const shopUuid = await this.shops.defaultShopUuid(ctx);
    const result = await this.reads.listing(ctx, shopUuid, request);
    return {
      items: result.cards.map((card) => productCardView(card, ctx.locale, result.pricing)),
      totalCount: result.totalCount,
      page,
      pageSize,
    };
  }

  @Public()
  @Query(() => FilterData, { description: 'What the listing the filter scopes can be narrowed by.' })
  async productFilters(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => ProductFilter, { nullable: true }) filter: ProductFilter | null,
  ): Promise<FilterData> {
    const scope = scopeOfFilter(filter);
    const facets = await this.reads.facets(ctx, await this.shops.defaultShopUuid(ctx), scope);
    return filterDataView(facets, ctx.locale);
  }

  @Public()
  @Query(() => ProductDetail, { description: 'The product page: by slug (an id or uuid also works).' })
  async productPage(
    @Ctx() ctx: RequestContext,
    @Arg('slug', () => String) slug: string,
  ): Promise<ProductDetail> {
    const ref = parseEntityRef('slug', slug, 'Product');
    const result = await this.reads.productPage(ctx, await this.shops.defaultShopUuid(ctx), ref);
    const texts = productTexts(result.card, ctx.locale);
    return {
      product: productCardView(result.card, ctx.locale, result.pricing),
      shortDescription: texts.shortDescription,
      longDescription: texts.longDescription,
      pack: packView(result.card, ctx.locale),
      reviews: result.reviews.map(reviewView),
      shop: result.shop,
    };
  }

  @Public()
  @Query(() => CrossSelling, { description: 'Products to show beside a product (8 per group at most).' })
  async crossSelling(
    @Ctx() ctx: RequestContext,
    @Arg('productUuid', () => ID) productUuid: string,
  ): Promise<CrossSelling> {
    const shopUuid = await this.shops.defaultShopUuid(ctx);
    const query = {
      shopUuid,
      productUuid: parseUuid('productUuid', productUuid),
      brandUuid: null,
      categoryUuid: null,
    };
    const result = await this.reads.crossSelling(ctx, query);
    const view = (cards: typeof result.related) =>
      cards.map((card) => productCardView(card, ctx.locale, result.pricing));
    return {
      related: view(result.related),
      sameBrand: view(result.sameBrand),
      sameCategory: view(result.sameCategory),
      newProducts: view(result.newProducts),
    };
  }
}
