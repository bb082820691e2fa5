/**
 * The product list (issue 17): filters that refresh the rows in place, sortable columns, pages and
 * page size, all kept in the address. With CATALOG_WRITE: a "New product" link and bulk activation
 * of the chosen rows. Each visited page stays readable offline from the device's copy (said so);
 * writes wait for the network, since the server is the one truth for what is on sale.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Permission } from '@tijara/schema';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import { OfflineNote } from '../../components/OfflineNote';
import { Pager } from '../../components/Pager';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import type { Route } from '../shell';
import { pathOf } from '../shell';
import { BulkBar } from './BulkBar';
import { DeviceCopyNote } from '../../components/DeviceCopyNote';
import { useFilterOptions } from './filter-options';
import { messages } from './messages';
import { ProductFilterBar } from './ProductFilterBar';
import { ProductTable } from './ProductTable';
import { productListTexts } from './texts';
import { useBulkActivation } from './use-bulk-activation';
import { useProductList } from './use-product-list';
import './product-list.css';

function ProductListPageContent() {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const writable = useCan(Permission.CATALOG_WRITE);
  const list = useProductList();
  const options = useFilterOptions(intl.locale);
  const bulk = useBulkActivation(list.key);
  const { answer, state } = list;
  const rows = answer?.rows ?? [];

  return (
    <section className="page product-list">
      <div className="list-heading">
        <h1>{intl.formatMessage(messages.title)}</h1>
        {writable ? (
          <Link className="button" to={pathOf({ name: 'productNew' })}>
            {intl.formatMessage(messages.newProduct)}
          </Link>
        ) : null}
      </div>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      {writable ? <OfflineNote online={online} message={messages.offline} /> : null}
      <ProductFilterBar
        filters={state}
        categories={options.categories}
        brands={options.brands}
        filtered={list.filtered}
        onChange={list.setFilters}
        onClear={list.clearFilters}
      />
      {list.fromDevice ? <DeviceCopyNote savedAt={list.savedAt} /> : null}
      {list.failed ? (
        <RetryAlert message={online ? messages.listFailed : messages.notOnDevice} onRetry={list.retry} />
      ) : null}
      {writable && rows.length > 0 ? (
        <BulkBar
          count={bulk.ids.size}
          disabled={!online || bulk.busy}
          onApply={(active) => void bulk.apply(active)}
        />
      ) : null}
      {/* Outside the busy region: what a busy region says is held back until it is done. */}
      <p role="status" className="product-list__loading">
        {list.pending ? (
          <>
            <span className="spinner" aria-hidden="true" /> {intl.formatMessage(sharedMessages.loading)}
          </>
        ) : null}
      </p>
      <div
        className="product-list__rows"
        role="region"
        aria-label={intl.formatMessage(messages.tableRegion)}
        aria-busy={list.pending}
        // The table scrolls sideways on a phone: the region takes the focus so arrows can scroll it.
        tabIndex={0}
      >
        {rows.length > 0 ? (
          <ProductTable
            rows={rows}
            sort={state}
            onSort={list.sortBy}
            {...(writable ? { selection: { ids: bulk.ids, onToggle: bulk.toggle } } : {})}
          />
        ) : null}
        {answer && rows.length === 0 && !list.pending ? (
          <p className="muted">{intl.formatMessage(list.filtered ? messages.noMatch : messages.empty)}</p>
        ) : null}
      </div>
      {answer && answer.totalCount > 0 ? (
        <Pager
          page={state.page}
          pageSize={state.pageSize}
          totalCount={answer.totalCount}
          messages={messages}
          onPage={list.setPage}
          onPageSize={list.setPageSize}
        />
      ) : null}
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function ProductListPage(_props: { onNavigate: (route: Route) => void }) {
  return (
    <CatalogueScope catalogue={productListTexts}>
      <ProductListPageContent />
    </CatalogueScope>
  );
}
