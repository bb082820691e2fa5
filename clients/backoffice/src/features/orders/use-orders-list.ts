/**
 * The orders list's read: its state is the address (list-query.ts), so filters, sort and page survive
 * a reload and travel in a shared link. A new filter, sort or page size starts again at page 1 in the
 * same address change. While the next answer loads the previous rows stay on screen (dimmed by the
 * page). The orders are not mirrored on the device: they hold customers' names, phones and
 * addresses, which a shared tablet should not keep; offline, the last answer of this visit shows.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { OrderSortField, PageSize } from '@tijara/schema';
import { OrdersListDocument } from '../../__generated__/orders/graphql';
import { pageCount } from '../../components/Pager';
import type { OrdersFilters, OrdersQuery } from './list-query';
import { NO_FILTERS, naturalDirection, writeOrdersQuery } from './list-query';
import { isFiltered, readOrdersQuery } from './list-read';
import { ordersListVariables } from './list-variables';

/** Sorting by a new column reads it its natural way first; the same column flips. */
export function nextSort(query: OrdersQuery, sort: OrderSortField): Pick<OrdersQuery, 'sort' | 'dir'> {
  if (query.sort !== sort) return { sort, dir: naturalDirection(sort) };
  return { sort, dir: query.dir === 'ASC' ? 'DESC' : 'ASC' };
}

function useListAddress() {
  const [params, setParams] = useSearchParams();
  const query = readOrdersQuery(params);
  // "Expiring" means within 48 hours of when the reader asked: the clock is read when they change the
  // list, not at every render (a new instant would be a new question each time).
  const [now, setNow] = useState(() => Date.now());
  const go = useCallback(
    (next: OrdersQuery, replace = false) => {
      setNow(Date.now());
      void setParams(writeOrdersQuery(next), { replace });
    },
    [setParams],
  );
  return {
    query,
    now,
    /** Typing in the search replaces the address: the back button does not replay every pause. */
    setFilters: (patch: Partial<OrdersFilters>) => go({ ...query, ...patch, page: 1 }, 'q' in patch),
    // Sort and page size are how the reader likes to read, not filters: clearing keeps them.
    clearFilters: () => go({ ...query, ...NO_FILTERS, page: 1 }),
    sortBy: (sort: OrderSortField) => go({ ...query, ...nextSort(query, sort), page: 1 }),
    setPage: (page: number) => go({ ...query, page }),
    setPageSize: (size: PageSize) => go({ ...query, size, page: 1 }),
    replacePage: useCallback((page: number) => go({ ...readOrdersQuery(params), page }, true), [go, params]),
  };
}

export function useOrdersList() {
  const address = useListAddress();
  const { query, now, replacePage } = address;
  const list = useQuery(OrdersListDocument, {
    variables: ordersListVariables(query, now),
    fetchPolicy: 'cache-and-network',
  });
  // Cache-and-network may hold a partial answer for a moment: only a whole one replaces the rows.
  const live = list.dataState === 'complete' ? list.data : undefined;
  const answer = live ?? list.previousData;

  // A page past the end (an old link, or orders that left the filter): the last page instead.
  const lastPage = live ? pageCount(live.orders.totalCount, query.size) : query.page;
  useEffect(() => {
    if (query.page > lastPage) replacePage(lastPage);
  }, [query.page, lastPage, replacePage]);

  return {
    ...address,
    page: answer?.orders,
    counts: answer?.orderStatusCounts,
    filtered: isFiltered(query),
    /** A request is on its way: the rows shown (if any) are the previous ones. */
    pending: list.loading,
    /**
     * The server did not answer this list: the screen says so and shows no rows (the previous
     * filter's would pass for this one's).
     */
    failed: Boolean(list.error),
    retry: () => void list.refetch().catch(() => undefined),
  };
}
