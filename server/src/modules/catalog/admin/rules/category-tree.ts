/**
 * The category tree stays a tree: a category cannot be moved under itself or under one of its own
 * descendants (the storefront's menus and breadcrumbs walk parents up to a root).
 */

/** Whether giving `categoryId` the parent `newParentId` would close a loop. */
export function createsCycle(
  categoryId: number,
  newParentId: number | null,
  parentOf: ReadonlyMap<number, number | null>,
): boolean {
  const visited = new Set<number>();
  for (let current = newParentId; current !== null; current = parentOf.get(current) ?? null) {
    if (current === categoryId) return true;
    // A loop already in the data (written around these rules) must not hang the check.
    if (visited.has(current)) return true;
    visited.add(current);
  }
  return false;
}
