/**
 * A row of slides that works before any script library: a native CSS scroll-snap track, slides
 * sized for the kind's slides per view plus a 0.2 peek (so nothing moves when the data arrives or
 * when the enhancement lands), previous/next buttons stepping one slide. After first paint Embla
 * takes the track over (use-enhancement) and autoplay starts, with a pause button.
 */
import { Children, isValidElement, useEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AUTOPLAY_DELAY_MS, PEEK, slidesPerView } from './carousel-config';
import type { CarouselKind, SlidesPerView } from './carousel-config';
import { messages } from './messages';
import { useEnhancement } from './use-enhancement';
import { useNativeScroll } from './use-native-scroll';
import './carousel.css';

export interface CarouselProps {
  /** The carousel's accessible name (usually its heading's text). */
  readonly label: string;
  /** Decides the slides per view and the autoplay delay (spec §9). */
  readonly kind: CarouselKind;
  /** Slides per view replacing the kind's (a content module's responsiveNumber). */
  readonly perView?: Partial<SlidesPerView> | null;
  /** false: never moves on its own. */
  readonly autoplay?: boolean;
  /** Shown on the carousel's first row, before its buttons: its heading, a "see all" link. */
  readonly header?: ReactNode;
  /** One child per slide. */
  readonly children: ReactNode;
}

function trackStyle(perView: SlidesPerView): CSSProperties {
  return {
    '--carousel-mobile': perView.mobile + PEEK,
    '--carousel-tablet': perView.tablet + PEEK,
    '--carousel-desktop': perView.desktop + PEEK,
  } as CSSProperties;
}

export function Carousel({ label, kind, perView, autoplay = true, header, children }: CarouselProps) {
  const intl = useIntl();
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const controller = useEnhancement(rootRef, viewportRef, autoplay ? AUTOPLAY_DELAY_MS[kind] : null);
  const native = useNativeScroll(viewportRef, controller === null);
  const [enhancedEnds, setEnhancedEnds] = useState(native.ends);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!controller) return;
    const update = () =>
      setEnhancedEnds({ canPrev: controller.canScrollPrev(), canNext: controller.canScrollNext() });
    update();
    controller.onChange(update);
  }, [controller]);

  const ends = controller ? enhancedEnds : native.ends;
  const move = (direction: 1 | -1) => {
    if (direction === 1 ? !ends.canNext : !ends.canPrev) return;
    if (!controller) native.step(direction);
    else if (direction === 1) controller.scrollNext();
    else controller.scrollPrev();
  };
  const togglePause = () => {
    controller?.setPaused(!paused);
    setPaused(!paused);
  };

  const slides = Children.toArray(children);
  const style = trackStyle(slidesPerView(kind, perView));
  return (
    <section
      ref={rootRef}
      className={`carousel carousel--${kind}`}
      aria-roledescription={intl.formatMessage(messages.carousel)}
      aria-label={label}
      style={style}
    >
      <div className="carousel__bar">
        {header ? <div className="carousel__header">{header}</div> : null}
        <div className="carousel__controls" hidden={!ends.canPrev && !ends.canNext}>
          {controller?.autoplay ? (
            <button type="button" className="carousel__button" onClick={togglePause}>
              <span className="tijara-visually-hidden">
                {intl.formatMessage(paused ? messages.play : messages.pause)}
              </span>
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="carousel__button carousel__button--prev"
            aria-label={intl.formatMessage(messages.previous)}
            aria-disabled={!ends.canPrev}
            onClick={() => move(-1)}
          >
            <Chevron />
          </button>
          <button
            type="button"
            className="carousel__button carousel__button--next"
            aria-label={intl.formatMessage(messages.next)}
            aria-disabled={!ends.canNext}
            onClick={() => move(1)}
          >
            <Chevron />
          </button>
        </div>
      </div>
      <div ref={viewportRef} className="carousel__viewport">
        <div className="carousel__track">
          {slides.map((slide, index) => (
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              className="carousel__slide"
              role="group"
              aria-roledescription={intl.formatMessage(messages.slide)}
              aria-label={intl.formatMessage(messages.slideOf, { index: index + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Points to the end of the line (inline-end); the stylesheet mirrors it for "previous" and in RTL. */
function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
