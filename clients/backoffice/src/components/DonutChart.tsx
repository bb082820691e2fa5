/**
 * A share as a ring: the percentage (2 decimals, in the staff's locale) in its middle, the label
 * under it. Given either `value` (a percent, 0 to 100) or `part` of `total`; a total of 0 reads 0 %.
 * Screen readers get one sentence ("Commandes livrées : 42,50 %"), not the drawing.
 */
import { useIntl } from 'react-intl';
import { componentMessages } from './messages';
import './components.css';

type Share = { readonly value: number } | { readonly part: number; readonly total: number };

type Props = Share & {
  readonly label: string;
  readonly tone?: 'primary' | 'success' | 'warning' | 'danger' | 'info';
};

/** The percent shown: 0 to 100, whatever was given (a part above its total is a full ring). */
export function percentOf(share: Share): number {
  const raw = 'value' in share ? share.value : share.total > 0 ? (share.part / share.total) * 100 : 0;
  return Number.isFinite(raw) ? Math.min(100, Math.max(0, raw)) : 0;
}

// A circle of circumference 100: the dash lengths are the percent itself.
const RADIUS = 100 / (2 * Math.PI);

export function DonutChart({ label, tone = 'primary', ...share }: Props) {
  const intl = useIntl();
  const percent = percentOf(share);
  const text = intl.formatNumber(percent / 100, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (
    <div
      className={`donut donut--${tone}`}
      role="img"
      aria-label={intl.formatMessage(componentMessages.percentOf, { label, percent: text })}
    >
      <svg viewBox="0 0 40 40" className="donut__ring" aria-hidden="true">
        <circle className="donut__track" cx="20" cy="20" r={RADIUS} />
        <circle
          className="donut__arc"
          cx="20"
          cy="20"
          r={RADIUS}
          pathLength={100}
          strokeDasharray={`${percent} ${100 - percent}`}
          // From the top, clockwise.
          transform="rotate(-90 20 20)"
        />
      </svg>
      <span className="donut__percent" aria-hidden="true">
        {text}
      </span>
      <span className="donut__label" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
