/**
 * Staff editing of a shop's menus (CONTENT, in the shop): the menus with their items, a new menu, an
 * item saved (its type decides what it needs; a typed target must be shown by the shop), moved
 * (under another parent of the same menu, at most 3 levels) or deleted with its children. Every
 * structural write takes the menu's row lock first, so two moves of one menu take turns and each
 * sees the other's result: positions stay 0..n-1 among siblings whatever the interleaving.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContentMessageKey, MENU_CODE_PATTERN, MENU_MAX_DEPTH } from '@tijara/schema';
import { NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import type { CatalogueChanges } from '../../catalog';
import { contentShop, ownedRowShop } from '../content-access';
import { ContentProblems } from '../content-problems';
import { writeContent } from '../content-write';
import { checkMenuItem } from './menu-rules';
import type { CleanMenuItem } from './menu-rules';
import type { MenuItemInput } from './menu.inputs';
import type { ContentMenuItemView, ContentMenuView } from './menu.results';
import {
  applyPlacements,
  deleteMenuItem,
  ensureDefaultMenus,
  insertMenu,
  insertMenuItem,
  menuCodeTaken,
  selectItemPlace,
  selectMenu,
  selectMenus,
  selectTreeRows,
  updateMenuItem,
} from './menu.sql';
import { selectMenuTarget } from './menu-targets.sql';
import { depthOf, heightOf, isWithin, placementsOfMove, placementsOfRemoval, siblingIds } from './menu-tree';
import type { TreeRow } from './menu-tree';
import { menuItemView, menuView } from './menu-views';

export interface MenuMove {
  readonly id: number;
  readonly parentId: number | null;
  readonly position: number;
}

/** The item's menu, locked, once the actor may act in its shop; NOT_FOUND for an unknown item. */
async function lockedMenuOfItem(ctx: RequestContext, em: EntityManager, id: number) {
  const place = Number.isSafeInteger(id) ? await selectItemPlace(em, id) : null;
  if (!place) throw new NotFoundError('Menu item', id);
  const shopUuid = await ownedRowShop(ctx, em, 'content_menu', place.menuId, true);
  const rows = await selectTreeRows(em, place.menuId);
  if (!rows.some((row) => row.id === id)) throw new NotFoundError('Menu item', id);
  return { menuId: place.menuId, shopUuid, rows };
}

async function checkTarget(
  em: EntityManager,
  shopUuid: string,
  item: CleanMenuItem,
  problems: ContentProblems,
): Promise<void> {
  if (!item.target || problems.has('targetId')) return;
  const target = await selectMenuTarget(em, shopUuid, item.target.type, item.target.id);
  if (!target?.shown) problems.add('targetId', ContentMessageKey.TARGET_UNKNOWN);
}

/** An update names the item's menu and parent or none: moving is moveMenuItem's (it renumbers siblings). */
function checkStaysInPlace(
  input: MenuItemInput,
  place: { readonly menuId: number; readonly parentId: number | null },
  problems: ContentProblems,
): void {
  const moves = 'cannot change here: moveMenuItem moves an item';
  if (input.menuId !== undefined && input.menuId !== null && input.menuId !== place.menuId) {
    problems.add('menuId', ContentMessageKey.INVALID_INPUT, moves);
  }
  if (input.parentId !== undefined && input.parentId !== place.parentId) {
    problems.add('parentId', ContentMessageKey.MENU_PARENT_INVALID, moves);
  }
}

function checkParent(rows: readonly TreeRow[], parentId: number | null, problems: ContentProblems): void {
  if (parentId === null) return;
  if (!rows.some((row) => row.id === parentId))
    problems.add('parentId', ContentMessageKey.MENU_PARENT_INVALID);
  else if (depthOf(rows, parentId) + 1 > MENU_MAX_DEPTH)
    problems.add('parentId', ContentMessageKey.MENU_TOO_DEEP);
}

export class MenuService {
  constructor(private readonly catalogue: CatalogueChanges) {}

  async menus(ctx: RequestContext, shopUuid: string): Promise<ContentMenuView[]> {
    const shop = await contentShop(ctx, ctx.em, shopUuid);
    await ensureDefaultMenus(ctx.em, shop);
    return (await selectMenus(ctx.em, shop)).map(menuView);
  }

