/**
 * Under the lines: the coupon codes (typed, each said applied or not by the engine's answer, and
 * removable), the cart's promotions, then the subtotal, the discount and the total the customer owes.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import { componentMessages } from '../../components/messages';
import type { PromotionRuleRow, TillPricing } from '../till-data';
import { messages } from './messages';

/** The codes whose promotion the engine applied to a line or to the cart. */
export function appliedCodes(pricing: TillPricing, rules: readonly PromotionRuleRow[]): Set<string> {
  const applied = new Set([
    ...pricing.lines.flatMap((line) => line.promotions.map((promotion) => promotion.promotionId)),
    ...pricing.cartPromotions.map((promotion) => promotion.promotionId),
  ]);
  return new Set(
    rules
      .filter((rule) => rule.couponCode !== null && applied.has(rule.id))
      .map((rule) => rule.couponCode ?? ''),
  );
}

interface CouponProps {
  readonly codes: readonly string[];
  readonly applied: ReadonlySet<string>;
  readonly onAdd: (code: string) => void;
  readonly onRemove: (code: string) => void;
}

function CouponEntry({ codes, applied, onAdd, onRemove }: CouponProps) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const submit = () => {
    if (code.trim() === '') return;
    onAdd(code);
    setCode('');
  };
  return (
    <div className="till-coupon">
      <label htmlFor={id}>{intl.formatMessage(messages.couponCode)}</label>
      <span className="till-coupon__row">
        <input
          id={id}
          name="couponCode"
          autoComplete="off"
          autoCapitalize="characters"
          dir="ltr"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submit();
          }}
        />
        <button type="button" className="pos-button" disabled={code.trim() === ''} onClick={submit}>
          {intl.formatMessage(messages.couponApply)}
        </button>
      </span>
      {codes.length > 0 ? (
        <ul className="till-coupon__codes">
          {codes.map((kept) => (
            <li key={kept} className={applied.has(kept) ? 'till-chip till-chip--ok' : 'till-chip'}>
              <span dir="ltr">{kept}</span>{' '}
              <span>
                {intl.formatMessage(applied.has(kept) ? messages.couponApplied : messages.couponNotApplied)}
              </span>
              <button
                type="button"
                className="till-chip__remove"
                aria-label={intl.formatMessage(messages.couponRemove, { code: kept })}
                onClick={() => onRemove(kept)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface Props extends Omit<CouponProps, 'applied'> {
  readonly pricing: TillPricing | null;
  readonly rules: readonly PromotionRuleRow[];
}

export function CartTotals({ pricing, rules, ...coupons }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const applied = pricing ? appliedCodes(pricing, rules) : new Set<string>();
  return (
    <div className="till-totals">
      <CouponEntry {...coupons} applied={applied} />
      {pricing && pricing.cartPromotions.length > 0 ? (
        <ul className="till-totals__promotions">
          {pricing.cartPromotions.map((promotion) => (
            <li key={promotion.promotionId}>
              {intl.formatMessage(messages.cartPromotion, {
                title: promotion.title,
                amount: formatMoney(promotion.amount),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="till-totals__figures" aria-busy={pricing === null || undefined}>
        <dt>{intl.formatMessage(messages.subtotal)}</dt>
        <dd>{pricing ? formatMoney(pricing.subtotalTtc) : '—'}</dd>
        <dt>{intl.formatMessage(messages.discount)}</dt>
        <dd>{pricing ? formatMoney(pricing.discountTtc > 0 ? -pricing.discountTtc : 0) : '—'}</dd>
        <dt className="till-totals__total">{intl.formatMessage(componentMessages.total)}</dt>
        <dd className="till-totals__total">{pricing ? formatMoney(pricing.total) : '—'}</dd>
      </dl>
    </div>
  );
}
