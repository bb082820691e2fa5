import { checkDetails, creationInput, emptyDetails, formFieldErrors } from './details-draft';
import { checkPriceForm } from './price-form';
import { missingTexts } from './language-texts';

describe('details form', () => {
  it('needs a main category, and a name only for a new product', () => {
    const check = checkDetails(emptyDetails(), { needsName: true });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.problems).sort()).toEqual(['mainCategory', 'name']);
    expect(checkDetails({ ...emptyDetails(), mainCategory: '3' }, { needsName: false }).ok).toBe(true);
  });

  it('refuses sizes that are not whole numbers instead of rounding them', () => {
    const check = checkDetails(
      { ...emptyDetails(), mainCategory: '3', weight: '1.5', height: '٢٠' },
      {
        needsName: false,
      },
    );
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.problems)).toEqual(['weight']);
  });

  it('drops a brand line without a brand, and absent fields from a creation', () => {
    const check = checkDetails(
      { ...emptyDetails('shop-1'), name: ' Lait ', mainCategory: '3', brandLine: '8', height: '٢٠' },
      { needsName: true },
    );
    if (!check.ok) throw new Error('expected a valid form');
    expect(check.input).toMatchObject({
      brandId: null,
      brandLineId: null,
      heightMm: 20,
      shopIds: ['shop-1'],
    });
    const input = creationInput(check.input, check.name);
    expect(input).toMatchObject({ name: 'Lait', mainCategoryId: 3, heightMm: 20, status: 'DRAFT' });
    expect(input).not.toHaveProperty('brandId');
    expect(input).not.toHaveProperty('sku');
  });

  it('moves the server’s field errors under the form’s names', () => {
    expect(formFieldErrors({ weightGrams: ['bad'], mainCategoryId: ['gone'], sku: ['taken'] })).toEqual({
      weight: ['bad'],
      mainCategory: ['gone'],
      sku: ['taken'],
    });
  });
});

describe('price form', () => {
  const texts = { priceHt: '1 234,50', tax: '9,5', supplyPriceHt: '', wholeSalePriceHt: '1 000' };

  it('sends centimes and the rate in percent; empty optional prices clear them', () => {
    expect(checkPriceForm({ texts, wholesaleMoq: '12' })).toEqual({
      ok: true,
      input: {
        priceHt: 123_450,
        taxPercent: 9.5,
        supplyPriceHt: null,
        wholesalePriceHt: 100_000,
        wholesaleMoq: 12,
      },
    });
  });

  it('needs a selling price and a minimum order of at least 1', () => {
    const check = checkPriceForm({ texts: { ...texts, priceHt: '' }, wholesaleMoq: '0' });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.problems).sort()).toEqual(['priceHt', 'wholesaleMoq']);
  });
});

it('counts a text of spaces only as missing', () => {
  expect(
    missingTexts({
      name: '  ',
      shortDescription: 'x',
      longDescription: '',
      seoTitle: 'x',
      seoDescription: '\n',
    }),
  ).toEqual(['name', 'seoDescription']);
});
