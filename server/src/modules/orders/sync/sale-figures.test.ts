import { OrderFlagKind } from '@tijara/schema';
import type { CheckedSale } from './sale-rules';
import {
  flagReasons,
  isOffline,
  oversoldFlags,
  priceChangedFlags,
  saleFingerprint,
  saleStockLines,
  saleTotals,
} from './sale-figures';
import type { PosSaleLineRequest } from './sync-request';

const line = (productId: number, combinationId: number | null, quantity: number, unitPrice = 1_000) =>
  ({
    productId,
    combinationId,
    quantity,
    unitPrice,
    unitPriceAfter: unitPrice,
    totalHt: unitPrice * quantity,
    totalTtc: unitPrice * quantity,
    promotions: [],
  }) satisfies PosSaleLineRequest;

describe('sale figures', () => {
  it('counts a sale made more than 60 s before it reached the server as offline', () => {
    const received = new Date('2026-11-20T10:00:00Z');
    expect(isOffline(new Date('2026-11-20T09:59:00Z'), received)).toBe(false);
    expect(isOffline(new Date('2026-11-20T09:58:59Z'), received)).toBe(true);
  });

  it('takes the subtotal before promotions and the discount from the till lines', () => {
    const discounted = { ...line(1, null, 2, 1_000), unitPriceAfter: 900, totalHt: 1_800 };
    expect(saleTotals([discounted, line(2, null, 1, 500)])).toEqual({ subtotalHt: 2_500, discountHt: 200 });
  });

  it('flags each line charged at another unit price than the catalogue (price plus impact)', () => {
    const facts = [
      { priceHt: 1_000, priceImpactHt: 0 },
      { priceHt: '800', priceImpactHt: '150' },
    ];
    expect(priceChangedFlags([line(1, null, 1, 1_000), line(2, 20, 1, 900)], facts)).toEqual([
      {
        kind: OrderFlagKind.PRICE_CHANGED,
        productId: 2,
        combinationId: 20,
        chargedUnitPrice: 900,
        catalogueUnitPrice: 950,
      },
    ]);
  });

  it('adds up lines of one stock line and sorts them in lock order', () => {
    expect(saleStockLines([line(9, 2, 1), line(3, null, 2), line(9, 1, 1), line(9, 2, 4)])).toEqual([
      { productId: 3, combinationId: null, quantity: 2 },
      { productId: 9, combinationId: 1, quantity: 1 },
      { productId: 9, combinationId: 2, quantity: 5 },
    ]);
  });

  it('flags a stock line left below zero on hand or available, with what was available before', () => {
    const flags = oversoldFlags([
      { productId: 1, combinationId: null, quantity: 3, onHand: 2, reserved: 0 },
      { productId: 2, combinationId: null, quantity: 3, onHand: -1, reserved: 0 },
      { productId: 3, combinationId: 5, quantity: 1, onHand: 1, reserved: 2 },
    ]);
    expect(flags).toEqual([
      { kind: OrderFlagKind.OVERSOLD, productId: 2, combinationId: null, sold: 3, available: 2 },
      { kind: OrderFlagKind.OVERSOLD, productId: 3, combinationId: 5, sold: 1, available: 0 },
    ]);
    expect(flagReasons(flags).map((r) => [r.code, r.productId, r.message])).toEqual([
      ['OVERSOLD', 2, 'Sold 3, 2 were available'],
      ['OVERSOLD', 3, 'Sold 1, 0 were available'],
    ]);
  });

  it('gives a resent sale the same fingerprint and a different sale another', () => {
    const sale: CheckedSale = {
      clientOrderKey: '3f0e8c4a-9b1d-4c2e-8f7a-1b2c3d4e5f60',
      deviceId: 'till-1',
      cashierId: 'c',
      sessionId: null,
      deviceSequence: 1,
      receiptNumber: null,
      createdAt: new Date('2026-11-20T09:00:00Z'),
      shopUuid: 's',
      customer: { kind: 'walk-in' },
      lines: [line(1, null, 1)],
      paymentType: 'cash',
      tenders: [{ method: 'cash', amount: 1_000 }],
      total: 1_000,
      deliveryPrice: 0,
      couponCodes: [],
      note: null,
      installments: [],
    };
    const reordered = Object.fromEntries(Object.entries(sale).reverse()) as unknown as CheckedSale;
    expect(saleFingerprint(reordered)).toBe(saleFingerprint(sale));
    expect(saleFingerprint({ ...sale, total: 1_001 })).not.toBe(saleFingerprint(sale));
  });
});
