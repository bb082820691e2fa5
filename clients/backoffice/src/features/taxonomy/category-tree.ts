/**
 * The category tree from the server's flat list (each category names its parent): nodes in display
 * order (position, then id) at every level, the parents a category may move under (never itself or
 * one of its sub-categories: the server refuses a loop), and the part of the tree a filter keeps.
 * A category whose parent is not in the list (deleted meanwhile) is shown at the top level rather
 * than lost.
 */
import type { TaxonomyCategoryFragment } from '../../__generated__/taxonomy/graphql';
import { byPosition } from './labels';

export type Category = TaxonomyCategoryFragment;

export interface CategoryNode {
  readonly category: Category;
  readonly children: readonly CategoryNode[];
}

export function buildTree(categories: readonly Category[]): CategoryNode[] {
  const ids = new Set(categories.map((category) => category.id));
  const childrenOf = new Map<number | null, Category[]>();
  for (const category of byPosition(categories)) {
    const parentId = category.parent && ids.has(category.parent.id) ? category.parent.id : null;
    childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), category]);
  }
  // A loop in the data (never written by the server) would recurse forever: each id is placed once.
  const placed = new Set<number>();
  const nodesUnder = (parentId: number | null): CategoryNode[] => {
    const fresh = (childrenOf.get(parentId) ?? []).filter((category) => !placed.has(category.id));
    for (const category of fresh) placed.add(category.id);
    return fresh.map((category) => ({ category, children: nodesUnder(category.id) }));
  };
  return nodesUnder(null);
}

/** The category and every category under it, at any depth. */
export function subtreeIds(categories: readonly Category[], rootId: number): Set<number> {
  const found = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parent && found.has(category.parent.id) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return found;
}

export interface ParentChoice {
  readonly category: Category;
  /** 0 at the top level: the option is indented by it. */
  readonly depth: number;
}

/** Every category in tree order with its depth, but `excluded` ones and what is under them. */
export function parentChoices(tree: readonly CategoryNode[], excluded: ReadonlySet<number>): ParentChoice[] {
  const walk = (nodes: readonly CategoryNode[], depth: number): ParentChoice[] =>
    nodes.flatMap((node) =>
      excluded.has(node.category.id)
        ? []
        : [{ category: node.category, depth }, ...walk(node.children, depth + 1)],
    );
  return walk(tree, 0);
}

/** The nodes matching, with their ancestors (to see where they sit) and, under them, what they hold. */
export function filterTree(
  tree: readonly CategoryNode[],
  matches: (category: Category) => boolean,
): CategoryNode[] {
  return tree.flatMap((node) => {
    if (matches(node.category)) return [node];
    const children = filterTree(node.children, matches);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The ids of the nodes that have children, to unfold all. */
export function branchIds(tree: readonly CategoryNode[]): number[] {
  return tree.flatMap((node) =>
    node.children.length > 0 ? [node.category.id, ...branchIds(node.children)] : [],
  );
}

/** Text compared without case or accents: "electromenager" finds "Électroménager". */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');
}
