import {
  Combinability,
  DiscountType,
  PaymentType,
  PromotionScope,
  SalesChannel,
  priceCart,
  withTax,
} from '@tijara/schema';
import { priceTillCart } from './pricing';
import { customer, item } from './test-fixtures';
import type { CartEntry, PromotionRuleRow, TillItem } from './types';

const AT = Date.UTC(2026, 4, 10, 9);
const DAY = 86_400_000;

function rule(id: number, title: string, fields: Partial<PromotionRuleRow>): PromotionRuleRow {
  return {
    id,
    title,
    scope: PromotionScope.ALL,
    targetIds: [],
    paymentMethods: [],
    priority: 0,
    active: true,
    startsAt: AT - DAY,
    endsAt: AT + DAY,
    couponCode: null,
    singleUse: false,
    discountType: DiscountType.AMOUNT,
    value: 0,
    combinability: Combinability.STACKABLE,
    channels: [SalesChannel.POS],
    minimumSubtotal: null,
    ...fields,
  };
}

const RULES = [
  rule(1, 'Condor -15 %', {
    scope: PromotionScope.BRAND,
    targetIds: [20],
    discountType: DiscountType.PERCENTAGE,
    value: 1500,
    combinability: Combinability.GROUP_EXCLUSIVE_ITEM,
  }),
  rule(2, 'Remise panier', { scope: PromotionScope.CART, value: 500 }),
  rule(3, 'Payez par carte', {
    scope: PromotionScope.PAYMENT_METHOD,
    paymentMethods: [PaymentType.CARD],
    value: 250,
  }),
  // Web only: never at the till.
  rule(4, 'Soldes en ligne', {
    discountType: DiscountType.PERCENTAGE,
    value: 5000,
    channels: [SalesChannel.ECOMMERCE],
  }),
  rule(5, 'Code FETE', { scope: PromotionScope.CART, value: 1000, couponCode: 'FETE', singleUse: true }),
];

// A: 100.00 DA HT at 19 %, brand 20. B: a combination at 50.00 DA HT (product 40.00 + impact 10.00) at 9 %.
const A = item(1, { unitPriceHt: 10_000, taxRateBp: 1900, brandId: 20 });
const B = item(2, { combinationId: 5, unitPriceHt: 5_000, taxRateBp: 900 });

/** Two taps on A and one on B: the engine sees one line of 2 A. */
const ENTRIES: CartEntry[] = [
  { item: A, quantity: 1 },
  { item: B, quantity: 1 },
  { item: A, quantity: 1 },
];

/**
 * What the server computes for the same cart (CartPricingService.priceFacts): lines merged by
 * `${productId}:${combinationId ?? 0}` (checkCart), unit price = product HT + combination impact
 * from the catalogue, the POS channel, no delivery, tax per line by withTax.
 */
function serverTotal(
  lines: { item: TillItem; priceHt: number; impactHt: number; quantity: number }[],
  paymentMethod: PaymentType,
  couponCodes: string[] = [],
  customerFacts: { segmentIds: number[]; usedPromotionIds: number[] } | null = null,
): number {
  const pricing = priceCart(RULES, {
    lines: lines.map((line) => ({
      key: `${line.item.productId}:${line.item.combinationId ?? 0}`,
      productId: line.item.productId,
      categoryIds: line.item.categoryIds,
      brandId: line.item.brandId,
      brandLineId: line.item.brandLineId,
      collectionIds: line.item.collectionIds,
      quantity: line.quantity,
      unitPrice: Math.max(0, line.priceHt + line.impactHt),
    })),
    customer: customerFacts,
    channel: SalesChannel.POS,
    paymentMethod,
    deliveryPrice: 0,
    couponCodes,
    at: AT,
  });
  const rates = new Map(
    lines.map((line) => [`${line.item.productId}:${line.item.combinationId ?? 0}`, line.item.taxRateBp]),
  );
  return withTax(pricing, (key) => rates.get(key) ?? 0).totalTtc;
}

const SERVER_LINES = [
  { item: A, priceHt: 10_000, impactHt: 0, quantity: 2 },
  { item: B, priceHt: 4_000, impactHt: 1_000, quantity: 1 },
];

