/**
 * The promotion list's query: a search settled for SEARCH_DELAY_MS, a status, a scope and a page.
 * A new filter starts again at page 1 in the same render, so page 3 of the old filter is never
 * asked; while the next answer loads, the previous one stays on screen. A page emptied by a delete
 * gives way to the last page left.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@tijara/shared';
import type { PromotionScope, PromotionStatus } from '../../__generated__/promotions/graphql';
import { PromotionListDocument } from '../../__generated__/promotions/graphql';
import { pageCount } from '../../components/Pager';

/** One of the server's page sizes (core/pagination PAGE_SIZES). */
export const PROMOTIONS_PAGE_SIZE = 24;
export const SEARCH_DELAY_MS = 300;

export interface PromotionFilters {
  readonly search: string;
  readonly status: PromotionStatus | '';
  readonly scope: PromotionScope | '';
}

/** Only the filters set: an unset one is left out, not sent as null. */
export function listVariables({ search, status, scope }: PromotionFilters, page: number) {
  const filter = {
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(scope ? { scope } : {}),
  };
  return { ...(Object.keys(filter).length > 0 ? { filter } : {}), page, pageSize: PROMOTIONS_PAGE_SIZE };
}

export function usePromotionList() {
  const [typed, setTyped] = useState<PromotionFilters>({ search: '', status: '', scope: '' });
  const search = useDebouncedValue(typed.search.trim(), SEARCH_DELAY_MS);
  const filters: PromotionFilters = { ...typed, search };
  const filterKey = JSON.stringify([search, typed.status, typed.scope]);
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const list = useQuery(PromotionListDocument, {
    variables: listVariables(filters, page),
    fetchPolicy: 'cache-and-network',
  });
  const answer = (list.data ?? list.previousData)?.promotions;
  // The last page emptied (its only promotion deleted): the page before it is shown instead.
  const lastPage = list.data ? pageCount(list.data.promotions.totalCount, PROMOTIONS_PAGE_SIZE) : page;
  if (page > lastPage) setPaging({ key: filterKey, page: lastPage });
  return {
    typed,
    setTyped: (patch: Partial<PromotionFilters>) => setTyped((current) => ({ ...current, ...patch })),
    filtered: Boolean(search || typed.status || typed.scope),
    page,
    setPage: (next: number) => setPaging({ key: filterKey, page: next }),
    answer,
    loading: list.loading,
    failed: Boolean(list.error),
    retry: () => void list.refetch().catch(() => undefined),
  };
}
