/**
 * The carousel's enhancement, loaded by dynamic import() once the native track has painted and come
 * near the viewport: Embla takes the track over (drag with inertia, one slide per step) and, unless
 * the shopper prefers reduced motion, autoplay. Never on a first route's critical path.
 *
 * Autoplay stops while the pointer is over the carousel or focus is inside it (its buttons included)
 * and while the shopper has paused it; it resumes when none of these holds.
 */
import EmblaCarousel from 'embla-carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';

export interface EnhanceOptions {
  /** The carousel (hover and focus anywhere in it pause autoplay). */
  readonly root: HTMLElement;
  /** The track's viewport; its first child is the list of slides. */
  readonly viewport: HTMLElement;
  readonly rtl: boolean;
  /** Where the native track was scrolled to. */
  readonly startIndex: number;
  /** ms per slide; null: no autoplay. */
  readonly autoplayDelay: number | null;
}

export interface CarouselController {
  readonly autoplay: boolean;
  canScrollPrev(): boolean;
  canScrollNext(): boolean;
  scrollPrev(): void;
  scrollNext(): void;
  /** The shopper's pause (the pause button); hover and focus pause on their own. */
  setPaused(paused: boolean): void;
  /** Called after every move and resize. */
  onChange(listener: () => void): void;
  destroy(): void;
}

export function enhanceCarousel(options: EnhanceOptions): CarouselController {
  const { root, viewport, autoplayDelay } = options;
  const plugins =
    autoplayDelay === null
      ? []
      : [
          Autoplay({
            delay: autoplayDelay,
            stopOnInteraction: false,
            stopOnMouseEnter: false,
            stopOnFocusIn: false,
          }),
        ];
  const embla: EmblaCarouselType = EmblaCarousel(
    viewport,
    {
      align: 'start',
      containScroll: 'trimSnaps',
      direction: options.rtl ? 'rtl' : 'ltr',
      skipSnaps: true,
      startIndex: options.startIndex,
    },
    plugins,
  );
  const state = { paused: false, hovered: false, focused: false };
  const autoplay = () => embla.plugins().autoplay;
  const sync = () => {
    const plugin = autoplay();
    if (!plugin) return;
    if (state.paused || state.hovered || state.focused) plugin.stop();
    else if (!plugin.isPlaying()) plugin.play();
  };
  const on = <K extends keyof HTMLElementEventMap>(
    type: K,
    handler: (event: HTMLElementEventMap[K]) => void,
  ) => {
    root.addEventListener(type, handler);
    return () => root.removeEventListener(type, handler);
  };
  const removers = [
    on('mouseenter', () => ((state.hovered = true), sync())),
    on('mouseleave', () => ((state.hovered = false), sync())),
    on('focusin', () => ((state.focused = true), sync())),
    on('focusout', (event) => {
      state.focused = event.relatedTarget instanceof Node && root.contains(event.relatedTarget);
      sync();
    }),
  ];
  // The plugin restarts itself when a drag ends; a pause of the shopper's outlasts a drag.
  embla.on('pointerUp', sync);

  return {
    autoplay: plugins.length > 0,
    canScrollPrev: () => embla.canScrollPrev(),
    canScrollNext: () => embla.canScrollNext(),
    scrollPrev: () => embla.scrollPrev(),
    scrollNext: () => embla.scrollNext(),
    setPaused(paused) {
      state.paused = paused;
      sync();
    },
    onChange(listener) {
      embla.on('select', listener).on('reInit', listener).on('resize', listener);
    },
    destroy() {
      for (const remove of removers) remove();
      embla.destroy();
    },
  };
}
