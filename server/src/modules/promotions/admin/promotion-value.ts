/**
 * A discount value as staff type it (12.5 %, 200.5 DA) against its stored form, hundredths (1250
 * basis points, 20050 centimes): exact integers both ways, refusing what has more than two decimals
 * rather than rounding it silently.
 */

/** The largest value the integer columns hold (value, minimum_subtotal). */
export const MAX_HUNDREDTHS = 2_147_483_647;

/**
 * 12.5 -> 1250, 200.5 -> 20050; null when the number has more than two decimals. Binary floats make
 * 0.29 * 100 = 28.999999999999996, so "two decimals" means within a millionth of a whole hundredth.
 */
export function hundredthsOf(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const scaled = value * 100;
  const whole = Math.round(scaled);
  return Math.abs(scaled - whole) < 1e-6 ? whole : null;
}

/** 1250 -> 12.5: what the editor shows back. */
export function typedValueOf(hundredths: number): number {
  return hundredths / 100;
}
