/**
 * The customer list's read: its state comes from the address (list-address.ts), so search, sort and
 * page survive a reload and travel in a shared link. A new search, sort or page size starts again at
 * page 1 in the same address change. While the next answer loads the previous rows stay on screen
 * (dimmed by the page), never a blank table. Each visited page is kept on the device
 * (useOfflineCopy) under its address, so it reads offline too.
 */
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import type { PageSize } from '@tijara/schema';
import { useOnlineStatus } from '@tijara/shared';
import type { CustomerSortField } from '../../__generated__/customers/graphql';
import { CustomerListDocument } from '../../__generated__/customers/graphql';
import { pageCount } from '../../components/Pager';
import { useOfflineCopy } from '../../components/use-offline-copy';
import type { CustomerListState } from './list-address';
import { listVariables, nextSort, readListState, writeListState } from './list-address';

function useListAddress() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const go = (next: CustomerListState, replace = false) => void setParams(writeListState(next), { replace });
  return {
    state,
    /** The address's own form of the state: the key of this page's copy on the device. */
    key: writeListState(state).toString(),
    /** Typing replaces the address: the back button does not replay every pause. */
    setSearch: (search: string) => go({ ...state, search, page: 1 }, true),
    sortBy: (field: CustomerSortField) => go({ ...state, ...nextSort(state, field), page: 1 }),
    setSort: (sortBy: CustomerSortField, descending: boolean) =>
      go({ ...state, sortBy, descending, page: 1 }),
    setPage: (page: number) => go({ ...state, page }),
    setPageSize: (pageSize: PageSize) => go({ ...state, pageSize, page: 1 }),
    replacePage: (page: number) => go({ ...state, page }, true),
  };
}

export function useCustomerList() {
  const address = useListAddress();
  const { state, key, replacePage } = address;
  const { online } = useOnlineStatus();
  const list = useQuery(CustomerListDocument, {
    variables: listVariables(state),
    fetchPolicy: 'cache-and-network',
  });
  const live = list.data?.customerList;
  const copy = useOfflineCopy(`customerList:${key}`, live);
  const answer = copy.data ?? list.previousData?.customerList;

  // A page past the end (an old link, customers merged away): the last page instead.
  const lastPage = live ? pageCount(live.totalCount, state.pageSize) : state.page;
  useEffect(() => {
    if (state.page > lastPage) replacePage(lastPage);
  }, [state.page, lastPage, replacePage]);

  const answered = !list.loading || !online;
  return {
    ...address,
    answer,
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
