/**
 * What a pack may hold. A strict pack fixes each component's combination (the pack is sold as one
 * set: "robe rouge XL + ceinture"), so every component that has combinations must name one of its
 * own; a flexible pack lets the shopper choose, so it stores none. A pack never contains itself or
 * another pack (stock and prices would recurse), every quantity is at least 1, and a component
 * appears once (raise its quantity instead).
 */
import { PackMode } from '../product/product-status';

export interface PackItemRequest {
  readonly productId: number;
  readonly combinationId?: number | null;
  readonly quantity: number;
}

/** What the rules need to know of a component product. */
export interface ComponentFacts {
  readonly isPack: boolean;
  readonly combinationIds: readonly number[];
}

export interface PackRequest {
  readonly packId: number;
  readonly mode: PackMode | null;
  readonly items: readonly PackItemRequest[];
  /** Whether the product is itself a component of some pack (it then cannot become one). */
  readonly isComponentElsewhere: boolean;
  readonly components: ReadonlyMap<number, ComponentFacts>;
}

export interface PackItemPlan {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly quantity: number;
}

export type PackProblem = readonly [field: string, message: string];

function itemProblems(request: PackRequest, item: PackItemRequest, field: string): PackProblem[] {
  const problems: PackProblem[] = [];
  const facts = request.components.get(item.productId);
  if (item.productId === request.packId)
    problems.push([`${field}.productId`, 'a pack cannot contain itself']);
  else if (facts?.isPack) problems.push([`${field}.productId`, 'a pack cannot contain another pack']);
  if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
    problems.push([`${field}.quantity`, 'must be a whole number from 1']);
  }
  if (request.mode !== PackMode.STRICT || facts === undefined) return problems;
  const combinationId = item.combinationId ?? null;
  if (combinationId === null && facts.combinationIds.length > 0) {
    problems.push([`${field}.combinationId`, 'a strict pack fixes the combination of this product']);
  } else if (combinationId !== null && !facts.combinationIds.includes(combinationId)) {
    problems.push([`${field}.combinationId`, 'is not a combination of this product']);
  }
  return problems;
}

/** The items to store, or the problems (field, message) that refuse the request. */
export function planPack(request: PackRequest): { items: PackItemPlan[]; problems: PackProblem[] } {
  const problems: PackProblem[] = [];
  if (request.mode === null) {
    if (request.items.length > 0) problems.push(['items', 'a product that is not a pack has no items']);
    return { items: [], problems };
  }
  if (request.items.length === 0) problems.push(['items', 'a pack needs at least one product']);
  if (request.isComponentElsewhere) {
    problems.push(['mode', 'this product is in a pack, and a pack cannot contain another pack']);
  }
  const seen = new Set<string>();
  const items = request.items.map((item, index) => {
    const field = `items.${index}`;
    problems.push(...itemProblems(request, item, field));
    // A flexible pack leaves the choice to the shopper: whatever combination was sent is not kept.
    const combinationId = request.mode === PackMode.STRICT ? (item.combinationId ?? null) : null;
    const key = `${item.productId}:${combinationId ?? ''}`;
    if (seen.has(key)) problems.push([`${field}.productId`, 'is already in the pack']);
    seen.add(key);
    return { productId: item.productId, combinationId, quantity: item.quantity };
  });
  return { items, problems };
}
