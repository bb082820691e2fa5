/**
 * Money carriers hold: their delivered cash-on-delivery orders not handed over yet, per carrier, each
 * leading to the transporter payment screen with that carrier chosen.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney } from '@tijara/shared';
import { boardMessages as messages } from './board-messages';
import { carrierPath } from './board-links';
import type { DashboardAnswer } from './HomeBoard';

type Carriers = NonNullable<DashboardAnswer['carriers']>;

export function CarrierFigures({ carriers }: { carriers: Carriers }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const total = carriers.reduce((sum, carrier) => sum + carrier.total, 0);
  return (
    <article className="card home-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(messages.carriers)}</h2>
      {carriers.length === 0 ? (
        <p>{intl.formatMessage(messages.carriersNone)}</p>
      ) : (
        <>
          <ul className="home-lines">
            {carriers.map((carrier) => (
              <li key={carrier.transporterId}>
                <span>
                  <Link to={carrierPath(carrier.transporterId)}>{carrier.name}</Link>
                  <span className="muted home-sub">
                    {intl.formatMessage(messages.carrierOrders, { count: carrier.count })}
                  </span>
                </span>
                <span className="home-number home-amount">{formatMoney(carrier.total)}</span>
              </li>
            ))}
          </ul>
          <p className="home-total">
            {intl.formatMessage(messages.carriersTotal, { total: formatMoney(total) })}
          </p>
        </>
      )}
    </article>
  );
}
