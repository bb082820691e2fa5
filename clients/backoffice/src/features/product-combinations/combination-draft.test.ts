import { checkDraft, emptyDraft, impactOf, withImpact, withProductPrice } from './combination-draft';

const PRODUCT_HT = 100_000;
const options = { productHt: PRODUCT_HT, locale: 'fr' as const, names: null, canPrice: true };

describe('the two prices stay in step', () => {
  it('turns a full price below the product’s into a cheaper difference', () => {
    const draft = withProductPrice(emptyDraft(PRODUCT_HT), '850,5', PRODUCT_HT);
    expect(draft).toMatchObject({ combinationPrice: '149,50', sign: 'minus' });
    expect(impactOf(draft)).toBe(-14_950);
  });

  it('turns a difference and its direction into the full price', () => {
    const more = withImpact(emptyDraft(PRODUCT_HT), { combinationPrice: '250' }, PRODUCT_HT);
    expect(more.productPrice).toBe('1 250,00');
    expect(withImpact(more, { sign: 'minus' }, PRODUCT_HT).productPrice).toBe('750,00');
  });

  it('leaves the full price as typed while the text is not an amount yet', () => {
    const draft = withProductPrice(emptyDraft(PRODUCT_HT), '', PRODUCT_HT);
    expect(draft).toMatchObject({ productPrice: '', combinationPrice: '0,00' });
  });
});

describe('checkDraft', () => {
  const withValues = { ...emptyDraft(PRODUCT_HT), values: { 1: 101 } };

  it('refuses a combination without values or cheaper than free', () => {
    const negative = withImpact(withValues, { combinationPrice: '1 200', sign: 'minus' }, PRODUCT_HT);
    const check = checkDraft({ ...negative, values: {} }, options);
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : Object.keys(check.problems)).toEqual(['valueIds', 'combinationPrice']);
  });

  it('sends no price without the PRICES permission, and never isDefault false', () => {
    const check = checkDraft(withValues, { ...options, canPrice: false });
    expect(check).toEqual({
      ok: true,
      input: {
        valueIds: [101],
        names: { fr: '', en: '', ar: '' },
        reference: '',
        barcode: '',
        active: true,
      },
    });
  });

  it('keeps the names of the other languages', () => {
    const check = checkDraft(
      { ...withValues, name: ' أحمر ' },
      { ...options, locale: 'ar', names: { fr: 'Rouge', en: null, ar: 'قديم' } },
    );
    expect(check.ok && check.input.names).toEqual({ fr: 'Rouge', en: '', ar: 'أحمر' });
  });
});
