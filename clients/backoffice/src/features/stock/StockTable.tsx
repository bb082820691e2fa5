/** The stock lines of one page, each with its add-stock form (opened in place) and its movements. */
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { AddStockForm } from './AddStockForm';
import { messages } from './messages';
import { lineKey, lineName } from './stock-line';
import type { StockLine } from './stock-line';
import type { AddStockOutcome, AddStockRequest } from './use-add-stock';

interface StockTableProps {
  readonly lines: readonly StockLine[];
  readonly writable: boolean;
  readonly openForm: string | null;
  readonly onOpenForm: (key: string | null) => void;
  readonly onShowMovements: (line: StockLine) => void;
  readonly onAdd: (line: StockLine, request: AddStockRequest) => Promise<AddStockOutcome>;
}

const COLUMNS = 7;

export function StockTable({ lines, ...rowProps }: StockTableProps) {
  const intl = useIntl();
  return (
    <table className="table stock-table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(commonMessages.product)}</th>
          <th scope="col">{intl.formatMessage(messages.combination)}</th>
          <th scope="col">{intl.formatMessage(messages.sku)}</th>
          <th scope="col">{intl.formatMessage(messages.onHand)}</th>
          <th scope="col">{intl.formatMessage(messages.reserved)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.available)}</th>
          <th scope="col">{intl.formatMessage(commonMessages.actions)}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <StockRow key={lineKey(line)} line={line} {...rowProps} />
        ))}
      </tbody>
    </table>
  );
}

type RowProps = Omit<StockTableProps, 'lines'> & { readonly line: StockLine };

/** A stock line, and under it its add-stock form while that is open. */
function StockRow({ line, writable, openForm, onOpenForm, onShowMovements, onAdd }: RowProps) {
  const intl = useIntl();
  const key = lineKey(line);
  const name = lineName(line);
  const open = openForm === key;
  return (
    <Fragment>
      <tr aria-selected={open}>
        <th scope="row">{line.productName}</th>
        <td>{line.combinationName ?? '—'}</td>
        <td>{line.sku ?? '—'}</td>
        <td className="number">{intl.formatNumber(line.onHand)}</td>
        <td className="number">{intl.formatNumber(line.reserved)}</td>
        <td className="number">{intl.formatNumber(line.available)}</td>
        <td className="stock-table__actions">
          <button
            type="button"
            className="link-button"
            aria-expanded={open}
            aria-label={intl.formatMessage(messages.addStockFor, { name })}
            disabled={!writable}
            onClick={() => onOpenForm(open ? null : key)}
          >
            {intl.formatMessage(messages.addStock)}
          </button>
          <button
            type="button"
            className="link-button"
            aria-label={intl.formatMessage(messages.movementsOf, { name })}
            onClick={() => onShowMovements(line)}
          >
            {intl.formatMessage(messages.movements)}
          </button>
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={COLUMNS}>
            <AddStockForm line={line} disabled={!writable} onAdd={onAdd} onClose={() => onOpenForm(null)} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
