/**
 * The CSV export of the filtered list: a plain link to the server's export with the list's own query
 * string and the reader's language, so the browser downloads the file the server streams (50,000
 * orders never pass through the page). Page and page size are left out: the file holds every page.
 */
import { useIntl } from 'react-intl';
import { useLocale } from '@tijara/shared';
import type { OrdersQuery } from './list-query';
import { writeOrdersQuery } from './list-query';
import { messages } from './messages';

export const EXPORT_PATH = '/dashboard/api/orders/export.csv';

export function exportHref(query: OrdersQuery, lang: string): string {
  const params = writeOrdersQuery({ ...query, page: 1 });
  params.delete('size');
  // The address leaves out a sort's natural direction; the export's own default is not the list's.
  params.set('dir', query.dir);
  params.set('lang', lang);
  return `${EXPORT_PATH}?${params.toString()}`;
}

export function ExportLink({ query }: { query: OrdersQuery }) {
  const intl = useIntl();
  const { locale } = useLocale();
  return (
    <a className="button orders-export" href={exportHref(query, locale)} download>
      {intl.formatMessage(messages.exportCsv)}
    </a>
  );
}
