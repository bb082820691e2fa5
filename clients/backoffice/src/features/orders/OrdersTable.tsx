/**
 * The order rows: number (the row's link, with its marks: recorded offline, flagged for review, to be
 * cancelled by the system), date, customer, channel and type, status, delivery place and carrier,
 * payment and total. Column headers sort (buttons; the header says its order with aria-sort).
 */
import { useIntl } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { ORDER_EXPIRY_WARNING_HOURS, SHOP_TIME_ZONE } from '@tijara/schema';
import type { OrderSortField } from '@tijara/schema';
import { commonMessages, sharedMessages, useFormatMoney } from '@tijara/shared';
import type { OrdersRowFragment } from '../../__generated__/orders/graphql';
import { pathOf } from '../shell';
import type { OrdersQuery } from './list-query';
import { messages } from './messages';
import { CHANNEL_LABELS, ORDER_TYPE_LABELS, PAYMENT_LABELS, REVIEW_LABELS, StatusBadge } from './vocabulary';

/** Dates and times of the shop's day (Africa/Algiers), 24-hour in every language. */
export const ORDER_TIME = {
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
} as const;
const ORDER_DAY = { dateStyle: 'short', timeZone: SHOP_TIME_ZONE } as const;
const ORDER_HOUR = { timeStyle: 'short', hourCycle: 'h23', timeZone: SHOP_TIME_ZONE } as const;

interface Props {
  readonly rows: readonly OrdersRowFragment[];
  readonly query: OrdersQuery;
  /** When the list was asked (ms): what "cancelled soon" is measured from. */
  readonly now: number;
  readonly onSort: (field: OrderSortField) => void;
}

export function OrdersTable({ rows, query, now, onSort }: Props) {
  const intl = useIntl();
  const header = (field: OrderSortField, label: MessageDescriptor, className?: string) => (
    <SortHeader
      field={field}
      label={intl.formatMessage(label)}
      query={query}
      onSort={onSort}
      className={className}
    />
  );
  return (
    <table className="table orders-table">
      <thead>
        <tr>
          {header('REFERENCE', messages.colReference, 'orders-table__reference')}
          {header('CREATED_AT', messages.colDate)}
          {header('CUSTOMER', messages.colCustomer)}
          <th scope="col">{intl.formatMessage(messages.colChannel)}</th>
          {header('STATUS', commonMessages.status)}
          <th scope="col">{intl.formatMessage(sharedMessages.delivery)}</th>
          {header('TOTAL', messages.colPayment, 'orders-table__money')}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <OrderRow key={row.uuid} row={row} now={now} />
        ))}
      </tbody>
    </table>
  );
}

interface HeaderProps {
  readonly field: OrderSortField;
  readonly label: string;
  readonly query: OrdersQuery;
  readonly onSort: (field: OrderSortField) => void;
  readonly className?: string | undefined;
}

function SortHeader({ field, label, query, onSort, className }: HeaderProps) {
  const current = query.sort === field;
  const order = current ? (query.dir === 'DESC' ? 'descending' : 'ascending') : undefined;
  return (
    <th scope="col" aria-sort={order} className={className}>
      <button type="button" className="orders-table__sort" onClick={() => onSort(field)}>
        {label}
        <span className="orders-table__sort-mark" aria-hidden="true">
          {order === 'ascending' ? '▲' : order === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

function OrderRow({ row, now }: { row: OrdersRowFragment; now: number }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const place = [row.wilayaName, row.communeName].filter(Boolean).join(' · ');
  return (
    <tr>
      <th scope="row" className="orders-table__reference">
        <Link to={pathOf({ name: 'order', uuid: row.uuid })}>{row.reference}</Link>
        <RowMarks row={row} now={now} />
      </th>
      <td className="orders-table__nowrap">
        {intl.formatDate(row.createdAt, ORDER_DAY)}
        <span className="orders-table__sub">{intl.formatTime(row.createdAt, ORDER_HOUR)}</span>
      </td>
      <td>
        {row.customerName}
        <span className="orders-table__sub" dir="ltr">
          {row.customerPhone}
        </span>
      </td>
      <td className="orders-table__wide">
        {intl.formatMessage(CHANNEL_LABELS[row.channel])}
        {row.orderType ? (
          <span className="orders-table__sub">{intl.formatMessage(ORDER_TYPE_LABELS[row.orderType])}</span>
        ) : null}
      </td>
      <td>
        <StatusBadge status={row.status} />
      </td>
      <td className="orders-table__wide">
        {place || intl.formatMessage(messages.pickup)}
        {place ? (
          <span className="orders-table__sub">
            {row.transporterName ?? intl.formatMessage(messages.noCarrier)}
            {row.trackingNumber ? ` · ${row.trackingNumber}` : ''}
          </span>
        ) : null}
      </td>
      <td className="orders-table__money">
        <span className="orders-table__amount">{formatMoney(row.total)}</span>
        <span className="orders-table__sub">
          {intl.formatMessage(PAYMENT_LABELS[row.paymentType])}
          {row.amountPaid > 0 && row.amountPaid < row.total
            ? ` · ${intl.formatMessage(messages.paidPart, { amount: formatMoney(row.amountPaid) })}`
            : ''}
        </span>
      </td>
    </tr>
  );
}

function expiresSoon(autoCancelAt: string, now: number): boolean {
  return Date.parse(autoCancelAt) - now <= ORDER_EXPIRY_WARNING_HOURS * 3_600_000;
}

/** Under the number: offline, flagged, and the system's cancellation date (warned when near). */
function RowMarks({ row, now }: { row: OrdersRowFragment; now: number }) {
  const intl = useIntl();
  const marks = marksOf(intl, row);
  if (marks.length === 0 && !row.autoCancelAt) return null;
  return (
    <>
      {marks.length > 0 ? <span className="orders-table__sub">{marks.join(' · ')}</span> : null}
      {row.autoCancelAt ? (
        <span
          className={
            expiresSoon(row.autoCancelAt, now)
              ? 'orders-table__expiry orders-table__expiry--soon'
              : 'orders-table__expiry'
          }
        >
          {intl.formatMessage(messages.autoCancelAt, { date: intl.formatDate(row.autoCancelAt, ORDER_TIME) })}
        </span>
      ) : null}
    </>
  );
}

function marksOf(intl: IntlShape, row: OrdersRowFragment): string[] {
  return [
    ...(row.offline ? [intl.formatMessage(messages.offlineMark)] : []),
    ...(row.reviewStatus ? [intl.formatMessage(REVIEW_LABELS[row.reviewStatus])] : []),
  ];
}
