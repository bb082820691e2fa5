import { parseTaxPercent } from './price-fields-state';

it('reads a tax rate typed with Arabic-Indic digits as the same rate', () => {
  expect(parseTaxPercent('١٩')).toBe(parseTaxPercent('19'));
  expect(parseTaxPercent('٩,٥')).toBe(950);
  expect(parseTaxPercent('19')).toBe(1900);
  expect(parseTaxPercent('101')).toBeUndefined();
});
