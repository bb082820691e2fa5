/**
 * Slides shown one at a time, the next after a delay: the promo banner, the banner carousel and the
 * text carousel (vertical). Held while the pointer is over it or focus is in it, when the shopper
 * pauses it, and never moving on its own for a shopper who prefers reduced motion (the buttons still
 * step). Every slide stays in the page (one grid cell, home.css), hidden ones inert: the box keeps the
 * size of the tallest from the first paint, so nothing below it moves as slides change.
 */
import { useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { carouselMessages } from '../carousel';
import { BANNER_ROTATION_MS, useReducedMotion, useRotation } from './use-rotation';

export interface RotatorSlide {
  readonly key: string | number;
  /** What a screen reader calls the slide ("2 sur 3" when not given). */
  readonly label?: string;
  readonly content: ReactNode;
}

export interface RotatorTexts {
  readonly previous: string;
  readonly next: string;
  readonly pause: string;
  readonly play: string;
}

interface Props {
  /** The region's accessible name. */
  readonly label: string;
  readonly slides: readonly RotatorSlide[];
  readonly texts: RotatorTexts;
  /** The block's class: `home-banner` (images), `home-texts` (vertical text slides). */
  readonly className: string;
  readonly delayMs?: number;
  /** Placed before the slides (a module's heading). */
  readonly header?: ReactNode;
}

export function Rotator({ label, slides, texts, className, delayMs = BANNER_ROTATION_MS, header }: Props) {
  const intl = useIntl();
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const held = hovered || focused || paused || reducedMotion;
  const { index, step } = useRotation(slides.length, held, delayMs);
  const rotates = slides.length > 1 && !reducedMotion;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      setFocused(false);
  };

  return (
    <section
      className={`home-rotator ${className}`}
      aria-roledescription={intl.formatMessage(carouselMessages.carousel)}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {header}
      <div className={`${className}__slides`} aria-live={rotates && !paused ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const shown = position === index;
          return (
            <div
              key={slide.key}
              className={`${className}__slide`}
              role="group"
              aria-roledescription={intl.formatMessage(carouselMessages.slide)}
              aria-label={
                slide.label ??
                intl.formatMessage(carouselMessages.slideOf, { index: position + 1, count: slides.length })
              }
              data-shown={shown || undefined}
              aria-hidden={!shown}
              inert={!shown}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
      {/* The row stays for a single slide: the page below does not move when a second one comes. */}
      <div className="home-rotator__controls">
        {slides.length > 1 ? (
          <>
            <button
              type="button"
              className="home-rotator__button home-rotator__button--prev"
              aria-label={texts.previous}
              onClick={() => step(-1)}
            >
              <Arrow />
            </button>
            <span className="home-rotator__dots" aria-hidden="true">
              {slides.map((slide, position) => (
                <span
                  key={slide.key}
                  className="home-rotator__dot"
                  data-current={position === index || undefined}
                />
              ))}
            </span>
            {rotates ? (
              <button type="button" className="home-rotator__button" onClick={() => setPaused(!paused)}>
                <span className="tijara-visually-hidden">{paused ? texts.play : texts.pause}</span>
                <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
              </button>
            ) : null}
            <button
              type="button"
              className="home-rotator__button home-rotator__button--next"
              aria-label={texts.next}
              onClick={() => step(1)}
            >
              <Arrow />
            </button>
          </>
        ) : null}
      </div>
    </section>
  );
}

function Arrow() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
