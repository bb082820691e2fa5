/**
 * Orders waiting for staff: one ring per status (the spec's donut, its share of the waiting orders to
 * 2 decimals) with its count, and the till sales flagged for review. Each leads to the list filtered
 * the same way.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DonutChart } from '../../components/DonutChart';
import type { OrderVocabulary } from '../orders';
import { boardMessages as messages } from './board-messages';
import { posReviewPath, waitingPath } from './board-links';
import type { DashboardAnswer } from './HomeBoard';

type Orders = NonNullable<DashboardAnswer['orders']>;

const TONES = { PENDING: 'warning', CONFIRMED: 'info', SHIPPED: 'primary' } as const;

export function WaitingFigures({ orders, vocabulary }: { orders: Orders; vocabulary: OrderVocabulary }) {
  const intl = useIntl();
  const titleId = useId();
  const total = orders.waiting.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <article className="card home-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(messages.waiting)}</h2>
      {total === 0 ? <p>{intl.formatMessage(messages.waitingNone)}</p> : null}
      <ul className="home-donuts">
        {orders.waiting.map((entry) => (
          <li key={entry.status}>
            <Link to={waitingPath(entry.status)} className="home-donut-link">
              <DonutChart
                part={entry.count}
                total={total}
                label={intl.formatMessage(vocabulary.STATUS_LABELS[entry.status])}
                tone={entry.status in TONES ? TONES[entry.status as keyof typeof TONES] : 'primary'}
              />
              <span>{intl.formatMessage(messages.waitingCount, { count: entry.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="home-review">
        <span>{intl.formatMessage(messages.posReview)}</span>{' '}
        <Link to={posReviewPath()}>
          {intl.formatMessage(messages.posReviewCount, { count: orders.posToReview })}
        </Link>
      </p>
    </article>
  );
}
