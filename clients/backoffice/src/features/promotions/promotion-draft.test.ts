import { checkDraft, draftOf, emptyDraft, parseDiscountValue, valueText, withScope } from './promotion-draft';
import type { PromotionDraft } from './promotion-draft';
import { messages } from './messages';
import { promotion } from './promotions.mocks';
import { combinabilitiesFor } from './vocabulary';

const valid: PromotionDraft = {
  ...emptyDraft(),
  name: '  Rentrée ',
  startsAt: '2026-09-01T00:00',
  endsAt: '2026-09-15T00:00',
  texts: { ...emptyDraft().texts, fr: { title: 'Rentrée', subtitle: '', slogan: '', bannerHtml: '' } },
  scope: 'CART',
  value: '10',
};

it('reads percentages and amounts as typed: French comma, spaces, Arabic-Indic digits', () => {
  expect(parseDiscountValue('PERCENTAGE', '12,5')).toBe(12.5);
  expect(parseDiscountValue('PERCENTAGE', '100')).toBe(100);
  expect(parseDiscountValue('PERCENTAGE', '100,01')).toBeNull();
  expect(parseDiscountValue('PERCENTAGE', '0')).toBeNull();
  expect(parseDiscountValue('AMOUNT', '1 200,50')).toBe(1200.5);
  expect(parseDiscountValue('AMOUNT', '0,29')).toBe(0.29);
  expect(parseDiscountValue('AMOUNT', '١٥٠')).toBe(150);
  expect(parseDiscountValue('AMOUNT', '12,345')).toBeNull();
  expect(parseDiscountValue('AMOUNT', '-5')).toBeNull();
});

it('fills the fields back the way they are typed', () => {
  expect(valueText('PERCENTAGE', 12.5)).toBe('12,5');
  expect(valueText('AMOUNT', 1200.5)).toBe('1 200,50');
  const draft = draftOf(promotion({ discountType: 'AMOUNT', value: 200, minimumSubtotal: 500_000 }));
  expect(draft).toMatchObject({ value: '200,00', minimumSubtotal: '5 000,00', targets: [{ id: 31 }] });
});

it('leaves out en and ar when nothing is written in them, and needs their title when something is', () => {
  const check = checkDraft(valid);
  expect(check.ok && check.input.translations.map((t) => t.locale)).toEqual(['fr']);
  const slogan = checkDraft({
    ...valid,
    texts: { ...valid.texts, ar: { title: '', subtitle: '', slogan: 'تخفيضات', bannerHtml: '' } },
  });
  expect(slogan).toEqual({ ok: false, problems: { translations: [messages.titleRequiredAr] } });
});

it('sends targets only for the scopes that take them, payment methods only for payment_method', () => {
  const cart = checkDraft({ ...valid, targets: [{ id: 3, name: 'Old' }] });
  expect(cart.ok && cart.input).not.toHaveProperty('targetIds');
  const payment = checkDraft({ ...valid, scope: 'PAYMENT_METHOD', paymentMethods: ['CARD'] });
  expect(payment.ok && payment.input).toMatchObject({ paymentMethods: ['CARD'] });
  expect(checkDraft({ ...valid, scope: 'PAYMENT_METHOD' })).toEqual({
    ok: false,
    problems: { paymentMethods: [messages.paymentMethodsRequired] },
  });
});

it('refuses an end before the start, a bad coupon, no channel and a priority above 1000', () => {
  const check = checkDraft({
    ...valid,
    endsAt: '2026-08-31T23:00',
    couponCode: 'A B',
    channels: [],
    priority: '1001',
  });
  expect(check).toEqual({
    ok: false,
    problems: {
      endsAt: [messages.endBeforeStart],
      couponCode: [messages.badCoupon],
      channels: [messages.channelsRequired],
      priority: [messages.badPriority],
    },
  });
});

it('drops single use without a code, and keeps targets only within the same kind of picker', () => {
  const check = checkDraft({ ...valid, singleUse: true });
  expect(check.ok && check.input).toMatchObject({ couponCode: null, singleUse: false });
  const products = { ...valid, scope: 'PRODUCT' as const, targets: [{ id: 1, name: 'Lait' }] };
  expect(withScope(products, 'BRAND').targets).toEqual([]);
  expect(withScope({ ...products, combinability: 'GROUP_EXCLUSIVE_ITEM' }, 'ALL').combinability).toBe(
    'GROUP_EXCLUSIVE_ITEM',
  );
  expect(combinabilitiesFor('CUSTOMER_SEGMENT')).toEqual([
    'STACKABLE',
    'GROUP_EXCLUSIVE_CART',
    'GLOBAL_EXCLUSIVE',
  ]);
});

it('tells a 0 DA discount apart from a mistyped amount, and reads the minimum like every DA field', () => {
  const amount = { ...valid, discountType: 'AMOUNT' as const };
  expect(checkDraft({ ...amount, value: '0,00' })).toEqual({
    ok: false,
    problems: { value: [messages.amountNotPositive] },
  });
  expect(checkDraft({ ...amount, value: '12,345' })).toEqual({
    ok: false,
    problems: { value: [messages.badAmount] },
  });
  expect(checkDraft({ ...amount, value: '200', minimumSubtotal: 'abc' })).toEqual({
    ok: false,
    problems: { minimumSubtotal: [messages.badAmount] },
  });
  const check = checkDraft({ ...amount, value: '200', minimumSubtotal: ' ' });
  expect(check.ok && check.input).toMatchObject({ value: 200, minimumSubtotal: null });
});
