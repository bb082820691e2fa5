/**
 * Page controls under a server-paged list: previous / next, the page told in the feature's words
 * ("Page 2 of 5", or with the count: "Page 2 of 5 · 48 promotions") and, when the reader may choose
 * it, the page size among the server's PAGE_SIZES.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { PAGE_SIZES } from '@tijara/schema';
import { commonMessages } from '@tijara/shared';
import type { PageSize } from '@tijara/schema';

/** The feature's texts; previous and next are the shared words. */
export interface PagerMessages {
  /** The name of the controls. */
  readonly pagination: MessageDescriptor;
  /** Between the buttons, given {page}, {pages} and {count} (the total of rows). */
  readonly pageInfo: MessageDescriptor;
  /** The page-size select's label (shown with onPageSize). */
  readonly pageSize?: MessageDescriptor;
}

interface PagerProps {
  readonly page: number;
  readonly pageSize: number;
  readonly totalCount: number;
  readonly messages: PagerMessages;
  readonly onPage: (page: number) => void;
  /** Lets the reader choose the page size; without it there is no select. */
  readonly onPageSize?: (size: PageSize) => void;
}

/** At least one page, so an empty list still reads "Page 1 of 1". */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

export function Pager({ page, pageSize, totalCount, messages, onPage, onPageSize }: PagerProps) {
  const intl = useIntl();
  const pages = pageCount(totalCount, pageSize);
  return (
    <nav className="pager" aria-label={intl.formatMessage(messages.pagination)}>
      <button type="button" className="link-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {intl.formatMessage(commonMessages.previousPage)}
      </button>
      <span>{intl.formatMessage(messages.pageInfo, { page, pages, count: totalCount })}</span>
      <button type="button" className="link-button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {intl.formatMessage(commonMessages.nextPage)}
      </button>
      {onPageSize && messages.pageSize ? (
        <PageSizeSelect label={messages.pageSize} pageSize={pageSize} onPageSize={onPageSize} />
      ) : null}
    </nav>
  );
}

/** Whether a number (from an address, say) is one of the server's page sizes. */
export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

interface SelectProps {
  readonly label: MessageDescriptor;
  readonly pageSize: number;
  readonly onPageSize: (size: PageSize) => void;
}

function PageSizeSelect({ label, pageSize, onPageSize }: SelectProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
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
    </>
  );
}
