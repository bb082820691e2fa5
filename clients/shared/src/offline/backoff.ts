/** Retry delays: exponential with full jitter, base 2 s, factor 2, cap 60 s. */

export interface BackoffPolicy {
  baseMs: number;
  factor: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 2_000, factor: 2, capMs: 60_000 };

/**
 * Delay before the next send after `attempts` sends (1 for the first failure). Full jitter spreads
 * many devices coming back online at once: uniform in [0, min(cap, base * factor^(attempts-1))).
 */
export function backoffDelay(attempts: number, random: () => number, policy: BackoffPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  const ceiling = Math.min(policy.capMs, policy.baseMs * policy.factor ** exponent);
  return Math.floor(random() * ceiling);
}
