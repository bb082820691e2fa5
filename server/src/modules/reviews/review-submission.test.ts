import { algiersDate, checkReviewSubmission, isCalendarDate, isTicked } from './review-submission';
import type { ReviewSubmissionFields } from './review-submission';

const NOW = new Date('2026-11-21T10:00:00Z');
const VALID: ReviewSubmissionFields = {
  productUuid: '3F2A0C4E-1B2D-4C5E-8F90-A1B2C3D4E5F6',
  name: '  Amina   Benali ',
  email: ' Amina@Example.DZ ',
  phone: '+213 551 23 45 67',
  purchaseDate: '2026-11-01',
  rating: '4',
  text: 'Very good\nfast delivery',
  boughtHere: 'on',
  acceptedPolicy: 'true',
};

function errorsOf(fields: ReviewSubmissionFields): Record<string, readonly string[]> {
  const check = checkReviewSubmission(fields, NOW);
  return check.ok ? {} : check.errors;
}

describe('checkReviewSubmission', () => {
  it('answers the cleaned draft for a valid form', () => {
    expect(checkReviewSubmission(VALID, NOW)).toEqual({
      ok: true,
      draft: {
        productUuid: '3f2a0c4e-1b2d-4c5e-8f90-a1b2c3d4e5f6',
        authorName: 'Amina Benali',
        email: 'amina@example.dz',
        phone: '0551234567',
        purchaseDate: '2026-11-01',
        rating: 4,
        textHtml: 'Very good<br />fast delivery',
      },
    });
  });

  it('lists every field at fault of an empty form at once', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(
      [
        'acceptedPolicy',
        'boughtHere',
        'email',
        'name',
        'phone',
        'productUuid',
        'purchaseDate',
        'rating',
        'text',
      ].sort(),
    );
  });

  it.each<[string, ReviewSubmissionFields, string]>([
    ['a blank name', { name: '   ' }, 'name'],
    ['a one-letter name', { name: 'A' }, 'name'],
    ['a name of 61 characters', { name: 'a'.repeat(61) }, 'name'],
    ['an email without a domain', { email: 'amina@' }, 'email'],
    ['an email with a one-letter TLD', { email: 'amina@example.d' }, 'email'],
    ['an email over 254 characters', { email: `${'a'.repeat(250)}@example.dz` }, 'email'],
    ['a landline', { phone: '021 12 34 56' }, 'phone'],
    ['a phone of letters', { phone: 'call me' }, 'phone'],
    ['a date in another format', { purchaseDate: '01/11/2026' }, 'purchaseDate'],
    ['a date that does not exist', { purchaseDate: '2026-02-30' }, 'purchaseDate'],
    ['a date tomorrow in Algiers', { purchaseDate: '2026-11-22' }, 'purchaseDate'],
    ['a date before 2000', { purchaseDate: '1999-12-31' }, 'purchaseDate'],
    ['a rating of 0', { rating: '0' }, 'rating'],
    ['a rating of 6', { rating: '6' }, 'rating'],
    ['a fractional rating', { rating: '4.5' }, 'rating'],
    ['a text of 2 characters', { text: 'ok' }, 'text'],
    ['a text over 5000 characters', { text: 'a'.repeat(5001) }, 'text'],
    ['a text that is only markup', { text: '<script>alert(1)</script>' }, 'text'],
    ['an unticked boughtHere', { boughtHere: 'false' }, 'boughtHere'],
    ['a missing acceptedPolicy', { acceptedPolicy: undefined }, 'acceptedPolicy'],
    ['a malformed product uuid', { productUuid: '42' }, 'productUuid'],
  ])('refuses %s under its field only', (_case, change, field) => {
    expect(Object.keys(errorsOf({ ...VALID, ...change }))).toEqual([field]);
  });

  it('accepts the bounds: 2 and 60 character names, 3 character texts, ratings 1 and 5', () => {
    for (const change of [{ name: 'Al' }, { name: 'a'.repeat(60) }, { text: 'Top' }, { rating: '1' }]) {
      expect(errorsOf({ ...VALID, ...change })).toEqual({});
    }
    expect(errorsOf({ ...VALID, rating: '5', purchaseDate: '2000-01-01' })).toEqual({});
  });

  it('counts characters, not UTF-16 units, in names', () => {
    expect(errorsOf({ ...VALID, name: '😀'.repeat(60) })).toEqual({});
  });
});

describe('algiersDate', () => {
  it('is already the next day from 23:00 UTC', () => {
    expect(algiersDate(new Date('2026-11-21T22:59:59Z'))).toBe('2026-11-21');
    expect(algiersDate(new Date('2026-11-21T23:00:00Z'))).toBe('2026-11-22');
  });
});

describe('isCalendarDate', () => {
  it('knows leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
  });
});

describe('isTicked', () => {
  it('reads the values browsers and scripts send for a ticked box', () => {
    expect(['true', '1', 'on', 'TRUE'].map(isTicked)).toEqual([true, true, true, true]);
    expect(['false', '0', 'off', '', undefined].map(isTicked)).toEqual([false, false, false, false, false]);
  });
});
