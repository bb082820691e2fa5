/** GraphQL face of the page and block editor (CONTENT, in the shop): thin, the services decide. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { BlockService } from './block.service';
import { ContentBlockInput, ContentPageInput } from './page.inputs';
import { ContentBlockView, ContentPageDetail, ContentPageView } from './page.results';
import type { PageService } from './page.service';

const FIELD_ERRORS =
  'Refusals are BAD_USER_INPUT with fieldErrors and extensions.messageKeys (content.*); nothing is written.';

@Resolver()
export class PageResolver {
  constructor(
    private readonly pages: PageService,
    private readonly blocks: BlockService,
  ) {}

  @RequirePermission(Permission.CONTENT)
  @Query(() => [ContentPageView], {
    description: 'The home first (always there), then landing pages by title.',
  })
  contentPages(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
  ): Promise<ContentPageView[]> {
    return this.pages.pages(ctx, shopUuid);
  }

  @RequirePermission(Permission.CONTENT)
  @Query(() => ContentPageDetail)
  contentPage(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<ContentPageDetail> {
    return this.pages.page(ctx, id);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => ContentPageView, { description: FIELD_ERRORS })
  saveContentPage(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ContentPageInput) input: ContentPageInput,
  ): Promise<ContentPageView> {
    return this.pages.savePage(ctx, input);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => Boolean, { description: 'A landing page and its blocks; the home is refused (id).' })
  deleteContentPage(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return this.pages.deletePage(ctx, id);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => ContentBlockView, { description: FIELD_ERRORS })
  saveContentBlock(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ContentBlockInput) input: ContentBlockInput,
  ): Promise<ContentBlockView> {
    return this.blocks.saveBlock(ctx, input);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => ContentPageDetail, { description: 'Answers the page, its blocks renumbered.' })
  deleteContentBlock(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
  ): Promise<ContentPageDetail> {
    return this.blocks.deleteBlock(ctx, id);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => ContentPageDetail, {
    description: 'Puts the block at position (from 0, clamped to the last); answers the page.',
  })
  moveContentBlock(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('position', () => Int) position: number,
  ): Promise<ContentPageDetail> {
    return this.blocks.moveBlock(ctx, id, position);
  }
}
