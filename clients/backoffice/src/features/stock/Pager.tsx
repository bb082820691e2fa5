/** Page controls under a server-paged list: previous / next, "Page X of Y", the page size (PAGE_SIZES). */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PAGE_SIZES } from '@tijara/schema';
import type { PageSize } from '@tijara/schema';
import { messages } from './messages';

interface PagerProps {
  readonly page: number;
  readonly pageSize: PageSize;
  readonly totalCount: number;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (size: PageSize) => void;
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

export function Pager({ page, pageSize, totalCount, onPage, onPageSize }: PagerProps) {
  const intl = useIntl();
  const id = useId();
  const pages = pageCount(totalCount, pageSize);
  return (
    <nav className="pager" aria-label={intl.formatMessage(messages.pagination)}>
      <button type="button" className="link-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(messages.previous)}
      </button>
      <span>{intl.formatMessage(messages.pageOf, { page, pages })}</span>
      <button type="button" className="link-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage(messages.next)}
      </button>
      <label htmlFor={id}>{intl.formatMessage(messages.pageSize)}</label>
      <select
        id={id}
        value={pageSize}
        onChange={(event) => {
          const size = Number(event.target.value);
          if (isPageSize(size)) onPageSize(size);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {intl.formatNumber(size)}
          </option>
        ))}
      </select>
    </nav>
  );
}
