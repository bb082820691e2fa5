/**
 * A drawer counted by denomination: the Algerian notes and coins a cashier holds (2000, 1000, 500 and
 * 200 DA notes; 100, 50, 20, 10 and 5 DA coins), how many of each, and what they come to in
 * centimes. The smaller coins (2 and 1 DA, centimes) are out of use at the counter: an odd amount is
 * typed instead.
 */

export interface Denomination {
  /** In centimes. */
  readonly value: number;
  readonly kind: 'note' | 'coin';
}

export const DENOMINATIONS: readonly Denomination[] = [
  { value: 200_000, kind: 'note' },
  { value: 100_000, kind: 'note' },
  { value: 50_000, kind: 'note' },
  { value: 20_000, kind: 'note' },
  { value: 10_000, kind: 'coin' },
  { value: 5_000, kind: 'coin' },
  { value: 2_000, kind: 'coin' },
  { value: 1_000, kind: 'coin' },
  { value: 500, kind: 'coin' },
];

/** How many of each denomination, by its value in centimes; a missing one is none. */
export type DenominationCounts = Readonly<Record<number, number>>;

/** What the counted notes and coins come to, in centimes. */
export function countedTotal(counts: DenominationCounts): number {
  return DENOMINATIONS.reduce((sum, { value }) => sum + value * (counts[value] ?? 0), 0);
}

/** The counts with one denomination set; a negative or broken count is none. */
export function withCount(counts: DenominationCounts, value: number, count: number): DenominationCounts {
  const whole = Number.isSafeInteger(count) && count > 0 ? count : 0;
  return { ...counts, [value]: whole };
}

/** The value of a denomination in dinars, as printed on it: "2000", "5". */
export function dinarsOf(value: number): string {
  return String(value / 100);
}
