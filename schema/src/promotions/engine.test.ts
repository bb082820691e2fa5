// What priceCart gives for each scope and discount type, how a cart discount is shared over the
// lines, and the totals. LINE_A is 2 x 10 000 centimes, LINE_B 1 x 5 000: a subtotal of 25 000.
import { PaymentType } from '../orders';
import { priceCart } from './engine';
import { LINE_A, LINE_B, amount, appliedAmounts, cart, line, lineOf, percent } from './engine.test-kit';
import type { CartSnapshot } from './types';
import { PromotionScope } from './vocabulary';

const LINES = [LINE_A, LINE_B];

describe('item scopes', () => {
  // Each target names only line a: 10 % of 10 000 = 1 000 off each of its 2 units.
  it.each([
    [PromotionScope.PRODUCT, [1]],
    [PromotionScope.CATEGORY, [10]],
    [PromotionScope.BRAND, [20]],
    [PromotionScope.BRAND_LINE, [30]],
    [PromotionScope.COLLECTION, [40]],
  ])('a %s promotion lowers the unit price of the lines it targets', (scope, targetIds) => {
    const pricing = priceCart([percent(1, 1000, { scope, targetIds })], cart(LINES));
    expect(lineOf(pricing, 'a')).toMatchObject({
      unitPriceAfter: 9_000,
      itemDiscounts: [{ promotionId: 1, unitAmount: 1_000, amount: 2_000 }],
      total: 18_000,
    });
    expect(lineOf(pricing, 'b')).toMatchObject({ unitPriceAfter: 5_000, itemDiscounts: [], total: 5_000 });
    expect(pricing.applied).toEqual([{ promotionId: 1, group: 'item', target: 'items', amount: 2_000 }]);
    expect(pricing.total).toBe(23_000);
  });

  it('matches a line by any of its categories or collections', () => {
    const extra = line('c', {
      productId: 3,
      categoryIds: [12, 13],
      collectionIds: [42, 43],
      unitPrice: 4_000,
    });
    const byCategory = percent(1, 2500, { scope: PromotionScope.CATEGORY, targetIds: [13] });
    const byCollection = percent(2, 2500, { scope: PromotionScope.COLLECTION, targetIds: [43] });
    // 25 % of 4 000 = 1 000, then 25 % of the 3 000 left = 750.
    const pricing = priceCart([byCategory, byCollection], cart([...LINES, extra]));
    expect(lineOf(pricing, 'c').unitPriceAfter).toBe(2_250);
    expect(appliedAmounts(pricing)).toEqual([
      [1, 1_000],
      [2, 750],
    ]);
  });

  it('an all promotion lowers every line', () => {
    // a: 10 % of 10 000 = 1 000 x 2; b: 10 % of 5 000 = 500: 2 500 in all.
    const pricing = priceCart([percent(1, 1000)], cart(LINES));
    expect(lineOf(pricing, 'a').unitPriceAfter).toBe(9_000);
    expect(lineOf(pricing, 'b').unitPriceAfter).toBe(4_500);
    expect(pricing).toMatchObject({ itemDiscount: 2_500, cartDiscount: 0, total: 22_500 });
  });
});

describe('cart scopes', () => {
  const customer = { segmentIds: [5], usedPromotionIds: [] };
  const delivered: CartSnapshot = cart(LINES, {
    customer,
    paymentMethod: PaymentType.CARD,
    deliveryPrice: 40_000,
  });

  it.each([
    [PromotionScope.CART, {}],
    [PromotionScope.CUSTOMER_SEGMENT, { targetIds: [5] }],
    [PromotionScope.PAYMENT_METHOD, { paymentMethods: [PaymentType.CARD] }],
  ])('a %s promotion takes its discount off the subtotal', (scope, fields) => {
    // 10 % of 25 000 = 2 500; the delivery price is untouched.
    const pricing = priceCart([percent(1, 1000, { scope, ...fields })], delivered);
    expect(pricing.applied).toEqual([{ promotionId: 1, group: 'cart', target: 'subtotal', amount: 2_500 }]);
    expect(pricing).toMatchObject({ itemDiscount: 0, cartDiscount: 2_500, deliveryDiscount: 0 });
    expect(pricing.total).toBe(25_000 - 2_500 + 40_000);
  });

  it('a shipping promotion takes its discount off the delivery price, 100 % being free delivery', () => {
    const free = priceCart([percent(1, 10_000, { scope: PromotionScope.SHIPPING })], delivered);
    expect(free.applied).toEqual([{ promotionId: 1, group: 'cart', target: 'delivery', amount: 40_000 }]);
    expect(free).toMatchObject({
      deliveryPrice: 40_000,
      deliveryDiscount: 40_000,
      cartDiscount: 0,
      total: 25_000,
    });
    // An amount: 150.00 DA off the 400.00 DA delivery.
    const part = priceCart([amount(1, 15_000, { scope: PromotionScope.SHIPPING })], delivered);
    expect(part).toMatchObject({ deliveryDiscount: 15_000, total: 25_000 + 25_000 });
    // More than the delivery price: it stops at free delivery, never below 0.
    const over = priceCart([amount(1, 90_000, { scope: PromotionScope.SHIPPING })], delivered);
    expect(over).toMatchObject({ deliveryDiscount: 40_000, total: 25_000 });
  });
});

