import { renderHook, waitFor } from '@testing-library/react';
import { replaceStock, takeFromStock, useStockOf, useStocksOf } from './stock';
import { freshTillDb } from './test-fixtures';
import type { TillSaleLine } from './types';

const SNAPSHOT = { warehouseId: '33333333-3333-4333-8333-333333333333', takenAt: '2026-05-10T09:00:00.000Z' };

function line(productId: number, combinationId: number | null, quantity: number): TillSaleLine {
  return {
    key: `${productId}:${combinationId ?? 0}`,
    productId,
    combinationId,
    name: { fr: 'x', en: 'x', ar: 'x' },
    sku: null,
    quantity,
    unitPriceHt: 0,
    unitPriceTtc: 0,
    unitPriceAfterHt: 0,
    taxRateBp: 0,
    totalHt: 0,
    totalTtc: 0,
    promotions: [],
  };
}

describe('useStockOf and useStocksOf', () => {
  it('know nothing before the first snapshot, then follow the sales live', async () => {
    const db = freshTillDb();
    const one = renderHook(() => useStockOf(db, '1:0'));
    const many = renderHook(() => useStocksOf(db, ['1:0', '2:7']));
    await waitFor(() => expect(many.result.current).toEqual(new Map()));
    expect(one.result.current).toBeUndefined();

    await replaceStock(db, SNAPSHOT, [{ productId: 1, combinationId: null, available: 5 }], new Set());
    await waitFor(() => expect(one.result.current).toBe(5));
    await db.transaction('rw', db.tillStock, () => takeFromStock(db, [line(1, null, 2), line(2, 7, 1)]));

    await waitFor(() => expect(one.result.current).toBe(3));
    await waitFor(() =>
      expect(many.result.current).toEqual(
        new Map([
          ['1:0', 3],
          ['2:7', -1],
        ]),
      ),
    );
  });
});
