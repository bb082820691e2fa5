/**
 * Whether an element has come within a margin of the viewport, once: the answer stays true, and the
 * observer is let go at the first sighting, so what it triggers runs once. Without
 * IntersectionObserver (very old browsers) the element counts as near at once.
 */
import { useCallback, useState } from 'react';
import type { RefCallback } from 'react';

/** The spec's distance: cross-selling starts loading 200 px before it scrolls into view. */
export const NEAR_VIEWPORT_MARGIN = '200px';

export function useNearViewport<T extends Element>(
  rootMargin: string = NEAR_VIEWPORT_MARGIN,
): readonly [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || near) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, rootMargin],
  );
  return [ref, near] as const;
}
