/** A stock line is a product, or one of its combinations, in one warehouse. */
import type { StockLevelFieldsFragment } from '../../__generated__/stock/graphql';

export type StockLine = StockLevelFieldsFragment;

export function sameLine(a: StockLine, b: StockLine): boolean {
  return (
    a.warehouseId === b.warehouseId &&
    a.productId === b.productId &&
    (a.combinationId ?? null) === (b.combinationId ?? null)
  );
}

export function lineKey(line: StockLine): string {
  return `${line.warehouseId}:${line.productId}:${line.combinationId ?? ''}`;
}

export function lineName(line: StockLine): string {
  return line.combinationName ? `${line.productName} · ${line.combinationName}` : line.productName;
}
