// README rule 1: eligibility, each promotion on its own, the first failure reported.
import { PaymentType, SalesChannel } from '../orders';
import { priceCart } from './engine';
import { AT, DAY, LINE_A, LINE_B, appliedAmounts, cart, notAppliedOf, percent } from './engine.test-kit';
import type { CartSnapshot, PromotionRule } from './types';
import { NotAppliedReason, PromotionScope } from './vocabulary';

const LINES = [LINE_A, LINE_B];

function reasonFor(promotion: PromotionRule, snapshot: CartSnapshot = cart(LINES)) {
  const pricing = priceCart([promotion], snapshot);
  return notAppliedOf(pricing, promotion.id)?.reason ?? 'applied';
}

describe('eligibility: each condition and its reason', () => {
  it('reports an inactive promotion', () => {
    expect(reasonFor(percent(1, 1000, { active: false }))).toBe(NotAppliedReason.INACTIVE);
  });

  it('runs from startsAt included to endsAt excluded', () => {
    expect(reasonFor(percent(1, 1000, { startsAt: AT + 1 }))).toBe(NotAppliedReason.NOT_STARTED);
    expect(reasonFor(percent(1, 1000, { startsAt: AT }))).toBe('applied');
    expect(reasonFor(percent(1, 1000, { endsAt: AT }))).toBe(NotAppliedReason.ENDED);
    expect(reasonFor(percent(1, 1000, { endsAt: AT + 1 }))).toBe('applied');
  });

  it('applies only on its channels', () => {
    const posOnly = percent(1, 1000, { channels: [SalesChannel.POS] });
    expect(reasonFor(posOnly)).toBe(NotAppliedReason.CHANNEL_NOT_ALLOWED);
    expect(reasonFor(posOnly, cart(LINES, { channel: SalesChannel.POS }))).toBe('applied');
  });

  it('needs its coupon code, compared trimmed and upper-cased', () => {
    const coupon = percent(1, 1000, { couponCode: 'SUMMER-10' });
    expect(reasonFor(coupon)).toBe(NotAppliedReason.COUPON_REQUIRED);
    expect(reasonFor(coupon, cart(LINES, { couponCodes: ['SUMMER-1'] }))).toBe(
      NotAppliedReason.COUPON_REQUIRED,
    );
    expect(reasonFor(coupon, cart(LINES, { couponCodes: ['other', '  summer-10 '] }))).toBe('applied');
  });

  it('gives a single-use promotion once per known customer', () => {
    const once = percent(7, 1000, { singleUse: true });
    const customer = (used: number[]) => ({ segmentIds: [], usedPromotionIds: used });
    expect(reasonFor(once)).toBe(NotAppliedReason.CUSTOMER_REQUIRED);
    expect(reasonFor(once, cart(LINES, { customer: customer([7]) }))).toBe(
      NotAppliedReason.COUPON_ALREADY_USED,
    );
    expect(reasonFor(once, cart(LINES, { customer: customer([6, 8]) }))).toBe('applied');
  });

  it('reports an item promotion that matches no line', () => {
    const other = percent(1, 1000, { scope: PromotionScope.PRODUCT, targetIds: [99] });
    expect(reasonFor(other)).toBe(NotAppliedReason.NO_MATCHING_LINE);
  });

  it('gives a segment promotion only to a customer of one of its segments', () => {
    const vip = percent(1, 1000, { scope: PromotionScope.CUSTOMER_SEGMENT, targetIds: [5, 6] });
    const inSegments = (segmentIds: number[]) =>
      cart(LINES, { customer: { segmentIds, usedPromotionIds: [] } });
    expect(reasonFor(vip)).toBe(NotAppliedReason.NOT_IN_SEGMENT);
    expect(reasonFor(vip, inSegments([4]))).toBe(NotAppliedReason.NOT_IN_SEGMENT);
    expect(reasonFor(vip, inSegments([4, 6]))).toBe('applied');
  });

  it('gives a payment method promotion only when one of its methods is chosen', () => {
    const card = percent(1, 1000, {
      scope: PromotionScope.PAYMENT_METHOD,
      paymentMethods: [PaymentType.CARD, PaymentType.MOBILE],
    });
    const paying = (paymentMethod: PaymentType | null) => cart(LINES, { paymentMethod });
    expect(reasonFor(card)).toBe(NotAppliedReason.PAYMENT_METHOD_NOT_CHOSEN);
    expect(reasonFor(card, paying(PaymentType.CASH))).toBe(NotAppliedReason.PAYMENT_METHOD_NOT_CHOSEN);
    expect(reasonFor(card, paying(PaymentType.MOBILE))).toBe('applied');
  });

  it('gives a shipping promotion only when delivery is charged', () => {
    const shipping = percent(1, 10_000, { scope: PromotionScope.SHIPPING });
    expect(reasonFor(shipping)).toBe(NotAppliedReason.NO_DELIVERY_PRICE);
    expect(reasonFor(shipping, cart(LINES, { deliveryPrice: 1 }))).toBe('applied');
  });

  it('needs the subtotal to reach the minimum', () => {
    // The subtotal is 2 x 10 000 + 5 000 = 25 000 centimes.
    expect(reasonFor(percent(1, 1000, { minimumSubtotal: 25_001 }))).toBe(NotAppliedReason.BELOW_MINIMUM);
    expect(reasonFor(percent(1, 1000, { minimumSubtotal: 25_000 }))).toBe('applied');
  });

  it('measures the minimum before any discount', () => {
    // Half off everything leaves 12 500, under the cart promotion's 20 000 minimum; the minimum is
    // measured on the 25 000 before discounts, so the cart promotion still takes 10 % of 12 500 = 1 250.
    const half = percent(1, 5000, { priority: 1 });
    const cartTenth = percent(2, 1000, { scope: PromotionScope.CART, minimumSubtotal: 20_000 });
    const pricing = priceCart([half, cartTenth], cart(LINES));
    expect(appliedAmounts(pricing)).toEqual([
      [1, 12_500],
      [2, 1_250],
    ]);
    expect(pricing.total).toBe(11_250);
  });
});

