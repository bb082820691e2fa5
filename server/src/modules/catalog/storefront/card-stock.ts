/**
 * Availability on the storefront, from the units of stock.sql.ts. A line (a product without
 * combinations, or one combination) is available with at least one unit; a combination must also be
 * active. A pack holds no stock of its own: it is available when every component has its quantity,
 * in the fixed combination (strict pack), in some active combination (flexible pack), or as a plain
 * product. A card is in stock when one of its combinations is available (itself, without any).
 */
import type { CardCombination, CardPackItem, ProductCardRow } from './card-row';

export interface StockUnitRow {
  readonly productId: number;
  readonly combinationId: number | null;
  readonly units: number;
}

export class StockUnits {
  private readonly units = new Map<string, number>();

  constructor(rows: readonly StockUnitRow[]) {
    for (const row of rows) this.units.set(StockUnits.key(row.productId, row.combinationId), row.units);
  }

  private static key(productId: number, combinationId: number | null): string {
    return `${productId}:${combinationId ?? 0}`;
  }

  /** Units available (may read negative after a count below what is reserved); 0 without a level. */
  of(productId: number, combinationId: number | null): number {
    return this.units.get(StockUnits.key(productId, combinationId)) ?? 0;
  }
}

/** The products whose stock the cards need: theirs and their pack components'. */
export function stockProductIds(cards: readonly ProductCardRow[]): number[] {
  const ids = new Set<number>();
  for (const card of cards) {
    ids.add(card.id);
    for (const item of card.packItems) ids.add(item.productId);
  }
  return [...ids];
}

/** A pack component's combination can be picked: active, with the component's quantity in stock. */
export function choiceAvailable(
  item: CardPackItem,
  combination: CardCombination,
  stock: StockUnits,
): boolean {
  return combination.active && stock.of(item.productId, combination.id) >= item.quantity;
}

function componentAvailable(item: CardPackItem, stock: StockUnits): boolean {
  if (item.combinationId !== null) return stock.of(item.productId, item.combinationId) >= item.quantity;
  if (item.combinations.length > 0) return item.combinations.some((c) => choiceAvailable(item, c, stock));
  return stock.of(item.productId, null) >= item.quantity;
}

function packAvailable(card: ProductCardRow, stock: StockUnits): boolean {
  return card.packItems.length > 0 && card.packItems.every((item) => componentAvailable(item, stock));
}

export function combinationAvailable(
  card: ProductCardRow,
  combination: CardCombination,
  stock: StockUnits,
): boolean {
  if (!combination.active) return false;
  if (card.packMode !== null) return packAvailable(card, stock);
  return stock.of(card.id, combination.id) > 0;
}

export function cardInStock(card: ProductCardRow, stock: StockUnits): boolean {
  if (card.combinations.length > 0)
    return card.combinations.some((c) => combinationAvailable(card, c, stock));
  if (card.packMode !== null) return packAvailable(card, stock);
  return stock.of(card.id, null) > 0;
}
