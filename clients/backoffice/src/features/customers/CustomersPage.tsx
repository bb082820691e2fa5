/**
 * The customer list (issue 18): a search from 3 characters, sortable columns (a select on a phone,
 * where the rows are cards), pages and page size, all kept in the address. Each row opens the
 * customer. Each visited page stays readable offline from the device's copy (said so).
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { CatalogueScope, sharedMessages, useOnlineStatus } from '@tijara/shared';
import { DeviceCopyNote } from '../../components/DeviceCopyNote';
import { Pager } from '../../components/Pager';
import { RetryAlert } from '../../components/RetryAlert';
import type { CustomerSortField } from '../../__generated__/customers/graphql';
import type { Route } from '../shell';
import { CustomerSearch } from './CustomerSearch';
import { CustomerTable } from './CustomerTable';
import { messages } from './messages';
import { SORT_OPTIONS, sortValue } from './sort-options';
import { customersTexts } from './texts';
import { useCustomerList } from './use-customer-list';
import './customers.css';

function SortSelect(props: {
  sortBy: CustomerSortField;
  descending: boolean;
  onSort: (sortBy: CustomerSortField, descending: boolean) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="customers__sort-select">
      <label htmlFor={id}>{intl.formatMessage(messages.sortLabel)}</label>
      <select
        id={id}
        name="sort"
        value={sortValue(props)}
        onChange={(event) => {
          const option = SORT_OPTIONS.find((o) => sortValue(o) === event.target.value);
          if (option) props.onSort(option.sortBy, option.descending);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={sortValue(option)} value={sortValue(option)}>
            {intl.formatMessage(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

function CustomersPageContent() {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const list = useCustomerList();
  const { answer, state } = list;
  const rows = answer?.items ?? [];

  return (
    <section className="page customers">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <div className="customers__tools">
        <CustomerSearch value={state.search} onSearch={list.setSearch} />
        <SortSelect sortBy={state.sortBy} descending={state.descending} onSort={list.setSort} />
      </div>
      {list.fromDevice ? <DeviceCopyNote savedAt={list.savedAt} /> : null}
      {list.failed ? (
        <RetryAlert message={online ? messages.listFailed : messages.notOnDevice} onRetry={list.retry} />
      ) : null}
      {/* Outside the busy region: what a busy region says is held back until it is done. */}
      <p role="status" className="customers__loading">
        {list.pending ? (
          <>
            <span className="spinner" aria-hidden="true" /> {intl.formatMessage(sharedMessages.loading)}
          </>
        ) : null}
      </p>
      <div
        className="customers__rows"
        role="region"
        aria-label={intl.formatMessage(messages.tableRegion)}
        aria-busy={list.pending}
      >
        {rows.length > 0 ? <CustomerTable rows={rows} sort={state} onSort={list.sortBy} /> : null}
        {answer && rows.length === 0 && !list.pending ? (
          <p className="muted">{intl.formatMessage(state.search ? messages.noMatch : messages.empty)}</p>
        ) : null}
      </div>
      {answer && answer.totalCount > 0 ? (
        <>
          <Pager
            page={state.page}
            pageSize={state.pageSize}
            totalCount={answer.totalCount}
            messages={messages}
            onPage={list.setPage}
            onPageSize={list.setPageSize}
          />
          <p className="muted customers__note">{intl.formatMessage(messages.figuresNote)}</p>
        </>
      ) : null}
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function CustomersPage(_props: { onNavigate: (route: Route) => void }) {
  return (
    <CatalogueScope catalogue={customersTexts}>
      <CustomersPageContent />
    </CatalogueScope>
  );
}
