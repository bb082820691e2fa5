import { priceTtc, taxPercentToBasisPoints } from './pricing';

describe('priceTtc', () => {
  it('adds the tax to the centime', () => {
    expect(priceTtc(100_000, 1900)).toBe(119_000);
    expect(priceTtc(199_900, 900)).toBe(217_891);
  });

  it('rounds half a centime up', () => {
    // 0.50 DA at 19 % is 0.595 DA: 59.5 centimes, shown as 0.60 DA.
    expect(priceTtc(50, 1900)).toBe(60);
    expect(priceTtc(49, 1900)).toBe(58);
    expect(priceTtc(-50, 1900)).toBe(-60);
  });

  it('gives 0 for an empty price', () => {
    expect(priceTtc(null, 1900)).toBe(0);
    expect(priceTtc(undefined, 1900)).toBe(0);
  });

  it('keeps exact integers on large amounts', () => {
    expect(priceTtc(123_456_789_01, 1900)).toBe(14_691_357_892);
  });

  it('refuses fractions of a centime', () => {
    expect(() => priceTtc(10.5, 1900)).toThrow(RangeError);
  });
});

describe('taxPercentToBasisPoints', () => {
  it('keeps 2 decimals of the percent', () => {
    expect(taxPercentToBasisPoints(19)).toBe(1900);
    expect(taxPercentToBasisPoints(9.5)).toBe(950);
    expect(taxPercentToBasisPoints(7.255)).toBe(726);
  });

  it('refuses a negative or absurd rate', () => {
    expect(() => taxPercentToBasisPoints(-1)).toThrow(RangeError);
    expect(() => taxPercentToBasisPoints(101)).toThrow(RangeError);
    expect(() => taxPercentToBasisPoints(Number.NaN)).toThrow(RangeError);
  });
});
