import { Combinability, DiscountType, PaymentType, PromotionScope, SalesChannel } from '@tijara/schema';
import { FieldProblems } from './field-problems';
import { checkPromotion } from './promotion-rules';
import type { PromotionFields, PromotionInputValue } from './promotion-rules';

const FORM: PromotionInputValue = {
  name: '  Soldes d’hiver ',
  startsAt: new Date('2026-12-01T00:00:00Z'),
  endsAt: new Date('2026-12-31T00:00:00Z'),
  translations: [{ locale: 'fr', title: 'Soldes' }],
  targetIds: [4, 9],
  discountType: DiscountType.PERCENTAGE,
  value: 12.5,
  combinability: Combinability.STACKABLE,
  channels: [SalesChannel.ECOMMERCE, SalesChannel.POS],
};

function check(input: Partial<PromotionInputValue>, scope: PromotionScope = PromotionScope.PRODUCT) {
  const problems = new FieldProblems();
  const fields = checkPromotion(problems, scope, { ...FORM, ...input });
  return { fields, errors: problems.all };
}

describe('checkPromotion', () => {
  it('accepts a valid form, trims the name, stores the value in hundredths and applies the defaults', () => {
    const { fields, errors } = check({});
    expect(errors).toEqual({});
    expect(fields).toMatchObject({
      name: 'Soldes d’hiver',
      value: 1250,
      targetIds: [4, 9],
      paymentMethods: [],
      priority: 0,
      active: true,
      featured: false,
      couponCode: null,
      singleUse: false,
      minimumSubtotal: null,
    });
  });

  it('turns a DZD amount into centimes', () => {
    expect(check({ discountType: DiscountType.AMOUNT, value: 200.5 }).fields.value).toBe(20050);
    expect(check({ discountType: DiscountType.AMOUNT, value: 0.29 }).fields.value).toBe(29);
  });

  it('refuses an end at or before the start under endsAt', () => {
    expect(check({ endsAt: FORM.startsAt }).errors).toEqual({ endsAt: ['must be after the start'] });
    expect(check({ endsAt: new Date('2026-11-01T00:00:00Z') }).errors).toHaveProperty('endsAt');
  });

  it.each([
    [DiscountType.PERCENTAGE, 100.01, 'a percentage must be at most 100'],
    [DiscountType.PERCENTAGE, 0, 'must be greater than 0'],
    [DiscountType.AMOUNT, -5, 'must be greater than 0'],
    [DiscountType.AMOUNT, 10.005, 'must have at most 2 decimals'],
  ])('refuses a %s value of %s', (discountType, value, message) => {
    expect(check({ discountType, value }).errors).toEqual({ value: [message] });
  });

  it('accepts a percentage of exactly 100', () => {
    expect(check({ value: 100 }).fields.value).toBe(10_000);
  });

  it('collects every problem of the form at once', () => {
    const { errors } = check({
      name: ' ',
      endsAt: FORM.startsAt,
      value: 150,
      channels: [],
      couponCode: 'x',
      singleUse: true,
      priority: 1001,
      minimumSubtotal: -1,
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['channels', 'couponCode', 'endsAt', 'minimumSubtotal', 'name', 'priority', 'value'].sort(),
    );
  });

  it('normalises the coupon code and refuses single use without one', () => {
    expect(check({ couponCode: ' ete-2026 ' }).fields.couponCode).toBe('ETE-2026');
    expect(check({ couponCode: '   ', singleUse: true }).errors).toEqual({
      singleUse: ['needs a coupon code'],
    });
    expect(check({ couponCode: 'ÉTÉ' }).errors).toHaveProperty('couponCode');
  });

  it('requires targets for the scopes naming entities and refuses them elsewhere', () => {
    expect(check({ targetIds: [] }).errors).toEqual({
      targetIds: ['choose at least one target for the scope PRODUCT'],
    });
    expect(check({ targetIds: [3, 3] }).errors).toEqual({ targetIds: ['lists 3 more than once'] });
    expect(check({ targetIds: [0] }).errors).toEqual({ targetIds: ['unknown ids: 0'] });
    expect(check({ targetIds: [1] }, PromotionScope.CART).errors).toEqual({
      targetIds: ['must be empty for the scope CART'],
    });
    expect(check({ targetIds: null }, PromotionScope.ALL).fields.targetIds).toEqual([]);
  });

  it('requires payment methods for the payment_method scope only', () => {
    const scope = PromotionScope.PAYMENT_METHOD;
    const card = { targetIds: undefined, combinability: Combinability.GROUP_EXCLUSIVE_CART };
    expect(check(card, scope).errors).toEqual({ paymentMethods: ['choose at least one payment method'] });
    expect(check({ ...card, paymentMethods: [PaymentType.CARD] }, scope).fields.paymentMethods).toEqual([
      PaymentType.CARD,
    ]);
    expect(check({ paymentMethods: [PaymentType.CARD] }).errors).toEqual({
      paymentMethods: ['must be empty for the scope PRODUCT'],
    });
  });

  it('refuses a group exclusivity of the other group', () => {
    expect(check({ combinability: Combinability.GROUP_EXCLUSIVE_CART }).errors).toEqual({
      combinability: ['GROUP_EXCLUSIVE_CART does not fit an item scope'],
    });
    const cart = { targetIds: undefined, combinability: Combinability.GROUP_EXCLUSIVE_ITEM };
    expect(check(cart, PromotionScope.SHIPPING).errors).toEqual({
      combinability: ['GROUP_EXCLUSIVE_ITEM does not fit a cart scope'],
    });
  });

  it('refuses repeated channels', () => {
    expect(check({ channels: [SalesChannel.POS, SalesChannel.POS] }).errors).toEqual({
      channels: ['lists POS more than once'],
    });
  });

  it('keeps the current optional values on update when left out, and resets them on null', () => {
    const base: PromotionFields = {
      ...check({ couponCode: 'HIVER', priority: 7, active: false, minimumSubtotal: 500_000 }).fields,
    };
    // FORM leaves couponCode, priority, active and minimumSubtotal out.
    const problems = new FieldProblems();
    const kept = checkPromotion(problems, PromotionScope.PRODUCT, FORM, base);
    expect(kept).toMatchObject({ couponCode: 'HIVER', priority: 7, active: false, minimumSubtotal: 500_000 });
    const reset = checkPromotion(
      problems,
      PromotionScope.PRODUCT,
      { ...FORM, couponCode: null, priority: null },
      base,
    );
    expect(reset).toMatchObject({ couponCode: null, priority: 0, active: false });
    expect(problems.any).toBe(false);
  });
});
