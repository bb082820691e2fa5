/**
 * A clock and timers that move only when a test says so: time-dependent behaviour (backoff, leases,
 * wake-ups) is checked without real waits and without faking the timers fake-indexeddb relies on.
 */
import type { Timers } from '../network/timers';

export interface ManualClock {
  now(): number;
  timers: Timers;
  /** Moves time forward and fires, in order, every timer that falls due. */
  advance(ms: number): void;
  /** When the earliest timer fires, or null. */
  nextTimerAt(): number | null;
}

export function createManualClock(start = Date.UTC(2026, 10, 21, 9, 0, 0)): ManualClock {
  let now = start;
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();

  const earliest = () => [...pending.entries()].sort(([, a], [, b]) => a.at - b.at)[0];

  return {
    now: () => now,
    timers: {
      setTimeout(callback, ms) {
        nextId += 1;
        pending.set(nextId, { at: now + Math.max(0, ms), callback });
        return nextId;
      },
      clearTimeout(handle) {
        pending.delete(handle as number);
      },
    },
    advance(ms) {
      const target = now + ms;
      for (let next = earliest(); next && next[1].at <= target; next = earliest()) {
        pending.delete(next[0]);
        now = next[1].at;
        next[1].callback();
      }
      now = target;
    },
    nextTimerAt: () => earliest()?.[1].at ?? null,
  };
}
