/**
 * When the carousel has painted and comes within 200 px of the viewport, and the browser is idle,
 * load Embla (a separate chunk, never on a first route) and hand it the track, if the track has
 * anything to scroll. Where IntersectionObserver is missing the native track simply stays.
 */
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import type { CarouselController } from './enhance';
import { isRtl, prefersReducedMotion, whenIdle } from './motion';
import { firstVisibleSlide } from './use-native-scroll';

const NEAR_VIEWPORT = '200px';

export function useEnhancement(
  rootRef: RefObject<HTMLElement | null>,
  viewportRef: RefObject<HTMLElement | null>,
  autoplayDelay: number | null,
): CarouselController | null {
  const [controller, setController] = useState<CarouselController | null>(null);

  useEffect(() => {
    const root = rootRef.current;
    const viewport = viewportRef.current;
    if (!root || !viewport || typeof IntersectionObserver !== 'function') return;
    let live = true;
    let enhanced: CarouselController | null = null;
    let cancelIdle = () => {};

    const enhance = async () => {
      if (viewport.scrollWidth <= viewport.clientWidth + 1) return;
      const { enhanceCarousel } = await import('./enhance');
      if (!live) return;
      const startIndex = firstVisibleSlide(viewport);
      // Embla moves the track by transform: the native scroll position must not add to it.
      root.dataset.enhanced = '';
      viewport.scrollLeft = 0;
      enhanced = enhanceCarousel({
        root,
        viewport,
        rtl: isRtl(viewport),
        startIndex,
        autoplayDelay: prefersReducedMotion() ? null : autoplayDelay,
      });
      setController(enhanced);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = whenIdle(() => {
          enhance().catch((error: unknown) => {
            // The native track still works: a failed chunk load only costs the extras.
            console.warn('Carousel enhancement failed', error);
          });
        });
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(root);
    return () => {
      live = false;
      observer.disconnect();
      cancelIdle();
      enhanced?.destroy();
      delete root.dataset.enhanced;
      setController(null);
    };
  }, [rootRef, viewportRef, autoplayDelay]);

  return controller;
}
