/**
 * The stock screen: pick a warehouse, search and page its stock lines, add stock to a line, read a
 * line's movements, and run the stock check. Online only for writes: the server holds the one true
 * figure shared by every till and clerk, so a move queued offline could contradict a later one.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { commonMessages, useOnlineStatus, CatalogueScope } from '@tijara/shared';
import { StockWarehousesDocument } from '../../__generated__/stock/graphql';
import { OfflineNote } from '../../components/OfflineNote';
import { Pager } from '../../components/Pager';
import { messages } from './messages';
import { StockMovementsPanel } from './StockMovementsPanel';
import { StockTable } from './StockTable';
import { StockToolbar } from './StockToolbar';
import { lineKey } from './stock-line';
import type { StockLine } from './stock-line';
import { useAddStock } from './use-add-stock';
import { useStockLevels } from './use-stock-levels';
import './stock.css';
import { stockTexts } from './texts';

/**
 * The warehouses the staff may work in; the chosen one (first the address's `warehouse`, as the
 * dashboard's low-stock figures link), else the shop default, else the first.
 */
function useStockWarehouse() {
  const warehouses = useQuery(StockWarehousesDocument, { fetchPolicy: 'cache-and-network' });
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(() => params.get('warehouse'));
  const list = warehouses.data?.warehouses ?? [];
  const fallback = list.find((w) => w.isShopDefault) ?? list[0];
  const warehouseId = list.some((w) => w.id === chosen) ? chosen : (fallback?.id ?? null);
  return { warehouses, list, warehouseId, choose: setChosen };
}

function StockPageContent() {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const { warehouses, list, warehouseId, choose } = useStockWarehouse();
  const stock = useStockLevels(warehouseId);
  const addStock = useAddStock(stock.variables);
  const [openForm, setOpenForm] = useState<string | null>(null);
  const [movementsOf, setMovementsOf] = useState<StockLine | null>(null);
  const shownMovements = movementsOf && movementsOf.warehouseId === warehouseId ? movementsOf : null;

  if (!warehouses.data) return <WarehousesPending failed={warehouses.error !== undefined} />;
  return (
    <section className="page stock-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <OfflineNote online={online} message={messages.offline} />
      {warehouseId === null ? (
        <p className="muted">{intl.formatMessage(messages.noWarehouse)}</p>
      ) : (
        <>
          <StockToolbar
            warehouses={list}
            warehouseId={warehouseId}
            onChoose={(id) => {
              choose(id);
              setOpenForm(null);
            }}
            searchText={stock.searchText}
            onSearch={stock.setSearchText}
            online={online}
          />
          <StockLevelsView
            stock={stock}
            writable={online}
            openForm={openForm}
            onOpenForm={setOpenForm}
            onShowMovements={setMovementsOf}
            onAdd={addStock}
          />
          {shownMovements ? (
            <StockMovementsPanel
              key={lineKey(shownMovements)}
              line={shownMovements}
              onClose={() => setMovementsOf(null)}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** Before the warehouses are known: loading, or why they could not be. */
function WarehousesPending({ failed }: { failed: boolean }) {
  const intl = useIntl();
  return (
    <section className="page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      {failed ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(commonMessages.warehousesFailed)}
        </p>
      ) : (
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      )}
    </section>
  );
}

interface StockLevelsViewProps {
  readonly stock: ReturnType<typeof useStockLevels>;
  readonly writable: boolean;
  readonly openForm: string | null;
  readonly onOpenForm: (key: string | null) => void;
  readonly onShowMovements: (line: StockLine) => void;
  readonly onAdd: ReturnType<typeof useAddStock>;
}

function StockLevelsView({ stock, ...table }: StockLevelsViewProps) {
  const intl = useIntl();
  const { levels, loading, failed } = stock;
  return (
    <div aria-busy={loading}>
      {loading && !levels ? <p role="status">{intl.formatMessage(messages.loading)}</p> : null}
      {failed ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(levels ? messages.lastKnown : messages.loadFailed)}
        </p>
      ) : null}
      {levels && !loading && levels.items.length === 0 ? (
        <p className="muted">
          {stock.search
            ? intl.formatMessage(messages.noMatch, { search: stock.search })
            : intl.formatMessage(messages.empty)}
        </p>
      ) : null}
      {levels && levels.items.length > 0 ? (
        <>
          <p className="muted">{intl.formatMessage(messages.lineCount, { count: levels.totalCount })}</p>
          <StockTable lines={levels.items} {...table} />
        </>
      ) : null}
      {levels && levels.totalCount > 0 ? (
        <Pager
          page={stock.page}
          pageSize={stock.pageSize}
          totalCount={levels.totalCount}
          messages={messages}
          onPage={stock.setPage}
          onPageSize={stock.setPageSize}
        />
      ) : null}
    </div>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function StockPage() {
  return (
    <CatalogueScope catalogue={stockTexts}>
      <StockPageContent />
    </CatalogueScope>
  );
}
