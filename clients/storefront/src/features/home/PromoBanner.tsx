/**
 * The rotating promo banner of the default home: the running promotions, one at a time, the next
 * every 3 seconds (Rotator: held on hover, focus, pause and reduced motion). Each slide links to its
 * promotion's page. Its box keeps the same size from the first paint (no layout shift); the first
 * banner image is the page's lead image (fetched at once, with high priority).
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Rotator } from './Rotator';
import { laterMessages } from './later-messages';
import { useHomePromotions } from './use-home-promotions';
import type { HomePromotion } from './use-home-promotions';

/** The banner's drawn size on a wide screen; its box keeps the ratio at any width (home.css). */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export function PromoBanner() {
  const intl = useIntl();
  const { data, loading } = useHomePromotions();
  const promotions = data?.storefrontPromotions ?? [];
  if (promotions.length === 0) {
    return loading ? <BannerWaiting /> : null;
  }
  return (
    <Rotator
      className="home-banner"
      label={intl.formatMessage(laterMessages.banner)}
      texts={{
        previous: intl.formatMessage(laterMessages.bannerPrevious),
        next: intl.formatMessage(laterMessages.bannerNext),
        pause: intl.formatMessage(laterMessages.bannerPause),
        play: intl.formatMessage(laterMessages.bannerPlay),
      }}
      slides={promotions.map((promotion, position) => ({
        key: promotion.id,
        label: intl.formatMessage(laterMessages.bannerSlide, {
          index: position + 1,
          count: promotions.length,
        }),
        content: <BannerSlide promotion={promotion} lead={position === 0} />,
      }))}
    />
  );
}

/** The banner's box and its buttons' row, kept while the promotions load. */
export function BannerWaiting() {
  return (
    <div className="home-rotator home-banner home-banner--waiting" aria-hidden="true">
      <div className="home-banner__slides" />
      <div className="home-rotator__controls" />
    </div>
  );
}

function BannerSlide({ promotion, lead }: { readonly promotion: HomePromotion; readonly lead: boolean }) {
  const tagline = promotion.slogan || promotion.subtitle;
  return (
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
  );
}
