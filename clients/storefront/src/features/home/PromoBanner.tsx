/**
 * The rotating promo banner: the running promotions, one at a time, the next every 3 seconds; held
 * while the pointer is over it or focus is in it, when the shopper pauses it, and never moving on its
 * own for a shopper who prefers reduced motion (the buttons still step). Each slide links to its
 * promotion's page. Its box keeps the same size from the first paint (no layout shift); the first
 * banner image is the page's lead image (fetched at once, with high priority).
 */
import { useState } from 'react';
import type { FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { carouselMessages } from '../carousel';
import { messages } from './messages';
import { useHomePromotions } from './use-home-promotions';
import type { HomePromotion } from './use-home-promotions';
import { useReducedMotion, useRotation } from './use-rotation';

/** The banner's drawn size on a wide screen; its box keeps the ratio at any width (home.css). */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

export function PromoBanner() {
  const { data, loading } = useHomePromotions();
  const promotions = data?.storefrontPromotions ?? [];
  if (promotions.length === 0) {
    return loading ? <BannerWaiting /> : null;
  }
  return <BannerSlides promotions={promotions} />;
}

/** The banner's box and its buttons' row, kept while the promotions load. */
function BannerWaiting() {
  return (
    <div className="home-banner home-banner--waiting" aria-hidden="true">
      <div className="home-banner__slides" />
      <div className="home-banner__controls" />
    </div>
  );
}

function BannerSlides({ promotions }: { readonly promotions: readonly HomePromotion[] }) {
  const intl = useIntl();
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const { index, step } = useRotation(promotions.length, hovered || focused || paused || reducedMotion);
  const rotates = promotions.length > 1 && !reducedMotion;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
      setFocused(false);
  };

  return (
    <section
      className="home-banner"
      aria-roledescription={intl.formatMessage(carouselMessages.carousel)}
      aria-label={intl.formatMessage(messages.banner)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="home-banner__slides" aria-live={rotates && !paused ? 'off' : 'polite'}>
        {promotions.map((promotion, position) => (
          <BannerSlide
            key={promotion.id}
            promotion={promotion}
            position={position}
            count={promotions.length}
            shown={position === index}
          />
        ))}
      </div>
      {/* The row stays for a single promotion: the page below does not move when a second one comes. */}
      <div className="home-banner__controls">
        {promotions.length > 1 ? (
          <>
            <button
              type="button"
              className="home-banner__button home-banner__button--prev"
              aria-label={intl.formatMessage(messages.bannerPrevious)}
              onClick={() => step(-1)}
            >
              <Arrow />
            </button>
            <span className="home-banner__dots" aria-hidden="true">
              {promotions.map((promotion, position) => (
                <span
                  key={promotion.id}
                  className="home-banner__dot"
                  data-current={position === index || undefined}
                />
              ))}
            </span>
            {rotates ? (
              <button type="button" className="home-banner__button" onClick={() => setPaused(!paused)}>
                <span className="tijara-visually-hidden">
                  {intl.formatMessage(paused ? messages.bannerPlay : messages.bannerPause)}
                </span>
                <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
              </button>
            ) : null}
            <button
              type="button"
              className="home-banner__button home-banner__button--next"
              aria-label={intl.formatMessage(messages.bannerNext)}
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

interface SlideProps {
  readonly promotion: HomePromotion;
  readonly position: number;
  readonly count: number;
  readonly shown: boolean;
}

function BannerSlide({ promotion, position, count, shown }: SlideProps) {
  const intl = useIntl();
  const lead = position === 0;
  const tagline = promotion.slogan || promotion.subtitle;
  return (
    <div
      className="home-banner__slide"
      role="group"
      aria-roledescription={intl.formatMessage(carouselMessages.slide)}
      aria-label={intl.formatMessage(messages.bannerSlide, { index: position + 1, count })}
      data-shown={shown || undefined}
      aria-hidden={!shown}
      inert={!shown}
    >
      <Link className="home-banner__link" to={paths.promotion(promotion.id)}>
        {promotion.bannerThumbUrl ? (
          <img
            className="home-banner__image"
            src={promotion.bannerThumbUrl}
            alt=""
            width={BANNER_WIDTH}
            height={BANNER_HEIGHT}
            loading={lead ? 'eager' : 'lazy'}
            fetchPriority={lead ? 'high' : 'auto'}
            decoding={lead ? 'sync' : 'async'}
          />
        ) : null}
        <span className="home-banner__caption">
          <strong>{promotion.title}</strong>
          {tagline ? <span>{tagline}</span> : null}
        </span>
      </Link>
    </div>
  );
}

function Arrow() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
