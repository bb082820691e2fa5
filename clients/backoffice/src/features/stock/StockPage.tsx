/**
 * The stock screen: pick a warehouse, search and page its stock lines, add stock to a line, read a
 * line's movements, and run the stock check. Online only for writes: the server holds the one true
 * figure shared by every till and clerk, so a move queued offline could contradict a later one.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { useOnlineStatus } from '@tijara/shared';
import { StockWarehousesDocument } from '../../__generated__/graphql';
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

export function StockPage() {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const warehouses = useQuery(StockWarehousesDocument, { fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<string | null>(null);
  const list = warehouses.data?.warehouses ?? [];
  const fallback = list.find((w) => w.isShopDefault) ?? list[0];
  const warehouseId = list.some((w) => w.id === chosen) ? chosen : (fallback?.id ?? null);

  const stock = useStockLevels(warehouseId);
  const addStock = useAddStock(stock.variables);
  const [openForm, setOpenForm] = useState<string | null>(null);
  const [movementsOf, setMovementsOf] = useState<StockLine | null>(null);
  const shownMovements = movementsOf && movementsOf.warehouseId === warehouseId ? movementsOf : null;

  if (!warehouses.data) {
    return (
      <section className="page">
        <h1>{intl.formatMessage(messages.title)}</h1>
        {warehouses.error ? (
          <p role="alert" className="note note--error">
            {intl.formatMessage(messages.warehousesFailed)}
          </p>
        ) : (
          <p role="status">{intl.formatMessage(messages.loading)}</p>
        )}
      </section>
    );
  }

  return (
    <section className="page stock-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      {online ? null : (
        <p role="status" className="note note--offline">
          {intl.formatMessage(messages.offline)}
        </p>
      )}
      {warehouseId === null ? (
        <p className="muted">{intl.formatMessage(messages.noWarehouse)}</p>
      ) : (
        <>
          <StockToolbar
            warehouses={list}
            warehouseId={warehouseId}
            onChoose={(id) => {
              setChosen(id);
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
