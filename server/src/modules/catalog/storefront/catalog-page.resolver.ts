/** GraphQL face of the storefront's listing heads and menu, for the default shop (as `products`). */
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { ShopService } from '../../shop';
import { CatalogPage, CatalogPageKind, StorefrontMenu } from './catalog-page.results';
import type { CatalogPages } from './catalog-pages.service';

@Resolver()
export class CatalogPageResolver {
  constructor(
    private readonly pages: CatalogPages,
    private readonly shops: ShopService,
  ) {}

  @Public()
  @Query(() => CatalogPage, {
    nullable: true,
    description:
      'The head of a listing page; null when its slug names nothing active (or no running promotion).',
  })
  async catalogPage(
    @Ctx() ctx: RequestContext,
    @Arg('kind', () => CatalogPageKind) kind: CatalogPageKind,
    @Arg('slug', () => String) slug: string,
  ): Promise<CatalogPage | null> {
    return this.pages.page(ctx, await this.shops.defaultShopUuid(ctx), kind, slug);
  }

  @Public()
  @Query(() => StorefrontMenu, { description: 'The header menu: active categories and brands.' })
  async storefrontMenu(@Ctx() ctx: RequestContext): Promise<StorefrontMenu> {
    return this.pages.menu(ctx, await this.shops.defaultShopUuid(ctx));
  }
}
