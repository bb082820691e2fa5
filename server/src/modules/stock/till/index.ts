/** The till's stock: posStock (a warehouse's snapshot) and posWarehouses. */
export { PosStockResolver } from './pos-stock.resolver';
export { PosStockService } from './pos-stock.service';
export { PosStockLevel, PosStockSnapshot, PosWarehouseRef } from './pos-stock.results';
