/**
 * The customer rows: name (opening the customer) with the e-mail under it, phone, orders, money spent
 * and last order. Column headers sort (buttons; the header says its order with aria-sort). On a phone
 * each row is drawn as a card (customers.css) and each figure carries its column's name; the roles are
 * written out so the table stays a table for screen readers whatever the CSS makes of it.
 */
import { SHOP_TIME_ZONE } from '@tijara/schema';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { commonMessages, useFormatMoney } from '@tijara/shared';
import type { CustomerListRowFieldsFragment, CustomerSortField } from '../../__generated__/customers/graphql';
import { pathOf } from '../shell';
import { customerName } from './customer-name';
import { messages } from './messages';

interface Sort {
  readonly sortBy: CustomerSortField;
  readonly descending: boolean;
}

interface Props {
  readonly rows: readonly CustomerListRowFieldsFragment[];
  readonly sort: Sort;
  readonly onSort: (field: CustomerSortField) => void;
}

export const DAY = { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE } as const;

export function CustomerTable({ rows, sort, onSort }: Props) {
  const intl = useIntl();
  const header = (field: CustomerSortField, label: MessageDescriptor, figure = true) => (
    <SortHeader field={field} label={intl.formatMessage(label)} sort={sort} onSort={onSort} figure={figure} />
  );
  return (
    <table className="table customers__table" role="table">
      <thead role="rowgroup">
        <tr role="row">
          {header('NAME', commonMessages.name, false)}
          <th scope="col" role="columnheader">
            {intl.formatMessage(messages.colPhone)}
          </th>
          {header('ORDERS', messages.colOrders)}
          {header('SPENT', messages.spent)}
          {header('LAST_ORDER', messages.lastOrder)}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <CustomerRow key={row.id} row={row} />
        ))}
      </tbody>
    </table>
  );
}

interface HeaderProps {
  readonly field: CustomerSortField;
  readonly label: string;
  readonly sort: Sort;
  readonly onSort: (field: CustomerSortField) => void;
  /** A figure's column: its header lines up with the figures' end. */
  readonly figure: boolean;
}

function SortHeader({ field, label, sort, onSort, figure }: HeaderProps) {
  const current = sort.sortBy === field;
  const order = current ? (sort.descending ? 'descending' : 'ascending') : undefined;
  return (
    <th scope="col" role="columnheader" aria-sort={order} className={figure ? 'customers__end' : undefined}>
      <button type="button" className="customers__sort" onClick={() => onSort(field)}>
        {label}
        <span className="customers__sort-mark" aria-hidden="true">
          {order === 'ascending' ? '▲' : order === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

function CustomerRow({ row }: { row: CustomerListRowFieldsFragment }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const figure = (label: MessageDescriptor) => ({ 'data-label': intl.formatMessage(label) });
  return (
    <tr role="row">
      <th scope="row" role="rowheader" className="customers__name">
        <Link to={pathOf({ name: 'customer', id: row.id })}>{customerName(row)}</Link>
        {/* The space keeps name and e-mail apart for a screen reader; CSS puts them on two lines. */}
        {row.email ? (
          <>
            {' '}
            <span className="customers__email muted">{row.email}</span>
          </>
        ) : null}
      </th>
      <td role="cell" className="customers__phone" dir="ltr">
        {row.phone}
      </td>
      <td role="cell" className="customers__figure customers__end" {...figure(messages.colOrders)}>
        {intl.formatNumber(row.orderCount)}
      </td>
      <td role="cell" className="customers__figure customers__end" {...figure(messages.spent)}>
        {formatMoney(row.spent)}
      </td>
      <td role="cell" className="customers__figure customers__end" {...figure(messages.lastOrder)}>
        {row.lastOrderAt ? intl.formatDate(row.lastOrderAt, DAY) : '—'}
      </td>
    </tr>
  );
}
