/**
 * GraphQL face of the storefront's content reads, for the installation's default shop (as the
 * catalogue's `products`). The menu is `storefrontMenuItems(code)`: `storefrontMenu` already names
 * the catalogue's category and brand menu.
 */
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Public } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { ShopService } from '../../shop';
import { StorefrontMenuItem, StorefrontPage } from './storefront-content.results';
import type { StorefrontContent } from './storefront-content.service';

@Resolver()
export class StorefrontContentResolver {
  constructor(
    private readonly content: StorefrontContent,
    private readonly shops: ShopService,
  ) {}

  @Public()
  @Query(() => StorefrontPage, {
    nullable: true,
    description:
      'A published page (the home when slug is null) with its visible blocks; null when there is none.',
  })
  async storefrontPage(
    @Ctx() ctx: RequestContext,
    @Arg('slug', () => String, { nullable: true }) slug: string | null,
  ): Promise<StorefrontPage | null> {
    return this.content.page(ctx, await this.shops.defaultShopUuid(ctx), slug ?? null);
  }

  @Public()
  @Query(() => [StorefrontMenuItem], {
    description:
      'A content menu (header, footer...) as a tree of its active items whose targets are shown; [] for an unknown code.',
  })
  async storefrontMenuItems(
    @Ctx() ctx: RequestContext,
    @Arg('code', () => String) code: string,
  ): Promise<StorefrontMenuItem[]> {
    return this.content.menu(ctx, await this.shops.defaultShopUuid(ctx), code);
  }
}
