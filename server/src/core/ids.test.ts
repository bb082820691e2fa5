import { BadUserInputError, NotFoundError } from './errors';
import { MAX_ID, assertId } from './ids';

describe('assertId', () => {
  it('accepts ids from 1 to the largest PostgreSQL integer', () => {
    expect(assertId('communeId', 1, 'Commune')).toBe(1);
    expect(assertId('communeId', MAX_ID, 'Commune')).toBe(MAX_ID);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %p as bad input on the named field', (id) => {
    expect(() => assertId('communeId', id, 'Commune')).toThrow(BadUserInputError);
    try {
      assertId('communeId', id, 'Commune');
    } catch (error) {
      expect((error as BadUserInputError).fieldErrors).toEqual({ communeId: [expect.any(String)] });
    }
  });

  it('answers a whole number beyond the integer range as an unknown id', () => {
    expect(() => assertId('communeId', MAX_ID + 1, 'Commune')).toThrow(NotFoundError);
    expect(() => assertId('communeId', 99_999_999_999, 'Commune')).toThrow('Commune 99999999999 not found');
  });
});
