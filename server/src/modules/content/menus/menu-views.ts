/** Menu rows (menu.sql.ts) as the editor's GraphQL answers. */
import type { ContentMenuItemView, ContentMenuView } from './menu.results';
import type { MenuItemRow, MenuRow } from './menu.sql';

export function menuItemView(row: MenuItemRow): ContentMenuItemView {
  return {
    id: row.id,
    parentId: row.parentId,
    position: row.position,
    type: row.type,
    targetId: row.targetId,
    targetName: row.target?.names.fr ?? null,
    targetShown: row.targetId === null ? true : (row.target?.shown ?? false),
    link: row.link,
    label: { ...(row.label ?? {}) },
    openInNewTab: row.openInNewTab,
    active: row.active,
  };
}

export function menuView(row: MenuRow): ContentMenuView {
  return { id: row.id, code: row.code, items: row.items.map(menuItemView) };
}
