/** Previous / next under the expedition list, with the page and the number of expeditions between. */
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import { messages } from './messages';

interface Props {
  readonly page: number;
  readonly pages: number;
  readonly count: number;
  readonly onPage: (page: number) => void;
}

export function ExpeditionPages({ page, pages, count, onPage }: Props) {
  const intl = useIntl();
  return (
    <nav className="expeditions-actions" aria-label={intl.formatMessage(messages.title)}>
      <button
        type="button"
        className="expeditions-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {intl.formatMessage(commonMessages.previousPage)}
      </button>
      <span role="status">{intl.formatMessage(messages.pageInfo, { page, pages, count })}</span>
      <button
        type="button"
        className="expeditions-secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {intl.formatMessage(commonMessages.nextPage)}
      </button>
    </nav>
  );
}
