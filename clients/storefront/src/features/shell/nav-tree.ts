/**
 * The header's and footer's entries, whatever they come from: a menu staff composed (content
 * StorefrontMenuItem trees, three levels at most; an item without an address is a heading grouping
 * its children), or, while the header menu is empty, the shop's categories (top level, then their
 * children). One shape, so one component draws both.
 */
import type { NavItemFieldsFragment } from '../../__generated__/graphql';
import { paths } from '../../app/paths';
import { menuTree } from './menu-tree';
import type { MenuCategoryLike } from './menu-tree';

export interface NavNode {
  /** Unique in its menu: DOM ids and React keys are built from it. */
  readonly key: string;
  readonly label: string;
  /** A storefront path or a full address; null for a heading. */
  readonly href: string | null;
  readonly openInNewTab: boolean;
  readonly children: readonly NavNode[];
}

/** An item as the server answers it, its children to the depth the query asks. */
export interface NavItemTree extends NavItemFieldsFragment {
  readonly children?: readonly NavItemTree[];
}

export function navNodes(items: readonly NavItemTree[] | null | undefined): NavNode[] {
  return (items ?? []).map((item) => ({
    key: `m${item.id}`,
    label: item.label,
    href: item.href,
    openInNewTab: item.openInNewTab,
    children: navNodes(item.children),
  }));
}

export function categoryNodes(categories: readonly MenuCategoryLike[]): NavNode[] {
  const node = (category: MenuCategoryLike, children: NavNode[] = []): NavNode => ({
    key: `c${category.id}`,
    label: category.name,
    href: paths.category(category.slug),
    openInNewTab: false,
    children,
  });
  return menuTree(categories).map((entry) =>
    node(
      entry.category,
      entry.children.map((child) => node(child)),
    ),
  );
}

/** Whether `href` is one of the shop's own pages (a router move), not another site. */
export function isOwnPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
