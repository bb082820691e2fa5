/** Turns the low-stock statement's rows (one per line shown, one per warehouse without any) into warehouses. */
import type { WarehouseLowStock } from './dashboard.results';
import type { LowStockRow } from './dashboard-stock.sql';

export function warehousesOf(rows: readonly LowStockRow[]): WarehouseLowStock[] {
  const warehouses = new Map<string, WarehouseLowStock>();
  for (const row of rows) {
    let warehouse = warehouses.get(row.warehouse_id);
    if (!warehouse) {
      warehouse = {
        warehouseId: row.warehouse_id,
        name: row.warehouse_name,
        count: row.low_count,
        lines: [],
      };
      warehouses.set(row.warehouse_id, warehouse);
    }
    if (row.product_id === null) continue;
    warehouse.lines.push({
      productId: row.product_id,
      combinationId: row.combination_id,
      productName: row.product_name ?? '',
      combinationName: row.combination_name,
      available: row.available ?? 0,
    });
  }
  return [...warehouses.values()];
}
