/** GraphQL face of the blog: staff editing (CONTENT, in the shop) and the storefront's public reads. */
import { DEFAULT_PAGE_SIZE, Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Public, RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import type { ShopService } from '../../shop';
import type { BlogEditingService } from './blog-editing.service';
import type { BlogReads } from './blog-reads.service';
import { BlogCategoryInput, BlogPostInput } from './blog.inputs';
import {
  BlogCategoryDetail,
  BlogCategoryView,
  BlogPostDetail,
  BlogPostPage,
  BlogPostView,
} from './blog.results';

const FIELD_ERRORS =
  'Refusals are BAD_USER_INPUT with fieldErrors and extensions.messageKeys (content.*); nothing is written.';

@Resolver()
export class BlogResolver {
  constructor(
    private readonly editing: BlogEditingService,
    private readonly reads: BlogReads,
    private readonly shops: ShopService,
  ) {}

  @RequirePermission(Permission.CONTENT)
  @Query(() => [BlogCategoryDetail], { description: 'By position, then French name.' })
  blogCategories(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
  ): Promise<BlogCategoryDetail[]> {
    return this.editing.categories(ctx, shopUuid);
  }

  @RequirePermission(Permission.CONTENT)
  @Query(() => BlogPostPage, { description: 'Newest first; search in titles of every language.' })
  blogPosts(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
  ): Promise<BlogPostPage> {
    return this.editing.posts(ctx, shopUuid, { page, pageSize, search });
  }

  @RequirePermission(Permission.CONTENT)
  @Query(() => BlogPostDetail)
  blogPostDetail(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<BlogPostDetail> {
    return this.editing.postDetail(ctx, id);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => BlogCategoryDetail, { description: FIELD_ERRORS })
  saveBlogCategory(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => BlogCategoryInput) input: BlogCategoryInput,
  ): Promise<BlogCategoryDetail> {
    return this.editing.saveCategory(ctx, input);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => Boolean, { description: 'Its posts stay (without this category).' })
  deleteBlogCategory(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return this.editing.deleteCategory(ctx, id);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => BlogPostDetail, { description: FIELD_ERRORS })
  saveBlogPost(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => BlogPostInput) input: BlogPostInput,
  ): Promise<BlogPostDetail> {
    return this.editing.savePost(ctx, input);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => Boolean)
  deleteBlogPost(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<boolean> {
    return this.editing.deletePost(ctx, id);
  }

  @Public()
  @Query(() => BlogPostView, {
    nullable: true,
    description: 'A published post; null when unknown or unpublished.',
  })
  async blogPost(
    @Ctx() ctx: RequestContext,
    @Arg('slug', () => String) slug: string,
  ): Promise<BlogPostView | null> {
    return this.reads.post(ctx, await this.shops.defaultShopUuid(ctx), slug);
  }

  @Public()
  @Query(() => BlogCategoryView, {
    nullable: true,
    description: 'An active category with a page of its published posts; null when unknown or inactive.',
  })
  async blogCategory(
    @Ctx() ctx: RequestContext,
    @Arg('slug', () => String) slug: string,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: DEFAULT_PAGE_SIZE }) pageSize: number,
  ): Promise<BlogCategoryView | null> {
    return this.reads.category(ctx, await this.shops.defaultShopUuid(ctx), { slug, page, pageSize });
  }
}
