/**
 * Figures the page derives from the order's lines (pure, tested beside): the VAT of the items (their
 * TTC minus their HT after discounts), and the name a flag's product had on the order.
 */
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';

type Line = OrderDetailFieldsFragment['lines'][number];

/** Centimes of VAT on the items, after every discount. */
export function itemsTax(lines: readonly Pick<Line, 'totalHt' | 'totalTtc'>[]): number {
  return lines.reduce((sum, line) => sum + line.totalTtc - line.totalHt, 0);
}

/** The product (and combination) a flag names, as the order's line called it; null when none does. */
export function lineNameOf(
  lines: readonly Pick<Line, 'productId' | 'combinationId' | 'productName' | 'combinationName'>[],
  flag: { productId: number; combinationId: number | null },
): string | null {
  const line =
    lines.find((l) => l.productId === flag.productId && l.combinationId === flag.combinationId) ??
    lines.find((l) => l.productId === flag.productId);
  if (!line) return null;
  return line.combinationName ? `${line.productName} — ${line.combinationName}` : line.productName;
}
