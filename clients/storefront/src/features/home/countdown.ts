/**
 * A deal's countdown: what is left until its end (whole days, hours, minutes, seconds), or null once
 * it has ended; and a clock that ticks every second while some countdown still runs.
 */
import { useEffect, useState } from 'react';

export interface TimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

export const TICK_MS = 1000;

/** endsAt: an ISO instant; now: ms since the epoch. Null at or after the end, or for a bad date. */
export function timeLeft(endsAt: string, now: number): TimeLeft | null {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end) || end <= now) return null;
  const total = Math.floor((end - now) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The current time (ms since the epoch), refreshed every second while one of `endsAt` (ISO instants)
 * is still ahead; the clock stops once they have all passed.
 */
export function useNow(endsAt: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const running = endsAt.some((end) => Date.parse(end) > now);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
