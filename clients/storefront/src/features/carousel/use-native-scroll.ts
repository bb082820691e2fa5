/**
 * The native track's state and moves: whether it can scroll back or on (from its scroll position,
 * which runs negative in right-to-left pages), and a step of one slide either way. The track is
 * measured in an animation frame, when the browser lays the page out anyway: measured as it mounts,
 * each carousel of the home forced a layout of its own while the page was still being drawn.
 */
import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { isRtl, prefersReducedMotion } from './motion';

export interface ScrollEnds {
  readonly canPrev: boolean;
  readonly canNext: boolean;
}

/** Rounding slack, in CSS px: a track 0.5 px from its end is at its end. */
const SLACK = 2;

function endsOf(viewport: HTMLElement): ScrollEnds {
  const travelled = Math.abs(viewport.scrollLeft);
  const room = viewport.scrollWidth - viewport.clientWidth;
  return { canPrev: travelled > SLACK, canNext: room - travelled > SLACK };
}

export function useNativeScroll(viewportRef: RefObject<HTMLElement | null>, active: boolean) {
  const [ends, setEnds] = useState<ScrollEnds>({ canPrev: false, canNext: true });

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !active) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = endsOf(viewport);
        setEnds((current) =>
          current.canPrev === next.canPrev && current.canNext === next.canNext ? current : next,
        );
      });
    };
    measure();
    viewport.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(viewport);
    return () => {
      cancelAnimationFrame(frame);
      viewport.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [viewportRef, active]);

  const step = useCallback(
    (direction: 1 | -1) => {
      const viewport = viewportRef.current;
      const slide = viewport?.querySelector<HTMLElement>('.carousel__slide');
      if (!viewport || !slide) return;
      const sign = isRtl(viewport) ? -1 : 1;
      viewport.scrollBy({
        left: direction * sign * slide.getBoundingClientRect().width,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    },
    [viewportRef],
  );

  return { ends, step };
}

/** The slide the native track shows first, for Embla to start from. */
export function firstVisibleSlide(viewport: HTMLElement): number {
  const slide = viewport.querySelector<HTMLElement>('.carousel__slide');
  const width = slide?.getBoundingClientRect().width ?? 0;
  return width > 0 ? Math.round(Math.abs(viewport.scrollLeft) / width) : 0;
}
