import { algerianEan13, createPrng } from './prng';

describe('createPrng', () => {
  it('draws the same sequence from the same seed and another from another seed', () => {
    const draw = (seed: number) => {
      const rng = createPrng(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    expect(draw(7).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('keeps integers within both bounds and reaches each of them', () => {
    const rng = createPrng(1);
    const values = new Set(Array.from({ length: 500 }, () => rng.int(3, 6)));
    expect([...values].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items, never more than there are', () => {
    const rng = createPrng(2);
    const sample = rng.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(sample).size).toBe(3);
    expect(rng.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });

  it('makes version-4-shaped uuids', () => {
    const rng = createPrng(3);
    expect(rng.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('algerianEan13', () => {
  /** The check as scanners do it: from the right, odd positions weigh 3 (check digit included, weight 1). */
  const valid = (code: string) =>
    [...code].reverse().reduce((sum, digit, index) => sum + Number(digit) * (index % 2 === 1 ? 3 : 1), 0) %
      10 ===
    0;

  it('makes valid EAN-13 codes under the Algerian prefix 613', () => {
    for (const serial of [0, 1, 42, 123_456, 999_999_999]) {
      const code = algerianEan13(serial);
      expect(code).toMatch(/^613\d{10}$/);
      expect(valid(code)).toBe(true);
    }
  });

  it('refuses a serial longer than nine digits', () => {
    expect(() => algerianEan13(1_000_000_000)).toThrow(RangeError);
  });
});
