/** The ledger rows of one stock line, newest first as the server pages them. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import type { PageSize } from '@tijara/schema';
import type { StockLevelFieldsFragment } from '../../__generated__/graphql';
import { StockMovementsDocument } from '../../__generated__/graphql';
import { Pager } from '../../components/Pager';
import { messages } from './messages';
import { reasonLabel } from './reasons';
import { lineName } from './stock-line';

const MOVEMENTS_PAGE_SIZE: PageSize = 12;

interface StockMovementsPanelProps {
  readonly line: StockLevelFieldsFragment;
  readonly onClose: () => void;
}

export function StockMovementsPanel({ line, onClose }: StockMovementsPanelProps) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(MOVEMENTS_PAGE_SIZE);
  const { data, previousData, loading, error } = useQuery(StockMovementsDocument, {
    variables: {
      warehouseId: line.warehouseId,
      productId: line.productId,
      combinationId: line.combinationId,
      page,
      pageSize,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.stockMovements;
  const title = intl.formatMessage(messages.movementsOf, { name: lineName(line) });

  return (
    <section className="card stock-movements" aria-label={title} aria-busy={loading}>
      <div className="stock-movements__head">
        <h2>{title}</h2>
        <button type="button" className="link-button" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </button>
      </div>
      {loading && !shown ? <p role="status">{intl.formatMessage(messages.movementsLoading)}</p> : null}
      {error && !loading ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(shown ? messages.lastKnown : messages.movementsFailed)}
        </p>
      ) : null}
      {shown && shown.items.length === 0 ? (
        <p className="muted">{intl.formatMessage(messages.movementsEmpty)}</p>
      ) : null}
      {shown && shown.items.length > 0 ? (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.date)}</th>
              <th scope="col">{intl.formatMessage(messages.reason)}</th>
              <th scope="col">{intl.formatMessage(messages.change)}</th>
              <th scope="col">{intl.formatMessage(messages.balanceAfter)}</th>
              <th scope="col">{intl.formatMessage(messages.reference)}</th>
              <th scope="col">{intl.formatMessage(messages.noteColumn)}</th>
              <th scope="col">{intl.formatMessage(messages.staff)}</th>
            </tr>
          </thead>
          <tbody>
            {shown.items.map((movement) => (
              <tr key={movement.id}>
                <td>{intl.formatDate(movement.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
                <td>{intl.formatMessage(reasonLabel(movement.reason))}</td>
                <td className="number">
                  {intl.formatNumber(movement.quantity, { signDisplay: 'exceptZero' })}
                </td>
                <td className="number">{intl.formatNumber(movement.balanceAfter)}</td>
                <td>{movement.reference ?? '—'}</td>
                <td>{movement.note ?? '—'}</td>
                <td>{movement.staffName ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {shown && shown.totalCount > 0 ? (
        <Pager
          page={page}
          pageSize={pageSize}
          totalCount={shown.totalCount}
          messages={messages}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      ) : null}
    </section>
  );
}
