/** GraphQL face of the menu editor (CONTENT, in the shop): thin, the service decides. */
import { Permission } from '@tijara/schema';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../../core/guards';
import type { RequestContext } from '../../../core/request-context';
import { MenuItemInput } from './menu.inputs';
import { ContentMenuItemView, ContentMenuView } from './menu.results';
import type { MenuService } from './menu.service';

const FIELD_ERRORS =
  'Refusals are BAD_USER_INPUT with fieldErrors and extensions.messageKeys (content.*); nothing is written.';

@Resolver()
export class MenuResolver {
  constructor(private readonly menus: MenuService) {}

  @RequirePermission(Permission.CONTENT)
  @Query(() => [ContentMenuView], { description: 'The shop’s menus (header and footer always), items flat.' })
  contentMenus(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
  ): Promise<ContentMenuView[]> {
    return this.menus.menus(ctx, shopUuid);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => ContentMenuView, {
    description: `A new menu, its code [a-z0-9-]{1,40} unique in the shop. ${FIELD_ERRORS}`,
  })
  createMenu(
    @Ctx() ctx: RequestContext,
    @Arg('shopUuid', () => ID) shopUuid: string,
    @Arg('code', () => String) code: string,
  ): Promise<ContentMenuView> {
    return this.menus.createMenu(ctx, shopUuid, code);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => ContentMenuItemView, { description: FIELD_ERRORS })
  saveMenuItem(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => MenuItemInput) input: MenuItemInput,
  ): Promise<ContentMenuItemView> {
    return this.menus.saveItem(ctx, input);
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => ContentMenuView, {
    description: `Moves an item (with its children) under parentId (null: the root) at position (clamped to the end); siblings are renumbered. ${FIELD_ERRORS}`,
  })
  moveMenuItem(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int) id: number,
    @Arg('parentId', () => Int, { nullable: true }) parentId: number | null,
    @Arg('position', () => Int) position: number,
  ): Promise<ContentMenuView> {
    return this.menus.moveItem(ctx, { id, parentId: parentId ?? null, position });
  }

  @RequirePermission(Permission.CONTENT)
  @Mutation(() => ContentMenuView, { description: 'Deletes the item and its children; answers the menu.' })
  deleteMenuItem(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number): Promise<ContentMenuView> {
    return this.menus.deleteItem(ctx, id);
  }
}
