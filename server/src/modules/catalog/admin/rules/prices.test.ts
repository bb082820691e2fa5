import { FieldProblems } from './field-checks';
import { checkPrices } from './prices';

function check(input: Parameters<typeof checkPrices>[1]) {
  const problems = new FieldProblems();
  const patch = checkPrices(problems, input, 'prices.');
  return { patch, problems: problems.all };
}

it('stores the tax percent as basis points, rounded to 2 decimals', () => {
  expect(check({ priceHt: 100_000, taxPercent: 19 }).patch).toEqual({ priceHt: 100_000, taxRateBp: 1900 });
  expect(check({ priceHt: 0, taxPercent: 9.555 }).patch.taxRateBp).toBe(956);
});

it('leaves absent optional prices alone and clears null ones', () => {
  expect(check({ priceHt: 1, taxPercent: 0, supplyPriceHt: null, wholesaleMoq: 6 }).patch).toEqual({
    priceHt: 1,
    taxRateBp: 0,
    supplyPriceHt: null,
    wholesaleMoq: 6,
  });
});

it('refuses negative amounts, a tax out of range and a minimum quantity below 1', () => {
  expect(
    check({ priceHt: -1, taxPercent: 101, supplyPriceHt: -5, wholesalePriceHt: -1, wholesaleMoq: 0 })
      .problems,
  ).toEqual({
    'prices.priceHt': ['must be a whole number of centimes from 0'],
    'prices.taxPercent': ['must be a percent from 0 to 100'],
    'prices.supplyPriceHt': ['must be a whole number of centimes from 0'],
    'prices.wholesalePriceHt': ['must be a whole number of centimes from 0'],
    'prices.wholesaleMoq': ['must be a whole number from 1'],
  });
});
