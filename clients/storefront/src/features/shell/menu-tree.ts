/**
 * The categories menu from the flat list the server gives (active categories by position, each with
 * its parent's id): the top-level categories in order, each with its own children in order. A
 * category whose parent is not in the list (inactive parent) is shown at the top level, so it stays
 * reachable. Deeper levels are reached from their category's page, not from the menu.
 */
export interface MenuCategoryLike {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly parentId: number | null;
}

export interface MenuEntry<C extends MenuCategoryLike> {
  readonly category: C;
  readonly children: readonly C[];
}

export function menuTree<C extends MenuCategoryLike>(categories: readonly C[]): MenuEntry<C>[] {
  const ids = new Set(categories.map((category) => category.id));
  const isTop = (category: C) => category.parentId === null || !ids.has(category.parentId);
  return categories.filter(isTop).map((category) => ({
    category,
    children: categories.filter((child) => child.parentId === category.id),
  }));
}
