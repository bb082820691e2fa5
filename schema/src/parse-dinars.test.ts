import { parseDinars } from './money';

it('reads dinars with space thousands and a decimal comma or point', () => {
  expect(parseDinars('1 234,50')).toBe(123_450);
  expect(parseDinars('1234.5')).toBe(123_450);
  expect(parseDinars('0,29')).toBe(29);
  expect(parseDinars('12')).toBe(1_200);
  expect(parseDinars('1\u202f234,00')).toBe(123_400);
});

it('reads negative amounts (a cheaper combination)', () => {
  expect(parseDinars('-150')).toBe(-15_000);
  expect(parseDinars('-0')).toBe(0);
});

it('accepts Arabic-Indic digits', () => {
  expect(parseDinars('١٢٣٤,٥٠')).toBe(123_450);
  expect(parseDinars('۱۲')).toBe(1_200);
});

it('refuses what is not an amount with at most 2 decimals', () => {
  for (const bad of ['', 'abc', '1,234', '12.345', '1.2.3', '--1', '1e3', '12 DA']) {
    expect(parseDinars(bad)).toBeNull();
  }
});

it('refuses a negative amount when asked to', () => {
  expect(parseDinars('-150', { allowNegative: false })).toBeNull();
  expect(parseDinars('150', { allowNegative: false })).toBe(15_000);
});
