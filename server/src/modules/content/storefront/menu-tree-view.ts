/**
 * A menu's active items as the storefront's tree: a typed item whose target the shop does not show
 * now (inactive, unpublished, deleted) is left out with everything under it; labels in the request's
 * language, else the target's name.
 */
import type { Locale } from '@tijara/schema';
import type { MenuItemRow } from '../menus/menu.sql';
import { textIn } from '../texts';
import { menuHref } from './menu-href';
import type { StorefrontMenuItem } from './storefront-content.results';

function itemOf(row: MenuItemRow, locale: Locale): StorefrontMenuItem | null {
  if (row.targetId !== null && !row.target?.shown) return null;
  const label = textIn(row.label, locale) ?? textIn(row.target?.names, locale);
  if (label === null) return null;
  return {
    id: row.id,
    label,
    type: row.type,
    href: menuHref(row.type, row.target, row.link),
    openInNewTab: row.openInNewTab,
    children: [],
  };
}

/** `rows`: the menu's active items, by position among their siblings. */
export function menuTree(rows: readonly MenuItemRow[], locale: Locale): StorefrontMenuItem[] {
  const byParent = new Map<number | null, MenuItemRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null, depth: number): StorefrontMenuItem[] =>
    (byParent.get(parentId) ?? []).flatMap((row) => {
      const item = itemOf(row, locale);
      // The depth bound only guards against a loop in stored data.
      return item ? [{ ...item, children: depth < rows.length ? build(row.id, depth + 1) : [] }] : [];
    });
  return build(null, 0);
}
