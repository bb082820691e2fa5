/** Stock: warehouses, the append-only movement ledger, running levels and reservations. */
import { StockLevel } from './stock-level.entity';
import { StockMovement } from './stock-movement.entity';
import { ReservationStatus, StockReservation } from './stock-reservation.entity';
import { Warehouse } from './warehouse.entity';

export { ReservationStatus, StockLevel, StockMovement, StockReservation, Warehouse };
export { StockLedger } from './stock-ledger';
export type { StockLine, StockMove, ReservationRequest } from './stock-ledger';

export { InsufficientStockError } from './stock-ledger';
export type { StockFigures } from './stock-ledger';
export { OrderReservations, OrderShortageError, orderStockReference } from './order-reservations';
export type { LineShortage, OrderStockLine } from './order-reservations';
export { takePosSaleOutOfStock, unitsSoldUnder } from './sold-stock.sql';
export type { PosStockOut, SoldStockLine, SoldStockLineAfter } from './sold-stock.sql';
export { warehouseFor } from './warehouse-access';
export type { WarehouseAccessOptions } from './warehouse-access';
export { checkStockItem } from './stock-line-check';
export type { CheckedStockItem } from './stock-line-check';
export { ExpeditionPartStatus, ExpeditionStatus, StockItemType, StockMovementReason } from './stock.enums';
// Stock levels, the ledger's screens, manual entries, update-stocks and warehouses.
export { WarehouseService } from './warehouse.service';
export type { CreateWarehouseRequest, UpdateWarehouseRequest } from './warehouse.service';
export { WarehouseResolver } from './warehouse.resolver';
export { StockReadService, STOCK_PAGE_SIZE } from './stock-read.service';
export type { StockLevelsFilter, StockMovementsFilter } from './stock-read.service';
export { COUNT_REFERENCE, StockEntryService } from './stock-entry.service';
export type { AddStockRequest, CountStockRequest } from './stock-entry.service';
export { StockReconciliationService } from './stock-reconciliation.service';
export { StockResolver } from './stock.resolver';
export type { StockResolverServices } from './stock.resolver';
export {
  StockCorrectionView,
  StockLevelPage,
  StockLevelView,
  StockMovementPage,
  StockMovementView,
  StockReconciliationView,
  WarehouseView,
} from './stock.results';
export { combinationNameSql, lineSearchSql, nameJoins, PRODUCT_NAME_SQL } from './stock-lines.sql';
export { foldedSql, foldText, searchPattern } from './stock-search';
export { NamedStockLine, TypedStockLine } from './stock-line.results';
// The till's stock feed; pos names its devices' warehouse with PosWarehouseRef.
export { PosStockSnapshot, PosWarehouseRef } from './till';
export { stockModule } from './stock.module';
