/**
 * GraphQL face of the public catalogue reads. The shop is the installation's default shop (the one
 * `shop` answers) until shop selection arrives; the storefront's REST calls name theirs by token.
 */
import { DEFAULT_PAGE_SIZE } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { Public } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { ShopService } from '../../shop';
import { packView, productCardView, reviewView } from './card-view';
import type { CardShaping } from './card-view';
import type { ProductCardRow } from './card-row';
import type { ShopCardPricing } from './card-pricing';
import { ProductCard } from './card.results';
import { productSeo, productTexts } from './card-text';
import { filterDataView } from './filter-data-view';
import { parseEntityRef, parseUuid } from './entity-ref';
import { filterOf, listingRequestOf, ProductFilter, ProductSort, scopeOfFilter } from './storefront.inputs';
import { CrossSelling, FilterData, ProductDetail, ProductPage } from './storefront.results';
import type { StorefrontReads } from './storefront-reads.service';

@Resolver(() => ProductCard)
export class StorefrontResolver {
  constructor(
    private readonly reads: StorefrontReads,
    private readonly shops: ShopService,
  ) {}

  /** How the cards of one answer are shaped: its pricing and the stock of those cards, read now. */
  private async shaping(
    ctx: RequestContext,
    shopUuid: string,
    cards: readonly ProductCardRow[],
    pricing: ShopCardPricing,
  ): Promise<CardShaping> {
    const stock = await this.reads.stockOf(ctx, shopUuid, cards);
    return { locale: ctx.locale, now: ctx.now, pricing, stock };
  }

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
    const shaping = await this.shaping(ctx, shopUuid, result.cards, result.pricing);
    return {
      items: result.cards.map((card) => productCardView(card, shaping)),
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
    const shopUuid = await this.shops.defaultShopUuid(ctx);
    const { facets, counts } = await this.reads.filterData(ctx, shopUuid, scope, filterOf(filter));
    return filterDataView(facets, counts, ctx.locale);
  }

  @Public()
  @Query(() => ProductDetail, { description: 'The product page: by slug (an id or uuid also works).' })
  async productPage(
    @Ctx() ctx: RequestContext,
    @Arg('slug', () => String) slug: string,
  ): Promise<ProductDetail> {
    const ref = parseEntityRef('slug', slug, 'Product');
    const shopUuid = await this.shops.defaultShopUuid(ctx);
    const result = await this.reads.productPage(ctx, shopUuid, ref);
    const shaping = await this.shaping(ctx, shopUuid, [result.card], result.pricing);
    const texts = productTexts(result.card, ctx.locale);
    const seo = productSeo(result.card, ctx.locale);
    return {
      product: productCardView(result.card, shaping),
      shortDescription: texts.shortDescription,
      longDescription: texts.longDescription,
      seoTitle: seo.title,
      seoDescription: seo.description,
      pack: packView(result.card, ctx.locale, shaping.stock),
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
    const all = [...result.related, ...result.sameBrand, ...result.sameCategory, ...result.newProducts];
    const shaping = await this.shaping(ctx, shopUuid, all, result.pricing);
    const view = (cards: typeof result.related) => cards.map((card) => productCardView(card, shaping));
    return {
      related: view(result.related),
      sameBrand: view(result.sameBrand),
      sameCategory: view(result.sameCategory),
      newProducts: view(result.newProducts),
    };
  }
}