describe('priceTillCart', () => {
  it('takes the item and cart promotions off a cash sale as the server does, to the centime', () => {
    const priced = priceTillCart({
      entries: ENTRIES,
      customer: null,
      paymentType: PaymentType.CASH,
      couponCodes: [],
      rules: RULES,
      at: AT,
    });
    // A: 2 x 85.00 = 170.00 HT, cart share 3.86 -> 166.14 HT -> 197.71 TTC.
    // B: 50.00 HT, cart share 1.14 -> 48.86 HT -> 53.26 TTC.
    expect(priced.lines).toEqual([
      expect.objectContaining({
        key: '1:0',
        quantity: 2,
        unitPriceHt: 10_000,
        unitPriceTtc: 11_900,
        unitPriceAfterHt: 8_500,
        totalHt: 16_614,
        totalTtc: 19_771,
        promotions: [{ promotionId: 1, title: 'Condor -15 %', amount: 3_000 }],
      }),
      expect.objectContaining({
        key: '2:5',
        combinationId: 5,
        quantity: 1,
        unitPriceAfterHt: 5_000,
        totalHt: 4_886,
        totalTtc: 5_326,
        promotions: [],
      }),
    ]);
    expect(priced.cartPromotions).toEqual([{ promotionId: 2, title: 'Remise panier', amount: 500 }]);
    expect(priced.subtotalTtc).toBe(23_800 + 5_450);
    expect(priced.total).toBe(25_097);
    expect(priced.discountTtc).toBe(29_250 - 25_097);
    expect(priced.total).toBe(serverTotal(SERVER_LINES, PaymentType.CASH));
  });

  it('adds the payment-method promotion when the card pays', () => {
    const priced = priceTillCart({
      entries: ENTRIES,
      customer: null,
      paymentType: PaymentType.CARD,
      couponCodes: [],
      rules: RULES,
      at: AT,
    });
    expect(priced.cartPromotions).toEqual(
      expect.arrayContaining([
        { promotionId: 2, title: 'Remise panier', amount: 500 },
        { promotionId: 3, title: 'Payez par carte', amount: 250 },
      ]),
    );
    // 7.50 DA shared 5.80 / 1.70: A 164.20 HT -> 195.40 TTC, B 48.30 HT -> 52.65 TTC.
    expect(priced.lines.map((line) => line.totalTtc)).toEqual([19_540, 5_265]);
    expect(priced.total).toBe(24_805);
    expect(priced.total).toBe(serverTotal(SERVER_LINES, PaymentType.CARD));
  });

  it('applies a single-use coupon for a customer who has not used it, not for one who has', () => {
    const input = {
      entries: ENTRIES,
      paymentType: PaymentType.CASH,
      couponCodes: ['fete'],
      rules: RULES,
      at: AT,
    };
    const fresh = priceTillCart({ ...input, customer: customer(9) });
    expect(fresh.cartPromotions.map((promotion) => promotion.promotionId)).toEqual(
      expect.arrayContaining([2, 5]),
    );
    expect(fresh.total).toBe(
      serverTotal(SERVER_LINES, PaymentType.CASH, ['fete'], { segmentIds: [], usedPromotionIds: [] }),
    );
    const used = priceTillCart({ ...input, customer: customer(9, { usedPromotionIds: [5] }) });
    expect(used.cartPromotions.map((promotion) => promotion.promotionId)).toEqual([2]);
    // A walk-in cannot use a single-use code.
    const walkIn = priceTillCart({ ...input, customer: null });
    expect(walkIn.total).toBe(used.total);
  });

  it('has no discount at all on a cart no promotion matches, rounding included', () => {
    // 10.01 DA HT x 3 at 19 %: the line's TTC is rounded once (35.74), not three times 11.91.
    const odd = item(7, { unitPriceHt: 1_001, taxRateBp: 1900 });
    const priced = priceTillCart({
      entries: [{ item: odd, quantity: 3 }],
      customer: null,
      paymentType: PaymentType.CASH,
      couponCodes: [],
      rules: [],
      at: AT,
    });
    expect(priced.total).toBe(3_574);
    expect(priced.subtotalTtc).toBe(3_574);
    expect(priced.discountTtc).toBe(0);
  });
});
