/**
 * A listing page under its heading: the filters (sidebar or slide-in panel), the toolbar, the active
 * filters, the results and the pager. Its state is the address (listing-url.ts); its data the
 * server's `products` and `productFilters` for the subject's scope narrowed by that state, read
 * Dexie first (a listing seen once opens offline, with a note saying so).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ProductFiltersDocument, ProductsDocument } from '../../__generated__/graphql';
import { useCatalogQuery } from '../../app/data';
import { DeviceCopyNote } from '../device-copy';
import { ActiveFilters } from './ActiveFilters';
import type { Chip } from './ActiveFilters';
import { FilterPanel } from './FilterPanel';
import { ListingResults } from './ListingResults';
import { ListingToolbar } from './ListingToolbar';
import { Pagination } from './Pagination';
import { filterOf, productsVariables } from './listing-filter';
import type { ListingScope } from './listing-filter';
import {
  clearNarrowing,
  hasNarrowing,
  parseListing,
  setPriceBounds,
  setValue,
  toggleValue,
} from './listing-url';
import type { ListingState } from './listing-url';
import { messages } from './messages';
import { totalPagesOf } from './pagination-window';
import './listing.css';

interface Props {
  readonly scope: ListingScope;
  /** The page's title, subject, breadcrumbs: drawn above the listing. */
  readonly header: ReactNode;
  readonly showBrands?: boolean;
  /** The subject's own read came from the device too (offline). */
  readonly subjectFromDevice?: boolean;
}

const activeCountOf = (state: ListingState) =>
  state.brand.length +
  state.sub.length +
  state.line.length +
  [...state.features, ...state.attributes].reduce((sum, selection) => sum + selection.values.length, 0) +
  (state.min !== null || state.max !== null ? 1 : 0);

export function ListingView({ scope, header, showBrands = false, subjectFromDevice = false }: Props) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListing(params), [params]);
  const products = useCatalogQuery(ProductsDocument, productsVariables(scope, state));
  const filters = useCatalogQuery(ProductFiltersDocument, { filter: filterOf(scope, state) });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const resultsTop = useRef<HTMLElement>(null);
  const panelId = useId();
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  useCloseOnDesktop(filtersOpen, closeFilters);

  const filterData = filters.data?.productFilters;
  const page = products.data?.products;
  const totalPages = page ? totalPagesOf(page.totalCount, page.pageSize) : 0;
  const scrollToResults = () => resultsTop.current?.scrollIntoView?.({ block: 'start' });
  const fromDevice = products.fromDevice || filters.fromDevice || subjectFromDevice;
  const retry = () => {
    products.retry();
    filters.retry();
  };

  return (
    <div className="listing">
      {header}
      {fromDevice ? <DeviceCopyNote savedAt={products.savedAt ?? filters.savedAt} onRetry={retry} /> : null}
      <div className="listing__body">
        <FilterPanel
          data={filterData}
          state={state}
          showBrands={showBrands}
          open={filtersOpen}
          opener={opener}
          panelId={panelId}
          onClose={closeFilters}
          onToggle={(name, value) => setParams(toggleValue(params, name, value))}
          onPrice={(min, max) => setParams(setPriceBounds(params, min, max))}
        />
        <section className="listing__results" ref={resultsTop} aria-labelledby={`${panelId}-results`}>
          <h2 id={`${panelId}-results`} className="tijara-visually-hidden">
            {intl.formatMessage(messages.results)}
          </h2>
          <ListingToolbar
            state={state}
            totalCount={page?.totalCount}
            activeCount={activeCountOf(state)}
            filtersOpen={filtersOpen}
            panelId={panelId}
            opener={opener}
            onOpenFilters={() => setFiltersOpen(true)}
            onChange={(key, value) => setParams(setValue(params, key, value))}
          />
          <ActiveFilters
            state={state}
            data={filterData}
            onRemove={(chip: Chip) =>
              setParams(
                chip.value ? toggleValue(params, chip.key, chip.value) : setValue(params, chip.key, null),
              )
            }
            onClear={() => setParams(clearNarrowing(params))}
          />
          <ListingResults
            data={page}
            error={products.error}
            stale={page !== undefined && !products.current}
            page={state.page}
            narrowed={hasNarrowing(state)}
            params={params}
            onRetry={retry}
            onClear={() => setParams(clearNarrowing(params))}
          />
          <Pagination
            params={params}
            page={state.page}
            totalPages={totalPages}
            onNavigate={scrollToResults}
          />
        </section>
      </div>
    </div>
  );
}

/** The panel is a phone's: when the window grows to the sidebar layout, it closes (and frees focus). */
function useCloseOnDesktop(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia('(min-width: 992px)');
    const onChange = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, close]);
}
