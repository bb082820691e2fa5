/**
 * The stock table's query: one warehouse, a search settled for SEARCH_DELAY_MS, a page and a page
 * size. A new search, size or warehouse starts again at page 1 in the same render, so a request for
 * page 3 of the old filter is never sent. While the next page loads the previous one stays on screen,
 * unless it belongs to another warehouse.
 */
import { useMemo, useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import type { PageSize } from '@tijara/schema';
import type { StockLevelsQueryVariables } from '../../__generated__/stock/graphql';
import { StockLevelsDocument } from '../../__generated__/stock/graphql';
import { useDebouncedValue } from '@tijara/shared';

export const SEARCH_DELAY_MS = 300;
/** The contract's default for stockLevels. */
export const STOCK_PAGE_SIZE: PageSize = 24;

export function useStockLevels(warehouseId: string | null) {
  const [searchText, setSearchText] = useState('');
  const [pageSize, setPageSize] = useState<PageSize>(STOCK_PAGE_SIZE);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const filterKey = JSON.stringify([warehouseId, search, pageSize]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const variables = useMemo<StockLevelsQueryVariables | null>(
    () => (warehouseId ? { warehouseId, page, pageSize, ...(search ? { search } : {}) } : null),
    [warehouseId, page, pageSize, search],
  );
  const { data, previousData, loading, error } = useQuery(
    StockLevelsDocument,
    variables ? { variables, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const previous = previousData?.stockLevels;
  const shown =
    data?.stockLevels ??
    (previous && previous.items.every((line) => line.warehouseId === warehouseId) ? previous : undefined);

  return {
    variables,
    searchText,
    setSearchText,
    search,
    page,
    setPage: (next: number) => setPaging({ filterKey, page: next }),
    pageSize,
    setPageSize,
    levels: shown,
    loading,
    failed: Boolean(error) && !loading,
  };
}
