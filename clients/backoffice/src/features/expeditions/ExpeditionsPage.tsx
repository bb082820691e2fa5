/**
 * The expedition list: filtered by warehouse and status, a page at a time, with the form that
 * creates one and opens its editor. Online only, like the other expedition screens.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { useOnlineStatus } from '@tijara/shared';
import type { ExpeditionStatus } from '../../__generated__/graphql';
import { ExpeditionListDocument, ExpeditionWarehousesDocument } from '../../__generated__/graphql';
import { CreateExpeditionForm } from './CreateExpeditionForm';
import { ExpeditionTable } from './ExpeditionTable';
import { OfflineNotice } from './ExpeditionHeader';
import { EXPEDITION_STATUS_ORDER, STATUS_LABELS } from './labels';
import { messages } from './messages';
import type { NavigateToExpedition } from './navigation';
import { warehouseOptions } from './warehouse-options';
import './expeditions.css';

/** One of the server's page sizes (core/pagination PAGE_SIZES). */
export const EXPEDITIONS_PAGE_SIZE = 24;

interface Filters {
  readonly warehouseId: string;
  readonly status: ExpeditionStatus | '';
  readonly page: number;
}

/** Only the filters set: an unset one is left out, not sent as null. */
export function listVariables({ warehouseId, status, page }: Filters) {
  return {
    page,
    pageSize: EXPEDITIONS_PAGE_SIZE,
    ...(warehouseId ? { warehouseId } : {}),
    ...(status ? { status } : {}),
  };
}

export function ExpeditionsPage({ onNavigate }: { onNavigate: NavigateToExpedition }) {
  const intl = useIntl();
  const id = useId();
  const { online } = useOnlineStatus();
  const [filters, setFilters] = useState<Filters>({ warehouseId: '', status: '', page: 1 });
  const warehouses = useQuery(ExpeditionWarehousesDocument, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(ExpeditionListDocument, {
    variables: listVariables(filters),
    fetchPolicy: 'cache-and-network',
  });
  const page = (list.data ?? list.previousData)?.expeditions;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / page.pageSize)) : 1;
  const choices = warehouses.data?.warehouses ?? [];
  const filter = (next: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...next }));

  return (
    <section className="page expeditions-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <OfflineNotice online={online} />
      {warehouses.error && !warehouses.data ? (
        <p role="alert" className="expeditions-alert expeditions-alert--danger">
          {intl.formatMessage(messages.warehousesFailed)}
        </p>
      ) : null}
      <CreateExpeditionForm
        warehouses={choices}
        enabled={online}
        onCreated={(created) => onNavigate({ name: 'expedition', id: created })}
      />
      <div className="expeditions-toolbar">
        <div className="expeditions-field">
          <label htmlFor={`${id}-warehouse`}>{intl.formatMessage(messages.warehouse)}</label>
          <select
            id={`${id}-warehouse`}
            value={filters.warehouseId}
            onChange={(event) => filter({ warehouseId: event.target.value })}
          >
            <option value="">{intl.formatMessage(messages.allWarehouses)}</option>
            {warehouseOptions(intl, choices).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="expeditions-field">
          <label htmlFor={`${id}-status`}>{intl.formatMessage(messages.status)}</label>
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(event) => filter({ status: event.target.value as ExpeditionStatus | '' })}
          >
            <option value="">{intl.formatMessage(messages.allStatuses)}</option>
            {EXPEDITION_STATUS_ORDER.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage(STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.error && !page ? (
        <p role="alert" className="expeditions-alert expeditions-alert--danger">
          {intl.formatMessage(messages.listFailed)}{' '}
          <button type="button" className="link-button" onClick={() => void list.refetch()}>
            {intl.formatMessage(messages.retry)}
          </button>
        </p>
      ) : null}
      {list.loading && !page ? <p role="status">{intl.formatMessage(messages.loading)}</p> : null}
      {page ? <ExpeditionTable expeditions={page.items} onNavigate={onNavigate} /> : null}
      {page && page.totalCount > 0 ? (
        <nav className="expeditions-actions" aria-label={intl.formatMessage(messages.title)}>
          <button
            type="button"
            className="expeditions-secondary"
            disabled={filters.page <= 1}
            onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
          >
            {intl.formatMessage(messages.previous)}
          </button>
          <span role="status">
            {intl.formatMessage(messages.pageInfo, { page: filters.page, pages, count: page.totalCount })}
          </span>
          <button
            type="button"
            className="expeditions-secondary"
            disabled={filters.page >= pages}
            onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
          >
            {intl.formatMessage(messages.next)}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
