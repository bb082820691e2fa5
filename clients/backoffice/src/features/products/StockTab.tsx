/**
 * The stock tab: the product's levels per warehouse (and variant), read only. Stock moves are made
 * on the stock screen, online only (clients/README.md: the server is the one truth for shared stock
 * figures), so this tab links there. Offline it keeps the last answer Apollo has.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { commonMessages, sharedMessages } from '@tijara/shared';
import { ProductStockDocument } from '../../__generated__/products/graphql';
import { RetryAlert } from '../../components/RetryAlert';
import { pathOf } from '../shell';
import { messages } from './messages';

export function StockTab({ productId }: { productId: number }) {
  const intl = useIntl();
  const titleId = useId();
  const stock = useQuery(ProductStockDocument, {
    variables: { id: productId },
    fetchPolicy: 'cache-and-network',
  });
  const lines = stock.data?.product.stock;
  const number = (value: number) => intl.formatNumber(value);
  return (
    <section className="card products-section" aria-labelledby={titleId}>
      <div className="list-heading">
        <h2 id={titleId}>{intl.formatMessage(messages.stockTitle)}</h2>
        <Link to={pathOf({ name: 'stock' })}>{intl.formatMessage(messages.stockLink)}</Link>
      </div>
      <p className="muted">{intl.formatMessage(messages.stockIntro)}</p>
      {!lines && stock.error ? (
        <RetryAlert
          message={messages.stockFailed}
          onRetry={() => void stock.refetch().catch(() => undefined)}
        />
      ) : null}
      {!lines && !stock.error ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {lines && lines.length === 0 ? <p>{intl.formatMessage(messages.stockEmpty)}</p> : null}
      {lines && lines.length > 0 ? (
        <div className="products-table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(commonMessages.warehouse)}</th>
                <th scope="col">{intl.formatMessage(messages.stockVariant)}</th>
                <th scope="col" className="products-number">
                  {intl.formatMessage(messages.stockOnHand)}
                </th>
                <th scope="col" className="products-number">
                  {intl.formatMessage(messages.stockReserved)}
                </th>
                <th scope="col" className="products-number">
                  {intl.formatMessage(commonMessages.available)}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={`${line.warehouseId}-${line.combinationId ?? 0}`}>
                  <td>{line.warehouseName}</td>
                  <td>{line.combinationLabel ?? intl.formatMessage(messages.stockWholeProduct)}</td>
                  <td className="products-number">{number(line.onHand)}</td>
                  <td className="products-number">{number(line.reserved)}</td>
                  <td className={`products-number${line.available < 0 ? ' note--error' : ''}`}>
                    {number(line.available)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