describe('eligibility: the first failure is the one reported', () => {
  // Fails every condition; each step below lifts one failure and the next one shows.
  const failing = percent(3, 1000, {
    active: false,
    startsAt: AT + DAY,
    endsAt: AT + 2 * DAY,
    channels: [SalesChannel.POS],
    couponCode: 'VIP10',
    singleUse: true,
    scope: PromotionScope.PRODUCT,
    targetIds: [99],
    minimumSubtotal: 30_000,
  });
  const used = { segmentIds: [], usedPromotionIds: [3] };
  const steps: [string, Partial<PromotionRule>, Partial<CartSnapshot>, string][] = [
    ['inactive', {}, {}, NotAppliedReason.INACTIVE],
    ['not started', { active: true }, {}, NotAppliedReason.NOT_STARTED],
    ['ended', { active: true, startsAt: AT - 2 * DAY, endsAt: AT }, {}, NotAppliedReason.ENDED],
    ['channel', { active: true, startsAt: AT }, {}, NotAppliedReason.CHANNEL_NOT_ALLOWED],
    [
      'coupon',
      { active: true, startsAt: AT, channels: [SalesChannel.ECOMMERCE] },
      {},
      NotAppliedReason.COUPON_REQUIRED,
    ],
    [
      'customer',
      { active: true, startsAt: AT, channels: [SalesChannel.ECOMMERCE] },
      { couponCodes: ['vip10'] },
      NotAppliedReason.CUSTOMER_REQUIRED,
    ],
  ];

  it.each(steps)('reports %s before what follows', (_name, fields, snapshot, expected) => {
    expect(reasonFor({ ...failing, ...fields }, cart(LINES, snapshot))).toBe(expected);
  });

  const reached = { ...failing, active: true, startsAt: AT, channels: [SalesChannel.ECOMMERCE] };
  const withCoupon = { couponCodes: ['vip10'] };

  it('reports a used coupon, then the scope, then the minimum', () => {
    expect(reasonFor(reached, cart(LINES, { ...withCoupon, customer: used }))).toBe(
      NotAppliedReason.COUPON_ALREADY_USED,
    );
    const fresh = { ...withCoupon, customer: { segmentIds: [], usedPromotionIds: [] } };
    expect(reasonFor(reached, cart(LINES, fresh))).toBe(NotAppliedReason.NO_MATCHING_LINE);
    expect(reasonFor({ ...reached, targetIds: [2] }, cart(LINES, fresh))).toBe(
      NotAppliedReason.BELOW_MINIMUM,
    );
    expect(reasonFor({ ...reached, targetIds: [2], minimumSubtotal: 25_000 }, cart(LINES, fresh))).toBe(
      'applied',
    );
  });

  it('reports the scope of a cart-group promotion before its minimum', () => {
    const scoped = (scope: PromotionRule['scope']) => percent(1, 1000, { scope, minimumSubtotal: 30_000 });
    expect(reasonFor(scoped(PromotionScope.CUSTOMER_SEGMENT))).toBe(NotAppliedReason.NOT_IN_SEGMENT);
    expect(reasonFor(scoped(PromotionScope.PAYMENT_METHOD))).toBe(NotAppliedReason.PAYMENT_METHOD_NOT_CHOSEN);
    expect(reasonFor(scoped(PromotionScope.SHIPPING))).toBe(NotAppliedReason.NO_DELIVERY_PRICE);
    expect(reasonFor(scoped(PromotionScope.CART))).toBe(NotAppliedReason.BELOW_MINIMUM);
  });
});
