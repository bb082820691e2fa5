/**
 * A menu's tree as its rows (id, parent, position among siblings from 0): depth and height, the
 * subtree check a move needs, and the placements a move or a removal leaves, closing the gap in the
 * old sibling list and opening one in the new. Pure: the service applies the placements in one
 * statement under the menu's row lock.
 */
export interface TreeRow {
  readonly id: number;
  readonly parentId: number | null;
  readonly position: number;
}

export interface Placement {
  readonly id: number;
  readonly parentId: number | null;
  readonly position: number;
}

function parentOf(rows: readonly TreeRow[], id: number): number | null | undefined {
  return rows.find((row) => row.id === id)?.parentId;
}

/** 1 for a root item, 2 for its child... (a loop in stored data stops the walk). */
export function depthOf(rows: readonly TreeRow[], id: number): number {
  let depth = 1;
  for (
    let parent = parentOf(rows, id);
    parent != null && depth <= rows.length;
    parent = parentOf(rows, parent)
  ) {
    depth += 1;
  }
  return depth;
}

/** Levels of the subtree rooted at `id`: 1 for an item without children. */
export function heightOf(rows: readonly TreeRow[], id: number, guard = rows.length): number {
  const children = rows.filter((row) => row.parentId === id);
  if (children.length === 0 || guard <= 0) return 1;
  return 1 + Math.max(...children.map((child) => heightOf(rows, child.id, guard - 1)));
}

/** Whether `id` is `ancestor` or lies under it. */
export function isWithin(rows: readonly TreeRow[], id: number, ancestor: number): boolean {
  let current: number | null | undefined = id;
  for (let steps = 0; current != null && steps <= rows.length; steps++) {
    if (current === ancestor) return true;
    current = parentOf(rows, current);
  }
  return false;
}

/** The ids under `parentId`, in position order. */
export function siblingIds(rows: readonly TreeRow[], parentId: number | null, except?: number): number[] {
  return rows
    .filter((row) => row.parentId === parentId && row.id !== except)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((row) => row.id);
}

function numbered(ids: readonly number[], parentId: number | null): Placement[] {
  return ids.map((id, position) => ({ id, parentId, position }));
}

/** Rows whose placement differs from what they have now. */
function changed(rows: readonly TreeRow[], placements: readonly Placement[]): Placement[] {
  return placements.filter((placement) => {
    const row = rows.find((candidate) => candidate.id === placement.id);
    return !row || row.parentId !== placement.parentId || row.position !== placement.position;
  });
}

/**
 * Every placement a move of `id` under `parentId` at `position` changes (the position is clamped to
 * the end of the new sibling list); the old siblings close up behind it.
 */
export function placementsOfMove(
  rows: readonly TreeRow[],
  move: { readonly id: number; readonly parentId: number | null; readonly position: number },
): Placement[] {
  const moving = rows.find((row) => row.id === move.id);
  if (!moving) return [];
  const target = siblingIds(rows, move.parentId, move.id);
  target.splice(Math.min(Math.max(move.position, 0), target.length), 0, move.id);
  const placements = numbered(target, move.parentId);
  if (moving.parentId !== move.parentId) {
    placements.push(...numbered(siblingIds(rows, moving.parentId, move.id), moving.parentId));
  }
  return changed(rows, placements);
}

/** The placements closing the gap `id` leaves among its siblings when it goes (with its subtree). */
export function placementsOfRemoval(rows: readonly TreeRow[], id: number): Placement[] {
  const removed = rows.find((row) => row.id === id);
  if (!removed) return [];
  return changed(rows, numbered(siblingIds(rows, removed.parentId, id), removed.parentId));
}
