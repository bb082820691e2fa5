/**
 * The expedition list: filtered by warehouse and status, a page at a time, with the form that
 * creates one and opens its editor. Online only, like the other expedition screens.
 */
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { commonMessages, sharedMessages, useOnlineStatus, CatalogueScope } from '@tijara/shared';
import {
  ExpeditionListDocument,
  ExpeditionWarehousesDocument,
} from '../../__generated__/expeditions/graphql';
import { CreateExpeditionForm } from './CreateExpeditionForm';
import { ExpeditionFilters } from './ExpeditionFilters';
import type { Filters } from './ExpeditionFilters';
import { OfflineNotice } from './ExpeditionHeader';
import { ExpeditionPages } from './ExpeditionPages';
import { ExpeditionTable } from './ExpeditionTable';
import { messages } from './messages';
import type { NavigateToExpedition } from './navigation';
import './expeditions.css';
import { expeditionTexts } from './texts';

/** One of the server's page sizes (core/pagination PAGE_SIZES). */
export const EXPEDITIONS_PAGE_SIZE = 24;

/** Only the filters set: an unset one is left out, not sent as null. */
export function listVariables({ warehouseId, status, page }: Filters) {
  return {
    page,
    pageSize: EXPEDITIONS_PAGE_SIZE,
    ...(warehouseId ? { warehouseId } : {}),
    ...(status ? { status } : {}),
  };
}

/** The page on screen: the last answer stays while the next page loads. */
function useExpeditionList(filters: Filters) {
  const list = useQuery(ExpeditionListDocument, {
    variables: listVariables(filters),
    fetchPolicy: 'cache-and-network',
  });
  const page = (list.data ?? list.previousData)?.expeditions;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / page.pageSize)) : 1;
  return { list, page, pages };
}

function ExpeditionsPageContent({ onNavigate }: { onNavigate: NavigateToExpedition }) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const [filters, setFilters] = useState<Filters>({ warehouseId: '', status: '', page: 1 });
  const warehouses = useQuery(ExpeditionWarehousesDocument, { fetchPolicy: 'cache-and-network' });
  const { list, page, pages } = useExpeditionList(filters);
  const choices = warehouses.data?.warehouses ?? [];
  const filter = (next: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...next }));
  return (
    <section className="page expeditions-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <OfflineNotice online={online} />
      {warehouses.error && !warehouses.data ? (
        <DangerAlert message={commonMessages.warehousesFailed} />
      ) : null}
      <CreateExpeditionForm
        warehouses={choices}
        enabled={online}
        onCreated={(created) => onNavigate({ name: 'expedition', id: created })}
      />
      <ExpeditionFilters filters={filters} warehouses={choices} onFilter={filter} />
      {list.error && !page ? (
        <DangerAlert message={messages.listFailed} onRetry={() => void list.refetch()} />
      ) : null}
      {list.loading && !page ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {page ? <ExpeditionTable expeditions={page.items} onNavigate={onNavigate} /> : null}
      {page && page.totalCount > 0 ? (
        <ExpeditionPages
          page={filters.page}
          pages={pages}
          count={page.totalCount}
          onPage={(next) => setFilters((current) => ({ ...current, page: next }))}
        />
      ) : null}
    </section>
  );
}

function DangerAlert({ message, onRetry }: { message: MessageDescriptor; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <p role="alert" className="expeditions-alert expeditions-alert--danger">
      {intl.formatMessage(message)}
      {onRetry ? (
        <>
          {' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {intl.formatMessage(sharedMessages.retry)}
          </button>
        </>
      ) : null}
    </p>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function ExpeditionsPage(props: ComponentProps<typeof ExpeditionsPageContent>) {
  return (
    <CatalogueScope catalogue={expeditionTexts}>
      <ExpeditionsPageContent {...props} />
    </CatalogueScope>
  );
}
