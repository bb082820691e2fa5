/** Above the stock table: which warehouse, what to search for, and the stock check. */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { StockWarehousesQuery } from '../../__generated__/stock/graphql';
import { messages } from './messages';
import { StockCheck } from './StockCheck';

interface StockToolbarProps {
  readonly warehouses: StockWarehousesQuery['warehouses'];
  readonly warehouseId: string;
  readonly onChoose: (warehouseId: string) => void;
  readonly searchText: string;
  readonly onSearch: (text: string) => void;
  readonly online: boolean;
}

export function StockToolbar({
  warehouses,
  warehouseId,
  onChoose,
  searchText,
  onSearch,
  online,
}: StockToolbarProps) {
  const intl = useIntl();
  const ids = { warehouse: useId(), search: useId() };
  return (
    <div className="stock-toolbar">
      <label htmlFor={ids.warehouse}>{intl.formatMessage(commonMessages.warehouse)}</label>
      <select id={ids.warehouse} value={warehouseId} onChange={(event) => onChoose(event.target.value)}>
        {warehouses.map((w) => (
          <option key={w.id} value={w.id}>
            {w.isShopDefault ? intl.formatMessage(messages.defaultWarehouse, { name: w.name }) : w.name}
          </option>
        ))}
      </select>
      <label htmlFor={ids.search}>{intl.formatMessage(messages.search)}</label>
      <input
        id={ids.search}
        type="search"
        value={searchText}
        onChange={(event) => onSearch(event.target.value)}
      />
      <StockCheck warehouseId={warehouseId} disabled={!online} />
    </div>
  );
}