describe('discount types', () => {
  it('a percentage rounds half a centime up', () => {
    // 12.5 % of 996 = 124.5 -> 125 (half up, where half-even would give 124); of 995 = 124.375 -> 124.
    const pricing = priceCart(
      [percent(1, 1250)],
      cart([line('a', { unitPrice: 996 }), line('b', { unitPrice: 995 })]),
    );
    expect(lineOf(pricing, 'a').unitPriceAfter).toBe(996 - 125);
    expect(lineOf(pricing, 'b').unitPriceAfter).toBe(995 - 124);
  });

  it('an amount is taken off each unit, never below 0', () => {
    // 30.00 DA off each of a's 2 units (6 000); off b's 50.00 DA unit it leaves 20.00 DA.
    const small = priceCart([amount(1, 3_000)], cart(LINES));
    expect(lineOf(small, 'a')).toMatchObject({
      unitPriceAfter: 7_000,
      itemDiscounts: [{ promotionId: 1, unitAmount: 3_000, amount: 6_000 }],
    });
    expect(lineOf(small, 'b').unitPriceAfter).toBe(2_000);
    // 80.00 DA off: a falls to 20.00 DA, b stops at 0 (its 5 000 is all that is taken).
    const large = priceCart([amount(1, 8_000)], cart(LINES));
    expect(lineOf(large, 'b')).toMatchObject({ unitPriceAfter: 0, itemDiscounts: [{ unitAmount: 5_000 }] });
    expect(large.total).toBe(2 * 2_000);
  });

  it('a cart amount larger than the subtotal leaves 0', () => {
    const pricing = priceCart([amount(1, 30_000, { scope: PromotionScope.CART })], cart(LINES));
    expect(pricing).toMatchObject({ cartDiscount: 25_000, total: 0 });
    expect(pricing.lines.map((priced) => priced.total)).toEqual([0, 0]);
  });
});

describe('sharing a cart discount over the lines', () => {
  // a 1 x 1 000, b 2 x 1 000, c 1 x 3 000: 6 000. 1 000 off shares as 166.67, 333.33 and 500:
  // floors 166 + 333 + 500 = 999; the centime left goes to the largest remainder, a's (4 000/6 000).
  const lines = [
    line('c', { unitPrice: 3_000 }),
    line('a', { unitPrice: 1_000 }),
    line('b', { unitPrice: 1_000, quantity: 2 }),
  ];

  it('shares in proportion, adding up to the centime (largest remainder)', () => {
    const pricing = priceCart([amount(1, 1_000, { scope: PromotionScope.CART })], cart(lines));
    expect(pricing.lines.map((priced) => [priced.key, priced.cartShare, priced.total])).toEqual([
      ['c', 500, 2_500],
      ['a', 167, 833],
      ['b', 333, 1_667],
    ]);
    expect(pricing.total).toBe(5_000);
  });

  it('shares in proportion to what each line costs after its item promotions', () => {
    // Half off c leaves 1 500: 1 000 + 2 000 + 1 500 = 4 500; 10 % = 450 shares as 100, 200, 150.
    const halfOffC = percent(1, 5000, { scope: PromotionScope.PRODUCT, targetIds: [3] });
    const withProducts = lines.map((l, index) => ({ ...l, productId: index + 3 }));
    const pricing = priceCart(
      [halfOffC, percent(2, 1000, { scope: PromotionScope.CART })],
      cart(withProducts),
    );
    expect(pricing.lines.map((priced) => [priced.key, priced.cartShare, priced.total])).toEqual([
      ['c', 150, 1_350],
      ['a', 100, 900],
      ['b', 200, 1_800],
    ]);
    expect(pricing).toMatchObject({ subtotal: 6_000, itemDiscount: 1_500, cartDiscount: 450, total: 4_050 });
  });
});

describe('the pricing', () => {
  it('gives the lines in the order of the snapshot, with their subtotals', () => {
    const pricing = priceCart([], cart([LINE_B, LINE_A], { deliveryPrice: 700 }));
    expect(pricing.lines.map((priced) => [priced.key, priced.subtotal, priced.total])).toEqual([
      ['b', 5_000, 5_000],
      ['a', 20_000, 20_000],
    ]);
    expect(pricing).toMatchObject({ subtotal: 25_000, applied: [], notApplied: [], total: 25_700 });
  });

  it('refuses a cart it cannot price', () => {
    expect(() => priceCart([], cart([LINE_A, LINE_A]))).toThrow(RangeError);
    expect(() => priceCart([], cart([line('a', { quantity: 0 })]))).toThrow(RangeError);
    expect(() => priceCart([], cart([line('a', { quantity: 1.5 })]))).toThrow(RangeError);
    expect(() => priceCart([], cart([line('a', { unitPrice: -1 })]))).toThrow(RangeError);
    expect(() => priceCart([], cart([line('a', { unitPrice: 10.5 })]))).toThrow(RangeError);
    expect(() => priceCart([], cart([LINE_A], { deliveryPrice: -1 }))).toThrow(RangeError);
  });
});
