import { isAlgerianMobile, normalizeAlgerianPhone } from './algerian-phone';

describe('normalizeAlgerianPhone', () => {
  it.each([
    ['0551234567', '0551234567'],
    ['05 51 23 45 67', '0551234567'],
    ['0551-23-45.67', '0551234567'],
    ['+213551234567', '0551234567'],
    ['+213 661 23 45 67', '0661234567'],
    ['00213771234567', '0771234567'],
    ['551234567', '0551234567'],
    ['(+213) 7 71 23 45 67', '0771234567'],
    ['٠٥٥١٢٣٤٥٦٧', '0551234567'],
    ['۰۶۶۱۲۳۴۵۶۷', '0661234567'],
  ])('turns %s into %s', (raw, expected) => {
    expect(normalizeAlgerianPhone(raw)).toBe(expected);
  });

  it('leaves a 9-digit number not starting 5, 6 or 7 without a leading 0', () => {
    expect(normalizeAlgerianPhone('221234567')).toBe('221234567');
  });

  it('keeps a + that is not the Algerian prefix, so the number stays invalid', () => {
    expect(normalizeAlgerianPhone('+33612345678')).toBe('+33612345678');
  });
});

describe('isAlgerianMobile', () => {
  it.each(['0551234567', '0661234567', '0771234567'])('accepts %s', (phone) => {
    expect(isAlgerianMobile(phone)).toBe(true);
  });

  it.each(['', '0451234567', '055123456', '05512345678', '+213551234567', '551234567', '05512a4567'])(
    'refuses %s',
    (phone) => {
      expect(isAlgerianMobile(phone)).toBe(false);
    },
  );

  it('accepts what the normaliser makes of the usual spellings', () => {
    for (const raw of ['+213 5 51 23 45 67', '00213 661234567', '771234567']) {
      expect(isAlgerianMobile(normalizeAlgerianPhone(raw))).toBe(true);
    }
  });
});