  async createMenu(ctx: RequestContext, shopUuid: string, code: string): Promise<ContentMenuView> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const shop = await contentShop(ctx, em, shopUuid);
      const problems = new ContentProblems();
      const clean = code.trim();
      if (!MENU_CODE_PATTERN.test(clean)) problems.add('code', ContentMessageKey.MENU_CODE_INVALID);
      else if (await menuCodeTaken(em, shop, clean)) problems.add('code', ContentMessageKey.MENU_CODE_TAKEN);
      problems.assertNone();
      return menuView(await selectMenu(em, await insertMenu(em, shop, clean)));
    });
  }

  async saveItem(ctx: RequestContext, input: MenuItemInput): Promise<ContentMenuItemView> {
    const problems = new ContentProblems();
    return writeContent(ctx, this.catalogue, async (em) => {
      const id = input.id ?? null;
      const { menuId, shopUuid, rows, parentId } =
        id === null ? await this.lockedMenuForNew(ctx, em, input, problems) : await this.placeOf(ctx, em, id);
      const item = checkMenuItem(problems, input);
      if (id === null) checkParent(rows, parentId, problems);
      else checkStaysInPlace(input, { menuId, parentId }, problems);
      if (item) await checkTarget(em, shopUuid, item, problems);
      problems.assertNone();
      if (!item) throw new Error('A menu item without problems was not cleaned');
      const saved =
        id ??
        (await insertMenuItem(em, { menuId, parentId, position: siblingIds(rows, parentId).length }, item));
      if (id !== null) await updateMenuItem(em, id, item);
      const menu = await selectMenu(em, menuId);
      const row = menu.items.find((candidate) => candidate.id === saved);
      if (!row) throw new NotFoundError('Menu item', saved);
      return menuItemView(row);
    });
  }

  async moveItem(ctx: RequestContext, move: MenuMove): Promise<ContentMenuView> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const { menuId, rows } = await lockedMenuOfItem(ctx, em, move.id);
      const problems = new ContentProblems();
      if (!Number.isSafeInteger(move.position) || move.position < 0) {
        problems.add('position', ContentMessageKey.POSITION_INVALID);
      }
      const { parentId } = move;
      if (
        parentId !== null &&
        (!rows.some((row) => row.id === parentId) || isWithin(rows, parentId, move.id))
      ) {
        problems.add('parentId', ContentMessageKey.MENU_PARENT_INVALID);
      } else if (
        (parentId === null ? 0 : depthOf(rows, parentId)) + heightOf(rows, move.id) >
        MENU_MAX_DEPTH
      ) {
        problems.add('parentId', ContentMessageKey.MENU_TOO_DEEP);
      }
      problems.assertNone();
      await applyPlacements(em, placementsOfMove(rows, move));
      return menuView(await selectMenu(em, menuId));
    });
  }

  async deleteItem(ctx: RequestContext, id: number): Promise<ContentMenuView> {
    return writeContent(ctx, this.catalogue, async (em) => {
      const { menuId, rows } = await lockedMenuOfItem(ctx, em, id);
      const placements = placementsOfRemoval(rows, id);
      await deleteMenuItem(em, id);
      await applyPlacements(em, placements);
      return menuView(await selectMenu(em, menuId));
    });
  }

  private async lockedMenuForNew(
    ctx: RequestContext,
    em: EntityManager,
    input: MenuItemInput,
    problems: ContentProblems,
  ) {
    const menuId = input.menuId ?? null;
    if (menuId === null) {
      problems.add('menuId', ContentMessageKey.TARGET_REQUIRED);
      problems.assertNone();
    }
    const id = menuId ?? 0;
    const shopUuid = await ownedRowShop(ctx, em, 'content_menu', id, true);
    return { menuId: id, shopUuid, rows: await selectTreeRows(em, id), parentId: input.parentId ?? null };
  }

  private async placeOf(ctx: RequestContext, em: EntityManager, id: number) {
    const { menuId, shopUuid, rows } = await lockedMenuOfItem(ctx, em, id);
    const parentId = rows.find((row) => row.id === id)?.parentId ?? null;
    return { menuId, shopUuid, rows, parentId };
  }
}
