/**
 * Stock below the threshold per warehouse the staff works in: how many lines, the first few (fewest
 * available first) and the way to the stock screen on that warehouse.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { boardMessages as messages } from './board-messages';
import { lowStockPath } from './board-links';
import type { DashboardAnswer } from './HomeBoard';

type Stock = NonNullable<DashboardAnswer['stock']>;

export function StockFigures({ stock }: { stock: Stock }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <article className="card home-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage(messages.lowStock)}</h2>
      <p className="muted">{intl.formatMessage(messages.lowStockRule, { threshold: stock.threshold })}</p>
      {stock.warehouses.length === 0 ? <p>{intl.formatMessage(messages.lowStockNoWarehouse)}</p> : null}
      {stock.warehouses.map((warehouse) => (
        <section key={warehouse.warehouseId} className="home-warehouse" aria-label={warehouse.name}>
          <h3>
            <Link to={lowStockPath(warehouse.warehouseId)}>{warehouse.name}</Link>{' '}
            <span className={warehouse.count > 0 ? 'badge badge--off' : 'badge badge--ok'}>
              {intl.formatMessage(messages.lowStockCount, { count: warehouse.count })}
            </span>
          </h3>
          {warehouse.lines.length > 0 ? (
            <ul className="home-lines">
              {warehouse.lines.map((line) => (
                <li key={`${line.productId}-${line.combinationId ?? 0}`}>
                  <span>
                    {line.productName}
                    {line.combinationName ? ` · ${line.combinationName}` : ''}
                  </span>
                  <span className="home-number">{intl.formatNumber(line.available)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {warehouse.count > warehouse.lines.length ? (
            <p className="muted home-note">
              {intl.formatMessage(messages.lowStockMore, { count: warehouse.count - warehouse.lines.length })}
            </p>
          ) : null}
        </section>
      ))}
    </article>
  );
}
