import { normaliseDigits } from './digits';

it('turns Arabic-Indic and Eastern Arabic-Indic digits into Latin ones, leaving the rest', () => {
  expect(normaliseDigits('٠٥٥٠ ١٢٣ ٤٥٦')).toBe('0550 123 456');
  expect(normaliseDigits('۰۶۶۱۲۳۴۵۶۷۸۹')).toBe('066123456789');
  expect(normaliseDigits('Bab Ezzouar 16, شارع ٢٣')).toBe('Bab Ezzouar 16, شارع 23');
});
