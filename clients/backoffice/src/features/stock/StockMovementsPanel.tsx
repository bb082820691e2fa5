/** The ledger rows of one stock line, newest first as the server pages them. */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import type { PageSize } from '@tijara/schema';
import { commonMessages } from '@tijara/shared';
import type { StockLevelFieldsFragment, StockMovementsQuery } from '../../__generated__/stock/graphql';
import { StockMovementsDocument } from '../../__generated__/stock/graphql';
import { Pager } from '../../components/Pager';
import { messages } from './messages';
import { reasonLabel } from './reasons';
import { lineName } from './stock-line';

const MOVEMENTS_PAGE_SIZE: PageSize = 12;

interface StockMovementsPanelProps {
  readonly line: StockLevelFieldsFragment;
  readonly onClose: () => void;
}

/** One page of the line's movements; the last page shown stays while the next one loads. */
function useMovements(line: StockLevelFieldsFragment) {
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
  const resize = (size: PageSize) => {
    setPageSize(size);
    setPage(1);
  };
  return { shown: (data ?? previousData)?.stockMovements, loading, error, page, pageSize, setPage, resize };
}

export function StockMovementsPanel({ line, onClose }: StockMovementsPanelProps) {
  const intl = useIntl();
  const { shown, loading, error, page, pageSize, setPage, resize } = useMovements(line);
  const title = intl.formatMessage(messages.movementsOf, { name: lineName(line) });
  return (
    <section className="card stock-movements" aria-label={title} aria-busy={loading}>
      <div className="stock-movements__head">
        <h2>{title}</h2>
        <button type="button" className="link-button" onClick={onClose}>
          {intl.formatMessage(commonMessages.close)}
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
      {shown && shown.items.length > 0 ? <MovementTable movements={shown.items} /> : null}
      {shown && shown.totalCount > 0 ? (
        <Pager
          page={page}
          pageSize={pageSize}
          totalCount={shown.totalCount}
          messages={messages}
          onPage={setPage}
          onPageSize={resize}
        />
      ) : null}
    </section>
  );
}

type Movement = StockMovementsQuery['stockMovements']['items'][number];

function MovementTable({ movements }: { movements: readonly Movement[] }) {
  const intl = useIntl();
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.date)}</th>
          <th scope="col">{intl.formatMessage(messages.reason)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.quantity)}</th>
          <th scope="col">{intl.formatMessage(messages.balanceAfter)}</th>
          <th scope="col">{intl.formatMessage(messages.reference)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.note)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.by)}</th>
        </tr>
      </thead>
      <tbody>
        {movements.map((movement) => (
          <tr key={movement.id}>
            <td>{intl.formatDate(movement.createdAt, { dateStyle: 'short', timeStyle: 'short' })}</td>
            <td>{intl.formatMessage(reasonLabel(movement.reason))}</td>
            <td className="number">{intl.formatNumber(movement.quantity, { signDisplay: 'exceptZero' })}</td>
            <td className="number">{intl.formatNumber(movement.balanceAfter)}</td>
            <td>{movement.reference ?? '—'}</td>
            <td>{movement.note ?? '—'}</td>
            <td>{movement.staffName ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
