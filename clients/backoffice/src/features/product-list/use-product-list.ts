/**
 * The product list's read: its state comes from the address (list-address.ts), so filters, sort and
 * page survive a reload and travel in a shared link. A new filter, sort or page size starts again at
 * page 1 in the same address change, so page 3 of the old filter is never asked. While the next
 * answer loads the previous rows stay on screen (dimmed by the page), never a blank table. Each
 * visited page is kept on the device (useOfflineCopy) under its address, so it reads offline too.
 */
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { PageSize } from '@tijara/schema';
import { useOnlineStatus } from '@tijara/shared';
import type { AdminProductSortField } from '../../__generated__/product-list/graphql';
import { ProductListDocument } from '../../__generated__/product-list/graphql';
import { pageCount } from '../../components/Pager';
import { useOfflineCopy } from '../../components/use-offline-copy';
import type { ProductFilters, ProductListState } from './list-address';
import { NO_FILTERS, isFiltered, listVariables, readListState, writeListState } from './list-address';

/** Sorting by a new column reads it from the start (A to Z, lowest first); the same column flips. */
export function nextSort(state: ProductListState, field: AdminProductSortField) {
  return { sortBy: field, descending: state.sortBy === field ? !state.descending : false };
}

function useListAddress() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const go = (next: ProductListState, replace = false) => void setParams(writeListState(next), { replace });
  return {
    state,
    /** The address's own form of the state: the key of this page's copy on the device. */
    key: writeListState(state).toString(),
    /** Typing in the search replaces the address: the back button does not replay every pause. */
    setFilters: (patch: Partial<ProductFilters>) => go({ ...state, ...patch, page: 1 }, 'search' in patch),
    // Sort and page size are how the reader likes to read, not filters: clearing keeps them.
    clearFilters: () => go({ ...state, ...NO_FILTERS, page: 1 }),
    sortBy: (field: AdminProductSortField) => go({ ...state, ...nextSort(state, field), page: 1 }),
    setPage: (page: number) => go({ ...state, page }),
    setPageSize: (pageSize: PageSize) => go({ ...state, pageSize, page: 1 }),
    replacePage: (page: number) => go({ ...state, page }, true),
  };
}

export function useProductList() {
  const address = useListAddress();
  const { state, key, replacePage } = address;
  const { online } = useOnlineStatus();
  const list = useQuery(ProductListDocument, {
    variables: listVariables(state),
    fetchPolicy: 'cache-and-network',
  });
  const live = list.data?.adminProductList;
  const copy = useOfflineCopy(`productList:${key}`, live);
  const answer = copy.data ?? list.previousData?.adminProductList;

  // A page past the end (emptied by a bulk change, or an old link): the last page left instead.
  const lastPage = live ? pageCount(live.totalCount, state.pageSize) : state.page;
  useEffect(() => {
    if (state.page > lastPage) replacePage(lastPage);
  }, [state.page, lastPage, replacePage]);

  const answered = !list.loading || !online;
  return {
    ...address,
    answer,
    filtered: isFiltered(state),
    /** A request is on its way: the rows shown (if any) are the previous ones. */
    pending: list.loading && online,
    /** The rows shown are the device's copy because the server did not answer. */
    fromDevice: copy.fromDevice && !live && answered,
    savedAt: copy.savedAt,
    /** Nothing to show: neither the server nor the device had this page. */
    failed: Boolean(list.error) && !answer,
    retry: () => void list.refetch().catch(() => undefined),
  };
}
