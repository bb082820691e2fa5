/**
 * The orders list (issue 18): status tabs with their counts, filters that refresh the rows in place,
 * sortable columns, pages and page size, all kept in the address; the CSV export of the filtered
 * list; "New order" for staff who take orders; for those who run the shop, the delay after which
 * unconfirmed web orders are cancelled. Online: orders hold customers' details and are not mirrored
 * on the device.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Permission } from '@tijara/schema';
import { CatalogueScope, joinCatalogues, sharedMessages, useOnlineStatus } from '@tijara/shared';
import { OfflineNote } from '../../components/OfflineNote';
import { Pager } from '../../components/Pager';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import type { Route } from '../shell';
import { pathOf } from '../shell';
import { DelaySetting } from './DelaySetting';
import { ExportLink } from './ExportLink';
import { useFilterOptions } from './filter-options';
import { messages } from './messages';
import { OrderFilters } from './OrderFilters';
import { OrdersTable } from './OrdersTable';
import { StatusTabs } from './StatusTabs';
import { ordersTexts } from './texts';
import { useOrdersList } from './use-orders-list';
import { orderVocabularyTexts } from './vocabulary';
import './orders.css';

function OrdersPageContent() {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const takesOrders = useCan(Permission.ORDERS);
  const runsShop = useCan(Permission.SHOP_SETTINGS);
  const list = useOrdersList();
  const options = useFilterOptions(intl.locale);
  const { query } = list;
  const page = list.failed ? undefined : list.page;
  const rows = page?.items ?? [];

  return (
    <section className="page orders">
      <div className="list-heading">
        <h1>{intl.formatMessage(messages.title)}</h1>
        <div className="orders__actions">
          <ExportLink query={query} />
          {takesOrders ? (
            <Link className="button" to={pathOf({ name: 'orderNew' })}>
              {intl.formatMessage(messages.newOrder)}
            </Link>
          ) : null}
        </div>
      </div>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <OfflineNote online={online} message={messages.offline} />
      <StatusTabs query={query} counts={list.counts} />
      <OrderFilters
        filters={query}
        wilayas={options.wilayas}
        carriers={options.carriers}
        filtered={list.filtered}
        onChange={list.setFilters}
        onClear={list.clearFilters}
      />
      {list.failed ? <RetryAlert message={messages.listFailed} onRetry={list.retry} /> : null}
      {/* Outside the busy region: what a busy region says is held back until it is done. */}
      <p role="status" className="orders__loading">
        {list.pending ? (
          <>
            <span className="spinner" aria-hidden="true" /> {intl.formatMessage(sharedMessages.loading)}
          </>
        ) : null}
      </p>
      <div
        className="orders__rows"
        role="region"
        aria-label={intl.formatMessage(messages.tableRegion)}
        aria-busy={list.pending}
        // The table scrolls sideways on a phone: the region takes the focus so arrows can scroll it.
        tabIndex={0}
      >
        {rows.length > 0 ? (
          <OrdersTable rows={rows} query={query} now={list.now} onSort={list.sortBy} />
        ) : null}
        {page && rows.length === 0 && !list.pending ? (
          <p className="muted">{intl.formatMessage(list.filtered ? messages.noMatch : messages.empty)}</p>
        ) : null}
      </div>
      {page && page.totalCount > 0 ? (
        <Pager
          page={query.page}
          pageSize={query.size}
          totalCount={page.totalCount}
          messages={messages}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      ) : null}
      {runsShop ? <DelaySetting /> : null}
    </section>
  );
}

const texts = joinCatalogues([ordersTexts, orderVocabularyTexts]);

/** With its texts and the order vocabulary's (they load with this screen, not with the first page). */
export function OrdersPage(_props: { onNavigate: (route: Route) => void }) {
  return (
    <CatalogueScope catalogue={texts}>
      <OrdersPageContent />
    </CatalogueScope>
  );
}
