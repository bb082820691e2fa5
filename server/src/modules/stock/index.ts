/** Stock: warehouses, the append-only movement ledger, running levels and reservations. */
import { StockLevel } from './stock-level.entity';
import { StockMovement } from './stock-movement.entity';
import { ReservationStatus, StockReservation } from './stock-reservation.entity';
import { Warehouse } from './warehouse.entity';

export { ReservationStatus, StockLevel, StockMovement, StockReservation, Warehouse };
export { StockLedger } from './stock-ledger';
export type { StockLine, StockMove, ReservationRequest } from './stock-ledger';

export const stockEntities = [Warehouse, StockLevel, StockMovement, StockReservation];
export { InsufficientStockError } from './stock-ledger';
export type { StockFigures } from './stock-ledger';
export { isUuid, warehouseFor } from './warehouse-access';
export type { WarehouseAccessOptions } from './warehouse-access';
export { checkStockItem } from './stock-line-check';
export type { CheckedStockItem } from './stock-line-check';
