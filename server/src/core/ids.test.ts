import { BadUserInputError } from './errors';
import { MAX_ID, assertId } from './ids';

describe('assertId', () => {
  it('accepts ids from 1 to the largest PostgreSQL integer', () => {
    expect(assertId('communeId', 1)).toBe(1);
    expect(assertId('communeId', MAX_ID)).toBe(MAX_ID);
  });

  it.each([0, -1, 1.5, MAX_ID + 1, Number.NaN])('refuses %p as bad input on the named field', (id) => {
    expect(() => assertId('communeId', id)).toThrow(BadUserInputError);
    try {
      assertId('communeId', id);
    } catch (error) {
      expect((error as BadUserInputError).fieldErrors).toEqual({ communeId: [expect.any(String)] });
    }
  });
});
