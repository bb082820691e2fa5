/**
 * The demo catalogue's only source of variety: a seeded pseudo-random generator (mulberry32), so two
 * seedings of the same size produce the same products, prices, uuids and barcodes. Nothing here
 * is fit for secrets; it exists to make demo data realistic and reproducible.
 */

export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a shuffled order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A version-4-shaped uuid drawn from this generator. */
  uuid(): string;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (digits: number): string =>
    Array.from({ length: digits }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      return itemAt(items, int(0, items.length - 1));
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        [pool[i], pool[j]] = [itemAt(pool, j), itemAt(pool, i)];
      }
      return pool.slice(0, count);
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + int(0, 3)).toString(16)}${hex(3)}-${hex(12)}`,
  };
}

/** `items[index]`, refusing an index out of range (the generator's callers index known lists). */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at ${index} of ${items.length}`);
  return item;
}

/** GS1 prefix of Algeria: demo barcodes look like those of products registered there. */
const ALGERIA_GS1_PREFIX = '613';

/** A valid EAN-13 made of the Algerian prefix, `serial` (9 digits) and the check digit. */
export function algerianEan13(serial: number): string {
  const body = `${ALGERIA_GS1_PREFIX}${String(serial).padStart(9, '0')}`;
  if (body.length !== 12) throw new RangeError(`An EAN-13 serial has at most 9 digits, got ${serial}`);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
