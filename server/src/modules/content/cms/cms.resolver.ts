/** GraphQL face of CMS pages: staff editing (CONTENT, in the shop) and the storefront's public read. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Public, RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { ShopService } from '../../shop';
import { CmsPageInput } from './cms.inputs';
import { CmsPageDetail, CmsPageSummary, CmsPageView } from './cms.results';
import type { CmsService } from './cms.service';

@Resolver()
export class CmsResolver {
  constructor(
    private readonly cms: CmsService,
    private readonly shops: ShopService,
  ) {}

  @RequirePermission(Permission.CONTENT)
  @Query(() => [CmsPageSummary], { description: 'The shop’s CMS pages by French title.' })
  cmsPages(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
  ): Promise<CmsPageSummary[]> {
    return this.cms.list(ctx, shopUuid);
  }

  @RequirePermission(Permission.CONTENT)
  @Query(() => CmsPageDetail)
  cmsPageDetail(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<CmsPageDetail> {
    return this.cms.detail(ctx, id);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => CmsPageDetail, {
    description:
      'Refusals are BAD_USER_INPUT with fieldErrors and extensions.messageKeys; nothing is written.',
  })
  saveCmsPage(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CmsPageInput) input: CmsPageInput,
  ): Promise<CmsPageDetail> {
    return this.cms.save(ctx, input);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => Boolean, {
    description: 'Menu items naming it are skipped by the storefront from then on.',
  })
  deleteCmsPage(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return this.cms.remove(ctx, id);
  }

  @Public()
  @Query(() => CmsPageView, {
    nullable: true,
    description: 'A published CMS page; null when unknown or unpublished.',
  })
  async cmsPage(
    @Ctx() ctx: RequestContext,
    @Arg('slug', () => String) slug: string,
  ): Promise<CmsPageView | null> {
    return this.cms.view(ctx, await this.shops.defaultShopUuid(ctx), slug);
  }
}
