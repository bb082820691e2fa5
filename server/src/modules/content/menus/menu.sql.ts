/**
 * The menu editor's statements: a shop's menus with their items and each typed item's target (one
 * statement), the tree rows of one menu, and the writes. Placements (parent and position) of a move
 * are applied in one statement; the unique (menu, parent, position) is checked at commit, so rows
 * may pass through each other's positions on the way.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_MENU_CODES } from '@tijara/schema';
import { firstRow, rows } from '../content-sql';
import type { PartialTexts } from '../texts';
import type { CleanMenuItem } from './menu-rules';
import type { MenuTarget } from './menu-targets.sql';
import { itemTargetSql } from './menu-targets.sql';
import type { Placement, TreeRow } from './menu-tree';

export interface MenuItemRow {
  readonly id: number;
  readonly parentId: number | null;
  readonly position: number;
  readonly type: string;
  readonly targetId: number | null;
  readonly link: string | null;
  readonly label: PartialTexts | null;
  readonly openInNewTab: boolean;
  readonly active: boolean;
  readonly target: MenuTarget | null;
}

export interface MenuRow {
  readonly id: number;
  readonly code: string;
  readonly items: readonly MenuItemRow[];
}

export const MENU_ITEM_JSON = `json_build_object('id', i.id, 'parentId', i.parent_id, 'position', i.position, 'type', i.type,
  'targetId', i.target_id, 'link', i.link, 'label', i.label, 'openInNewTab', i.open_in_new_tab, 'active', i.active,
  'target', ${itemTargetSql('i', 'm.shop_uuid')})`;

const MENUS = `select m.id, m.code, coalesce((select json_agg(${MENU_ITEM_JSON} order by i.parent_id nulls first, i.position, i.id)
  from content_menu_item i where i.menu_id = m.id), '[]'::json) as items from content_menu m`;

/** The header and footer every shop has (created the first time its menus are read). */
export async function ensureDefaultMenus(em: EntityManager, shopUuid: string): Promise<void> {
  await em.execute(
    'insert into content_menu (shop_uuid, code) select ?::uuid, code from unnest(?::text[]) as codes(code) on conflict do nothing',
    [shopUuid, `{${DEFAULT_MENU_CODES.join(',')}}`],
  );
}

/** Header first, footer next, then the others by code. */
export function selectMenus(em: EntityManager, shopUuid: string): Promise<MenuRow[]> {
  return rows<MenuRow>(
    em,
    `${MENUS} where m.shop_uuid = ? order by m.code = 'header' desc, m.code = 'footer' desc, m.code`,
    [shopUuid],
  );
}

export async function selectMenu(em: EntityManager, menuId: number): Promise<MenuRow> {
  const menu = await firstRow<MenuRow>(em, `${MENUS} where m.id = ?`, [menuId]);
  if (!menu) throw new Error(`Menu ${menuId} vanished inside its own transaction`);
  return menu;
}

export function selectItemPlace(
  em: EntityManager,
  id: number,
): Promise<{ menuId: number; parentId: number | null } | null> {
  return firstRow(
    em,
    'select menu_id as "menuId", parent_id as "parentId" from content_menu_item where id = ?',
    [id],
  );
}

export function selectTreeRows(em: EntityManager, menuId: number): Promise<TreeRow[]> {
  return rows<TreeRow>(
    em,
    'select id, parent_id as "parentId", position from content_menu_item where menu_id = ? order by id',
    [menuId],
  );
}

export async function applyPlacements(em: EntityManager, placements: readonly Placement[]): Promise<void> {
  if (placements.length === 0) return;
  await em.execute(
    `update content_menu_item i set parent_id = v."parentId", position = v.position, updated_at = now()
      from jsonb_to_recordset(?::jsonb) as v(id int, "parentId" int, position int) where i.id = v.id`,
    [JSON.stringify(placements)],
  );
}

export async function insertMenuItem(
  em: EntityManager,
  place: { readonly menuId: number; readonly parentId: number | null; readonly position: number },
  item: CleanMenuItem,
): Promise<number> {
  const row = await firstRow<{ id: number }>(
    em,
    `insert into content_menu_item (menu_id, parent_id, position, type, target_id, link, label, open_in_new_tab, active)
      values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?) returning id`,
    [
      place.menuId,
      place.parentId,
      place.position,
      item.type,
      item.target?.id ?? null,
      item.link,
      JSON.stringify(item.label),
      item.openInNewTab,
      item.active,
    ],
  );
  return row?.id ?? 0;
}

export async function updateMenuItem(em: EntityManager, id: number, item: CleanMenuItem): Promise<void> {
  await em.execute(
    `update content_menu_item set type = ?, target_id = ?, link = ?, label = ?::jsonb, open_in_new_tab = ?, active = ?,
      updated_at = now() where id = ?`,
    [
      item.type,
      item.target?.id ?? null,
      item.link,
      JSON.stringify(item.label),
      item.openInNewTab,
      item.active,
      id,
    ],
  );
}

/** The item and, by the foreign key's cascade, everything under it. */
export async function deleteMenuItem(em: EntityManager, id: number): Promise<void> {
  await em.execute('delete from content_menu_item where id = ?', [id]);
}

export async function insertMenu(em: EntityManager, shopUuid: string, code: string): Promise<number> {
  const row = await firstRow<{ id: number }>(
    em,
    'insert into content_menu (shop_uuid, code) values (?, ?) returning id',
    [shopUuid, code],
  );
  return row?.id ?? 0;
}

export async function menuCodeTaken(em: EntityManager, shopUuid: string, code: string): Promise<boolean> {
  return (
    (await firstRow(em, 'select 1 from content_menu where shop_uuid = ? and code = ?', [shopUuid, code])) !==
    null
  );
}
