/**
 * The product rows in the spec's columns: id, name, category, brand, active flag, price incl. tax
 * and thumbnail; name and thumbnail open the product. Column headers sort (buttons; the header says
 * its order with aria-sort). With the right to write, each row has a box and the header one for the
 * whole page, for the bulk actions.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { commonMessages, useFormatMoney } from '@tijara/shared';
import type { AdminProductSortField, ProductListRowFragment } from '../../__generated__/product-list/graphql';
import { pathOf } from '../shell';
import { ActiveMark } from './ActiveMark';
import { messages } from './messages';
import { STATUS_LABELS } from './status-labels';

interface Sort {
  readonly sortBy: AdminProductSortField;
  readonly descending: boolean;
}

interface Selection {
  readonly ids: ReadonlySet<number>;
  readonly onToggle: (ids: readonly number[], selected: boolean) => void;
}

interface Props {
  readonly rows: readonly ProductListRowFragment[];
  readonly sort: Sort;
  readonly onSort: (field: AdminProductSortField) => void;
  /** Absent without the right to change products: no boxes. */
  readonly selection?: Selection;
}

export function ProductTable({ rows, sort, onSort, selection }: Props) {
  const intl = useIntl();
  const header = (field: AdminProductSortField, label: MessageDescriptor) => (
    <SortHeader field={field} label={intl.formatMessage(label)} sort={sort} onSort={onSort} />
  );
  return (
    <table className="table product-list__table">
      <thead>
        <tr>
          {selection ? (
            <th scope="col" className="product-list__select">
              <PageBox rows={rows} selection={selection} />
            </th>
          ) : null}
          {header('ID', messages.colId)}
          {header('NAME', commonMessages.name)}
          {header('CATEGORY', messages.category)}
          {header('BRAND', messages.brand)}
          {header('ACTIVE', messages.activeFilter)}
          {header('PRICE', messages.colPrice)}
          <th scope="col">{intl.formatMessage(messages.colImage)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <ProductRow key={row.id} row={row} selection={selection} />
        ))}
      </tbody>
    </table>
  );
}

interface HeaderProps {
  readonly field: AdminProductSortField;
  readonly label: string;
  readonly sort: Sort;
  readonly onSort: (field: AdminProductSortField) => void;
}

function SortHeader({ field, label, sort, onSort }: HeaderProps) {
  const current = sort.sortBy === field;
  const order = current ? (sort.descending ? 'descending' : 'ascending') : undefined;
  return (
    <th scope="col" aria-sort={order} className={field === 'NAME' ? 'product-list__name' : undefined}>
      <button type="button" className="product-list__sort" onClick={() => onSort(field)}>
        {label}
        <span className="product-list__sort-mark" aria-hidden="true">
          {order === 'ascending' ? '▲' : order === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** Selects or clears every row of the page; mixed when only some are chosen. */
function PageBox({ rows, selection }: { rows: Props['rows']; selection: Selection }) {
  const intl = useIntl();
  const ids = rows.map((row) => row.id);
  const chosen = ids.filter((id) => selection.ids.has(id)).length;
  return (
    <input
      type="checkbox"
      aria-label={intl.formatMessage(messages.selectAll)}
      checked={ids.length > 0 && chosen === ids.length}
      ref={(box) => {
        if (box) box.indeterminate = chosen > 0 && chosen < ids.length;
      }}
      disabled={ids.length === 0}
      onChange={(event) => selection.onToggle(ids, event.target.checked)}
    />
  );
}

function ProductRow({ row, selection }: { row: ProductListRowFragment; selection: Selection | undefined }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const to = pathOf({ name: 'product', id: row.id, tab: 'details' });
  const selected = selection?.ids.has(row.id) ?? false;
  return (
    <tr aria-selected={selection ? selected : undefined}>
      {selection ? (
        <td className="product-list__select">
          <input
            type="checkbox"
            aria-label={intl.formatMessage(messages.selectOne, { name: row.name })}
            checked={selected}
            onChange={(event) => selection.onToggle([row.id], event.target.checked)}
          />
        </td>
      ) : null}
      <td className="product-list__number">{row.id}</td>
      <th scope="row" className="product-list__name">
        <Link to={to}>{row.name}</Link>
        <RowTags row={row} />
      </th>
      <td>{row.categoryName ?? '—'}</td>
      <td>{row.brandName ?? '—'}</td>
      <td>
        <ActiveMark active={row.active} />
      </td>
      <td className="product-list__number">{formatMoney(row.priceTtc)}</td>
      <td>
        {/* The name is the row's link for keyboards and screen readers; the image is the same one for the eye. */}
        <Link to={to} tabIndex={-1} aria-hidden="true" className="product-list__thumb">
          {row.thumbnailUrl ? (
            <img src={row.thumbnailUrl} alt="" loading="lazy" width="48" height="48" />
          ) : null}
        </Link>
      </td>
    </tr>
  );
}

/** Under the name: a status other than published, promotion, highlighting and combinations. */
function RowTags({ row }: { row: ProductListRowFragment }) {
  const intl = useIntl();
  const tags = [
    ...(row.status === 'PUBLISHED' ? [] : [intl.formatMessage(STATUS_LABELS[row.status])]),
    ...(row.onSale ? [intl.formatMessage(messages.onSaleOnly)] : []),
    ...(row.featured ? [intl.formatMessage(messages.featuredOnly)] : []),
    ...(row.combinationCount > 0
      ? [intl.formatMessage(messages.combinations, { count: row.combinationCount })]
      : []),
  ];
  if (tags.length === 0) return null;
  return <span className="product-list__tags muted">{tags.join(' · ')}</span>;
}
