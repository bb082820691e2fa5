/**
 * How a screen that sells (the product page's buy box, the card button, the combination modal) makes
 * the spec's cart line from what it shows, and reads a typed quantity. Pure, so any chunk may carry it.
 */
import { normaliseDigits } from '@tijara/schema';
import { MAX_LINE_QUANTITY } from './cart-lines';
import type { CartLine } from './cart-lines';

export interface LineInput {
  readonly productId: number;
  /** The chosen combination; null or absent for a product without combinations. */
  readonly combinationId?: number | null;
  /** What one unit costs now: TTC centimes after the promotion. */
  readonly unitPrice: number;
  /** Whole units from 1 (anything else is made so); 1 when absent. */
  readonly quantity?: number;
  readonly name: string;
  /** A small image's address (SMALL_PRODUCT), or null. */
  readonly image?: string | null;
  /** The combination's values, type label -> value; empty or absent for none. */
  readonly attributes?: Readonly<Record<string, string>> | null;
}

/** A quantity kept within what a line holds: a whole number from 1 to MAX_LINE_QUANTITY. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/**
 * A typed quantity (spec: parsed as an integer, 1 when invalid, at least 1): leading digits, Arabic
 * digits read as such, so "3", "٣" and "3 pièces" are 3 and "", "abc" or "0" are 1.
 */
export function parseQuantity(text: string): number {
  const parsed = Number.parseInt(normaliseDigits(text).trim(), 10);
  return Number.isNaN(parsed) ? 1 : clampQuantity(parsed);
}

/** The cart line for what the shopper chose. */
export function cartLineOf(input: LineInput): CartLine {
  const attributes = input.attributes && Object.keys(input.attributes).length > 0 ? input.attributes : null;
  return {
    productId: input.productId,
    combinationId: input.combinationId ?? null,
    unitPrice: input.unitPrice,
    quantity: clampQuantity(input.quantity ?? 1),
    name: input.name,
    image: input.image ?? null,
    attributes: attributes ? { ...attributes } : null,
  };
}

/** A combination's values (as the catalogue gives them) as a line's attributes: type label -> value. */
export function attributesOf(
  values: readonly { readonly typeLabel: string; readonly value: string }[],
): Record<string, string> | null {
  if (values.length === 0) return null;
  return Object.fromEntries(values.map((value) => [value.typeLabel, value.value]));
}
