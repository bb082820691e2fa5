import {
  CustomerFormMessageKey,
  checkCustomerForm,
  isAlgerianMobile,
  isValidPersonName,
  normalizeAlgerianPhone,
  normalizePersonName,
  stripEmailTyping,
} from './customer-form';

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

describe('person names', () => {
  it.each(['Amina', 'Ben Ali', 'Zoé', 'أمينة', 'بن علي', 'مُحَمَّد', 'ⵜⴰⵎⴰⵣⵉⵖⵜ'])('accepts %s', (name) => {
    expect(isValidPersonName(normalizePersonName(name))).toBe(true);
  });

  it.each(['Al', 'Amina2', 'Amina-Benali', 'a'.repeat(21), '', 'O’Neil'])('refuses %s', (name) => {
    expect(isValidPersonName(normalizePersonName(name))).toBe(false);
  });

  it('counts an Arabic letter with its vowel mark as one letter', () => {
    expect(isValidPersonName('مُحَمَّدٌ'.repeat(4))).toBe(true);
    expect(isValidPersonName('مُحَمَّدٌ'.repeat(6))).toBe(false);
  });

  it('trims and collapses white space', () => {
    expect(normalizePersonName('  Ben \t  Ali ')).toBe('Ben Ali');
  });
});

describe('checkCustomerForm', () => {
  it('normalises every field and names each one at fault with the legacy field key', () => {
    const checked = checkCustomerForm({
      firstname: ' Al ',
      lastname: 'Benali',
      phone: '+213 ٥٥١ 23 45 67',
      email: ' Amina@Example.DZ ',
    });
    expect(checked.values).toEqual({
      firstname: 'Al',
      lastname: 'Benali',
      phone: '0551234567',
      email: 'amina@example.dz',
    });
    expect(checked.errors).toEqual({ firstname: CustomerFormMessageKey.FIRSTNAME });
  });

  it('keeps the e-mail optional but checks it when given', () => {
    const base = { firstname: 'Amina', lastname: 'Benali', phone: '0661234567' };
    expect(checkCustomerForm({ ...base, email: '' }).errors).toEqual({});
    expect(checkCustomerForm({ ...base, email: 'amina@example.d' }).errors).toEqual({
      email: CustomerFormMessageKey.EMAIL,
    });
    expect(checkCustomerForm({ ...base, phone: '0212345678', email: '' }).errors).toEqual({
      phone: CustomerFormMessageKey.PHONE,
    });
  });

  it('strips what the e-mail input does not keep while typing', () => {
    expect(stripEmailTyping('ami na!@ex<>ample.dz')).toBe('amina@example.dz');
  });
});
