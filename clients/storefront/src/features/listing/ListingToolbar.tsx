/**
 * Above the grid: the Filters button (phones), the count of found products (announced when it
 * changes), the sort and the page size. Each select is named after its address key.
 */
import { useId } from 'react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZES } from '@tijara/schema';
import { filterMessages } from './filter-messages';
import { SORTS } from './listing-url';
import type { ListingState } from './listing-url';
import { messages } from './messages';

interface Props {
  readonly state: ListingState;
  /** Products found; undefined before the first answer. */
  readonly totalCount: number | undefined;
  readonly activeCount: number;
  readonly filtersOpen: boolean;
  readonly panelId: string;
  readonly opener: RefObject<HTMLButtonElement | null>;
  readonly onOpenFilters: () => void;
  readonly onChange: (key: 'sort' | 'size', value: string | null) => void;
}

const SORT_LABELS = {
  price_asc: messages.sortPriceAsc,
  price_desc: messages.sortPriceDesc,
} as const;

export function ListingToolbar({
  state,
  totalCount,
  activeCount,
  filtersOpen,
  panelId,
  opener,
  onOpenFilters,
  onChange,
}: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="listing-toolbar">
      <button
        ref={opener}
        type="button"
        className="listing-button listing-toolbar__filters"
        aria-expanded={filtersOpen}
        aria-controls={panelId}
        onClick={onOpenFilters}
      >
        {intl.formatMessage(filterMessages.openFilters, { count: activeCount })}
      </button>
      <p className="listing-toolbar__count" role="status">
        {totalCount === undefined ? null : intl.formatMessage(messages.found, { count: totalCount })}
      </p>
      <div className="listing-toolbar__field">
        <label htmlFor={`${id}-sort`}>{intl.formatMessage(messages.sort)}</label>
        <select
          id={`${id}-sort`}
          name="sort"
          value={state.sort ?? ''}
          onChange={(event) => onChange('sort', event.target.value || null)}
        >
          <option value="">{intl.formatMessage(messages.sortDefault)}</option>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {intl.formatMessage(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </div>
      <div className="listing-toolbar__field">
        <label htmlFor={`${id}-size`}>{intl.formatMessage(messages.pageSize)}</label>
        <select
          id={`${id}-size`}
          name="size"
          value={String(state.size)}
          onChange={(event) =>
            onChange('size', event.target.value === String(PAGE_SIZES[0]) ? null : event.target.value)
          }
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {intl.formatNumber(size)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
