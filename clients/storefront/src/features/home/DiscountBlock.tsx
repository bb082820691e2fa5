/**
 * The discount_block module: deal cards of the running promotions, each with what it takes off (a
 * delivery promotion says so), what it applies to, a live countdown to its end (ticking every
 * second) and a link to its page. A deal past its end keeps its card with an empty countdown box
 * (spec §4), so nothing around it moves.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney } from '@tijara/shared';
import { paths } from '../../app/paths';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { timeLeft, useNow } from './countdown';
import { laterMessages } from './later-messages';
import { itemLimit } from './module-fields';
import type { ModuleFields } from './module-fields';
import { useHomePromotions } from './use-home-promotions';
import type { HomePromotion } from './use-home-promotions';

/** Deal cards shown when the module does not say (one row on a desktop). */
const DEFAULT_DEALS = 4;

export function DiscountBlock(props: ModuleFields) {
  const intl = useIntl();
  const { data, loading } = useHomePromotions();
  const deals = (data?.storefrontPromotions ?? []).slice(0, itemLimit(props.number, DEFAULT_DEALS));
  const now = useNow(deals.map((deal) => deal.endsAt));
  if (deals.length === 0) {
    return loading ? <div className="home-module home-module--waiting-deals" aria-hidden="true" /> : null;
  }
  return (
    <ModuleFrame fields={props} className="home-deals">
      <ModuleHeading {...props} publicTitle={props.publicTitle || intl.formatMessage(laterMessages.deals)} />
      <ul className="home-deals__list">
        {deals.map((deal) => (
          <DealCard key={deal.id} deal={deal} now={now} />
        ))}
      </ul>
    </ModuleFrame>
  );
}

/**
 * What a deal takes off, in words. A shipping promotion acts on the delivery price, not on the
 * products: "100 % de remise" would promise free goods, so it says "free delivery" (or the part of
 * the delivery it takes off).
 */
function useDealOffer(): (deal: HomePromotion) => string {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  return (deal) => {
    const percentage = deal.discountType === 'PERCENTAGE';
    const onDelivery = deal.scope === 'SHIPPING';
    // The value is a percent (100 = all of it) or DZD with at most 2 decimals.
    if (onDelivery && percentage && deal.value >= 100) {
      return intl.formatMessage(laterMessages.dealFreeDelivery);
    }
    const amount = percentage
      ? intl.formatNumber(deal.value / 100, { style: 'percent', maximumFractionDigits: 2 })
      : // The formatter takes centimes.
        formatMoney(Math.round(deal.value * 100));
    return intl.formatMessage(onDelivery ? laterMessages.dealOffDelivery : laterMessages.dealOff, { amount });
  };
}

function DealCard({ deal, now }: { readonly deal: HomePromotion; readonly now: number }) {
  const intl = useIntl();
  const offer = useDealOffer();
  const titleId = useId();
  return (
    <li className="home-deal">
      {deal.bannerThumbUrl ? (
        <img
          className="home-deal__image"
          src={deal.bannerThumbUrl}
          alt=""
          width={400}
          height={160}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="home-deal__image home-deal__image--none" aria-hidden="true" />
      )}
      <p className={`home-deal__off${deal.scope === 'SHIPPING' ? ' home-deal__off--delivery' : ''}`}>
        {offer(deal)}
      </p>
      <h3 id={titleId} className="home-deal__title">
        {deal.title}
      </h3>
      {deal.targetName ? (
        <p className="home-deal__target">
          {intl.formatMessage(laterMessages.dealOn, { name: deal.targetName })}
        </p>
      ) : null}
      <Countdown endsAt={deal.endsAt} now={now} />
      <Link className="button home-deal__link" to={paths.promotion(deal.id)} aria-describedby={titleId}>
        {intl.formatMessage(laterMessages.dealSee)}
      </Link>
    </li>
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The time left, unit by unit; an empty box once the deal has ended. */
export function Countdown({ endsAt, now }: { readonly endsAt: string; readonly now: number }) {
  const intl = useIntl();
  const left = timeLeft(endsAt, now);
  if (!left) return <div className="home-deal__countdown" data-ended="" />;
  const units = [
    { value: left.days, label: laterMessages.days },
    { value: left.hours, label: laterMessages.hours },
    { value: left.minutes, label: laterMessages.minutes },
    { value: left.seconds, label: laterMessages.seconds },
  ];
  return (
    <div
      className="home-deal__countdown"
      role="timer"
      aria-label={intl.formatMessage(laterMessages.dealEndsIn)}
    >
      {units.map(({ value, label }) => (
        <span key={label.id} className="home-deal__unit">
          <strong>{pad(value)}</strong>
          <small>{intl.formatMessage(label, { count: value })}</small>
        </span>
      ))}
    </div>
  );
}
