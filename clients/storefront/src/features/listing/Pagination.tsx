/**
 * The pager: previous and next arrows around at most 7 page numbers centred on the current page.
 * Links, not buttons: each page has its address (shareable, the back button returns to it).
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pageSearch } from './listing-url';
import { messages } from './messages';
import { pageWindow } from './pagination-window';

interface Props {
  readonly params: URLSearchParams;
  readonly page: number;
  readonly totalPages: number;
  readonly onNavigate?: () => void;
}

export function Pagination({ params, page, totalPages, onNavigate }: Props) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  const to = (target: number) => ({ search: pageSearch(params, target) });
  const arrow = (target: number, label: string, glyph: string, enabled: boolean) =>
    enabled ? (
      <Link className="pager__arrow" to={to(target)} aria-label={label} onClick={onNavigate}>
        <span aria-hidden="true">{glyph}</span>
      </Link>
    ) : (
      <span className="pager__arrow pager__arrow--off" aria-hidden="true">
        {glyph}
      </span>
    );
  return (
    <nav className="pager" aria-label={intl.formatMessage(messages.pagination)}>
      <ul>
        <li>{arrow(page - 1, intl.formatMessage(messages.previousPage), '‹', page > 1)}</li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            {number === page ? (
              <span className="pager__page pager__page--current" aria-current="page">
                <span className="tijara-visually-hidden">
                  {intl.formatMessage(messages.pageNumber, { page: number })}
                </span>
                <span aria-hidden="true">{intl.formatNumber(number)}</span>
              </span>
            ) : (
              <Link
                className="pager__page"
                to={to(number)}
                aria-label={intl.formatMessage(messages.pageNumber, { page: number })}
                onClick={onNavigate}
              >
                {intl.formatNumber(number)}
              </Link>
            )}
          </li>
        ))}
        <li>{arrow(page + 1, intl.formatMessage(messages.nextPage), '›', page < totalPages)}</li>
      </ul>
    </nav>
  );
}
