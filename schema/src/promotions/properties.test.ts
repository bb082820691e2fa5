// The engine's invariants over random rule sets and carts (README, rules 0, 5, 6 and 7). Targets,
// segments and coupon codes come from small pools so that promotions often match.
import fc from 'fast-check';
import { PaymentType } from '../orders';
import { priceCart } from './engine';
import { AT, DAY, rule } from './engine.test-kit';
import type { CartPricing, CartSnapshot, PromotionRule } from './types';
import {
  Combinability,
  DiscountType,
  MAX_PERCENT_HUNDREDTHS,
  NotAppliedReason,
  PROMOTION_CHANNELS,
  PROMOTION_SCOPES,
  groupOf,
} from './vocabulary';

const RUNS = { numRuns: 400, seed: 20_261_121 };
const POOL = fc.integer({ min: 1, max: 4 });
const IDS = fc.uniqueArray(POOL, { maxLength: 3 });
const PAYMENT_TYPES = Object.values(PaymentType);
const MAX_AMOUNT = 10_000_000;

/** Usually the first, one time in five the second: most rules pass eligibility, so they compete. */
function mostly<T>(usual: fc.Arbitrary<T>, rare: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.oneof({ arbitrary: usual, weight: 4 }, { arbitrary: rare, weight: 1 });
}

/** Running at AT, or a day-long period from 3 days before to 3 days after (some over, some to come). */
const period = mostly(
  fc.record({
    startsAt: fc.integer({ min: 0, max: 3 }).map((days) => AT - days * DAY),
    endsAt: fc.integer({ min: 1, max: 3 }).map((days) => AT + days * DAY),
  }),
  fc
    .integer({ min: -3, max: 3 })
    .map((days) => ({ startsAt: AT + days * DAY, endsAt: AT + (days + 1) * DAY })),
);

const discount = fc.oneof(
  fc.record({
    discountType: fc.constant(DiscountType.PERCENTAGE),
    value: fc.integer({ min: 1, max: MAX_PERCENT_HUNDREDTHS }),
  }),
  fc.record({
    discountType: fc.constant(DiscountType.AMOUNT),
    value: fc.integer({ min: 1, max: MAX_AMOUNT }),
  }),
);

/** A valid rule without its id: values in range, combinability fitting its scope, endsAt after startsAt. */
const ruleBody = fc
  .record({
    scope: fc.constantFrom(...PROMOTION_SCOPES),
    targetIds: fc.uniqueArray(POOL, { minLength: 1, maxLength: 3 }),
    paymentMethods: fc.subarray(PAYMENT_TYPES, { minLength: 1 }),
    priority: fc.integer({ min: 0, max: 3 }),
    active: mostly(fc.constant(true), fc.constant(false)),
    period,
    couponCode: mostly(fc.constant(null), fc.constantFrom('SUMMER', 'VIP10')),
    singleUse: mostly(fc.constant(false), fc.constant(true)),
    discount,
    mode: fc.constantFrom('stackable', 'group', 'global'),
    channels: mostly(
      fc.constant([...PROMOTION_CHANNELS]),
      fc.subarray([...PROMOTION_CHANNELS], { minLength: 1 }),
    ),
    minimumSubtotal: mostly(fc.constant(null), fc.integer({ min: 0, max: 5 * MAX_AMOUNT })),
  })
  .map(({ period: { startsAt, endsAt }, discount: { discountType, value }, mode, ...fields }) => {
    const group =
      groupOf(fields.scope) === 'item'
        ? Combinability.GROUP_EXCLUSIVE_ITEM
        : Combinability.GROUP_EXCLUSIVE_CART;
    const combinability =
      mode === 'group' ? group : mode === 'global' ? Combinability.GLOBAL_EXCLUSIVE : Combinability.STACKABLE;
    return { ...fields, startsAt, endsAt, discountType, value, combinability };
  });

/** 0 to 8 rules with ids 1 to 8; the bodies are drawn independently, so ids fall at random. */
const ruleSet = (minLength = 0) =>
  fc
    .array(ruleBody, { minLength, maxLength: 8 })
    .map((bodies): PromotionRule[] => bodies.map((body, index) => rule(index + 1, body)));

const cartLine = fc.record({
  key: fc.stringMatching(/^[a-z0-9]{1,3}$/),
  productId: POOL,
  categoryIds: IDS,
  brandId: fc.option(POOL),
  brandLineId: fc.option(POOL),
  collectionIds: IDS,
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: mostly(fc.integer({ min: 0, max: MAX_AMOUNT }), fc.constant(0)),
});

const snapshot: fc.Arbitrary<CartSnapshot> = fc.record({
  lines: fc.uniqueArray(cartLine, { minLength: 1, maxLength: 8, selector: (line) => line.key }),
  customer: fc.option(
    fc.record({ segmentIds: IDS, usedPromotionIds: fc.uniqueArray(fc.integer({ min: 1, max: 9 })) }),
  ),
  channel: fc.constantFrom(...PROMOTION_CHANNELS),
  paymentMethod: fc.option(fc.constantFrom(...PAYMENT_TYPES)),
  deliveryPrice: mostly(fc.integer({ min: 0, max: 1_000_000 }), fc.constant(0)),
  couponCodes: fc.subarray([' summer', 'VIP10 ', 'vip1', 'WINTER']),
  at: fc.constant(AT),
});

