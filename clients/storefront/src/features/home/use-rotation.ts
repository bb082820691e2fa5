/**
 * A rotation of slides (the promo banner, banner and text carousels): one at a time, the next after
 * `delayMs` (the promo banner's 3 seconds, spec §4, unless said), held while `held` (pointer over it,
 * focus in it, the shopper's pause, reduced motion). A manual move starts the delay again.
 */
import { useEffect, useState } from 'react';

export const BANNER_ROTATION_MS = 3000;

export function useRotation(count: number, held: boolean, delayMs = BANNER_ROTATION_MS) {
  const [index, setIndex] = useState(0);
  const shown = count > 0 ? index % count : 0;

  useEffect(() => {
    if (held || count < 2) return;
    const timer = window.setTimeout(() => setIndex((shown + 1) % count), delayMs);
    return () => window.clearTimeout(timer);
  }, [shown, held, count, delayMs]);

  const step = (direction: 1 | -1) => setIndex((shown + direction + count) % count);
  return { index: shown, step };
}

/** Whether the shopper asked for less motion, kept current if they change it. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => motionQuery()?.matches ?? false);
  useEffect(() => {
    const query = motionQuery();
    if (!query) return;
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

function motionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)')
    : null;
}
