/**
 * A menu's items (flat rows: parent and position among siblings, from 0) as the editor draws and
 * moves them: the tree in reading order with each item's depth, where each keyboard move (up, down,
 * in, out) and each drop of a drag puts an item, and the menu a move leaves (the optimistic answer).
 * Moves are told as the server takes them: the new parent and the position among the new siblings
 * without the moved item. Depth 0 is a root item; MENU_MAX_DEPTH levels in all.
 */
import { MENU_MAX_DEPTH } from '@tijara/schema';

export interface TreeItem {
  readonly id: number;
  readonly parentId: number | null;
  readonly position: number;
}

export interface FlatItem<T extends TreeItem = TreeItem> {
  readonly item: T;
  /** 0 for a root item. */
  readonly depth: number;
  /** Its place among its siblings (0 first) and how many they are. */
  readonly index: number;
  readonly siblingCount: number;
  /** Levels of its subtree: 1 without children. */
  readonly height: number;
}

export interface Placement {
  readonly parentId: number | null;
  readonly position: number;
}

export type KeyboardMove = 'up' | 'down' | 'in' | 'out';

function childrenOf<T extends TreeItem>(items: readonly T[], parentId: number | null): T[] {
  return items
    .filter((item) => item.parentId === parentId)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The items in reading order (each parent before its children). An item whose parent is missing is left out. */
export function flattenTree<T extends TreeItem>(items: readonly T[]): FlatItem<T>[] {
  const flat: FlatItem<T>[] = [];
  const visit = (parentId: number | null, depth: number): number => {
    const children = childrenOf(items, parentId);
    let height = 0;
    children.forEach((item, index) => {
      const at = flat.length;
      flat.push({ item, depth, index, siblingCount: children.length, height: 1 });
      // A loop in the data cannot recurse forever: the depth bounds it.
      const below = depth < items.length ? visit(item.id, depth + 1) : 0;
      flat[at] = { item, depth, index, siblingCount: children.length, height: below + 1 };
      height = Math.max(height, below + 1);
    });
    return height;
  };
  visit(null, 0);
  return flat;
}

/** Whether an item whose subtree has `height` levels fits under a parent at `parentDepth` (-1: the root). */
function fits(parentDepth: number, height: number): boolean {
  return parentDepth + 1 + height <= MENU_MAX_DEPTH;
}

/** Where a keyboard move puts the item; null when it cannot go that way. */
export function keyboardPlacement(
  flat: readonly FlatItem[],
  id: number,
  move: KeyboardMove,
): Placement | null {
  const at = flat.findIndex((entry) => entry.item.id === id);
  const entry = flat[at];
  if (!entry) return null;
  const { item, index, siblingCount, depth, height } = entry;
  switch (move) {
    case 'up':
      return index > 0 ? { parentId: item.parentId, position: index - 1 } : null;
    case 'down':
      return index < siblingCount - 1 ? { parentId: item.parentId, position: index + 1 } : null;
    case 'in': {
      // Under the sibling just above, as its last child.
      const previous = flat
        .slice(0, at)
        .reverse()
        .find((other) => other.depth === depth && other.item.parentId === item.parentId);
      if (index === 0 || !previous || !fits(depth, height)) return null;
      const position = flat.filter((other) => other.item.parentId === previous.item.id).length;
      return { parentId: previous.item.id, position };
    }
    case 'out': {
      // Just after its parent, among the parent's siblings.
      const parent = flat.find((other) => other.item.id === item.parentId);
      return parent ? { parentId: parent.item.parentId, position: parent.index + 1 } : null;
    }
  }
}

/** The moves the keyboard offers an item now (a button each, disabled when null). */
export function keyboardMoves(flat: readonly FlatItem[], id: number): Record<KeyboardMove, Placement | null> {
  return {
    up: keyboardPlacement(flat, id, 'up'),
    down: keyboardPlacement(flat, id, 'down'),
    in: keyboardPlacement(flat, id, 'in'),
    out: keyboardPlacement(flat, id, 'out'),
  };
}

/**
 * The items after moving `id` under `parentId` at `position` (clamped to the end), every sibling
 * list renumbered from 0, as the server answers: the optimistic menu.
 */
export function applyMove<T extends TreeItem>(items: readonly T[], id: number, placement: Placement): T[] {
  const moved = items.find((item) => item.id === id);
  if (!moved) return [...items];
  const oldSiblings = childrenOf(items, moved.parentId).filter((item) => item.id !== id);
  const newSiblings = childrenOf(items, placement.parentId).filter((item) => item.id !== id);
  const position = Math.min(Math.max(placement.position, 0), newSiblings.length);
  newSiblings.splice(position, 0, moved);
  const placed = new Map<number, Placement>();
  oldSiblings.forEach((item, index) => placed.set(item.id, { parentId: moved.parentId, position: index }));
  newSiblings.forEach((item, index) =>
    placed.set(item.id, { parentId: placement.parentId, position: index }),
  );
  return items.map((item) => {
    const next = placed.get(item.id);
    return next && (next.parentId !== item.parentId || next.position !== item.position)
      ? { ...item, ...next }
      : item;
  });
}

/** Whether `id` lies under `ancestor` (or is it). */
function isWithin(flat: readonly FlatItem[], id: number, ancestor: number): boolean {
  const parentOf = new Map(flat.map((entry) => [entry.item.id, entry.item.parentId]));
  for (let current: number | null | undefined = id, steps = 0; current != null; steps++) {
    if (current === ancestor) return true;
    if (steps > flat.length) return false;
    current = parentOf.get(current);
  }
  return false;
}

/**
 * Where a drag drops `activeId`: at the row `overId` in the list without the dragged subtree, one
 * level deeper or shallower per `levelShift` (the pointer's sideways travel in indents, positive
 * towards the end of the line), within what the rows around allow and the depth limit. Null when
 * nothing moves.
 */
export function dropPlacement(
  flat: readonly FlatItem[],
  activeId: number,
  overId: number,
  levelShift: number,
): Placement | null {
  const active = flat.find((entry) => entry.item.id === activeId);
  if (!active) return null;
  const rest = flat.filter((entry) => !isWithin(flat, entry.item.id, activeId) || entry.item.id === activeId);
  const from = rest.findIndex((entry) => entry.item.id === activeId);
  const to = rest.findIndex((entry) => entry.item.id === overId);
  if (to < 0) return null;
  const order = [...rest];
  order.splice(to, 0, ...order.splice(from, 1));
  const previous = order[to - 1];
  const next = order[to + 1];
  const wanted = active.depth + levelShift;
  const deepest = Math.min(previous ? previous.depth + 1 : 0, MENU_MAX_DEPTH - active.height);
  const shallowest = next && next.depth <= deepest ? next.depth : 0;
  const depth = Math.max(shallowest, Math.min(wanted, deepest));
  const parentId = parentAtDepth(order.slice(0, to), depth);
  if (parentId === undefined) return null;
  const position = order.slice(0, to).filter((entry) => entry.item.parentId === parentId).length;
  if (parentId === active.item.parentId && position === active.index) return null;
  return { parentId, position };
}

/** The parent an item at `depth` gets after the rows `above` (the nearest one a level up); undefined: none fits. */
function parentAtDepth(above: readonly FlatItem[], depth: number): number | null | undefined {
  if (depth === 0) return null;
  for (let at = above.length - 1; at >= 0; at--) {
    const entry = above[at];
    if (entry && entry.depth === depth - 1) return entry.item.id;
    if (entry && entry.depth < depth - 1) return undefined;
  }
  return undefined;
}
