import { centimes, centimesToDinars, dinarsToCentimes, formatMoney } from '../src/money';

const plain = (s: string) => s.replace(/[\u200e\u200f\u202f\u00a0]/g, ' ');

it('keeps money in whole centimes', () => {
  expect(dinarsToCentimes(1234.5)).toBe(123450);
  expect(dinarsToCentimes(0.29)).toBe(29);
  expect(centimesToDinars(centimes(45000))).toBe(450);
  expect(() => centimes(10.5)).toThrow(RangeError);
});

it('formats with 2 decimals and DA, Latin digits and a left-to-right run in Arabic', () => {
  expect(plain(formatMoney(123450, 'fr-DZ'))).toBe('1 234,50 DA');
  expect(plain(formatMoney(123450, 'en-DZ'))).toBe('1,234.50 DA');
  expect(formatMoney(123450, 'ar-DZ')).toBe('\u20661.234,50 DA\u2069');
});