function shuffled<T>(items: readonly T[]): fc.Arbitrary<T[]> {
  return fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length });
}

function byKey(pricing: CartPricing) {
  return [...pricing.lines].sort((a, b) => (a.key < b.key ? -1 : 1));
}

describe('promotion engine properties', () => {
  it('(a) never prices below 0, and its totals add up', () => {
    fc.assert(
      fc.property(ruleSet(), snapshot, (rules, cart) => {
        const p = priceCart(rules, cart);
        let linesTotal = 0;
        for (const line of p.lines) {
          const afterItems = line.unitPriceAfter * line.quantity;
          expect(line.unitPriceAfter).toBeGreaterThanOrEqual(0);
          expect(line.unitPriceAfter).toBeLessThanOrEqual(line.unitPrice);
          expect(line.cartShare).toBeGreaterThanOrEqual(0);
          expect(line.cartShare).toBeLessThanOrEqual(afterItems);
          expect(line.total).toBe(afterItems - line.cartShare);
          expect(line.subtotal - line.itemDiscounts.reduce((sum, d) => sum + d.amount, 0)).toBe(afterItems);
          linesTotal += line.total;
        }
        expect(p.deliveryDiscount).toBeLessThanOrEqual(p.deliveryPrice);
        expect(p.total).toBeGreaterThanOrEqual(0);
        expect(p.total).toBe(
          p.subtotal - p.itemDiscount - p.cartDiscount + p.deliveryPrice - p.deliveryDiscount,
        );
        expect(linesTotal + p.deliveryPrice - p.deliveryDiscount).toBe(p.total);
        const appliedSum = p.applied.reduce((sum, promotion) => sum + promotion.amount, 0);
        expect(appliedSum).toBe(p.itemDiscount + p.cartDiscount + p.deliveryDiscount);
        expect(p.applied.every((promotion) => promotion.amount > 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it('(b) lets a global_exclusive promotion that applies be the only one applied', () => {
    fc.assert(
      fc.property(ruleSet(1), snapshot, (rules, cart) => {
        const p = priceCart(rules, cart);
        const globals = new Set(
          rules.filter((r) => r.combinability === Combinability.GLOBAL_EXCLUSIVE).map((r) => r.id),
        );
        const winner = p.applied.find((promotion) => globals.has(promotion.promotionId));
        if (winner === undefined) return;
        expect(p.applied).toEqual([winner]);
        // Every other eligible promotion was shut out by it (none merely found nothing to take).
        for (const other of p.notApplied) {
          expect(other.reason).not.toBe(NotAppliedReason.NO_DISCOUNT);
          if (other.reason === NotAppliedReason.EXCLUDED)
            expect(other.excludedBy).toEqual([winner.promotionId]);
        }
      }),
      RUNS,
    );
  });

  it('(c) does not depend on the order of the lines nor of the rules', () => {
    const inputs = fc
      .tuple(ruleSet(), snapshot)
      .chain(([rules, cart]) =>
        fc.tuple(fc.constant(rules), fc.constant(cart), shuffled(rules), shuffled(cart.lines)),
      );
    fc.assert(
      fc.property(inputs, ([rules, cart, otherRules, otherLines]) => {
        const p = priceCart(rules, cart);
        const reordered = priceCart(rules, { ...cart, lines: otherLines });
        expect(byKey(reordered)).toEqual(byKey(p));
        expect({ ...reordered, lines: [] }).toEqual({ ...p, lines: [] });
        expect(priceCart(otherRules, cart)).toEqual(p);
      }),
      RUNS,
    );
  });

  it('(d) never raises the total when a promotion is added', () => {
    const inputs = fc
      .tuple(ruleSet(1), snapshot)
      .chain(([rules, cart]) => fc.tuple(fc.constant(rules), fc.constant(cart), fc.nat(rules.length - 1)));
    fc.assert(
      fc.property(inputs, ([rules, cart, added]) => {
        const without = rules.filter((_, index) => index !== added);
        expect(priceCart(rules, cart).total).toBeLessThanOrEqual(priceCart(without, cart).total);
      }),
      RUNS,
    );
  });

  it('(e) reports every rule exactly once, an excluded one with the applied promotions that beat it', () => {
    fc.assert(
      fc.property(ruleSet(), snapshot, (rules, cart) => {
        const p = priceCart(rules, cart);
        const applied = p.applied.map((promotion) => promotion.promotionId);
        const reported = [...applied, ...p.notApplied.map((promotion) => promotion.promotionId)];
        expect([...reported].sort((a, b) => a - b)).toEqual(rules.map((r) => r.id).sort((a, b) => a - b));
        for (const { promotionId, reason, excludedBy } of p.notApplied) {
          if (reason !== NotAppliedReason.EXCLUDED) expect(excludedBy).toEqual([]);
          else {
            expect(excludedBy.length).toBeGreaterThan(0);
            expect(excludedBy.every((id) => applied.includes(id) && id !== promotionId)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });
});
