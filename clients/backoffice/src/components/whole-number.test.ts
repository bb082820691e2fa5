import { parseWholeNumber } from './whole-number';

it('reads whole numbers only, Arabic-Indic digits included', () => {
  expect(parseWholeNumber(' 12 ')).toBe(12);
  expect(parseWholeNumber('١٢')).toBe(12);
  expect(parseWholeNumber('۳')).toBe(3);
  for (const text of ['', '1.5', '1,5', '-1', '2e1', '0x1', 'abc', '1 000']) {
    expect(parseWholeNumber(text)).toBeNull();
  }
});
