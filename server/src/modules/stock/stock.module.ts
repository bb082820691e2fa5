/**
 * The stock module: warehouses, stock levels, the ledger's screens, manual entries, counts and
 * update-stocks. It provides the one stock ledger and the order reservations every writer of stock
 * (expeditions, orders) goes through.
 */
import { defineModule } from '../manifest';
import { OrderReservations } from './order-reservations';
import { stockRoutes } from './rest/stock.route';
import { StockEntryService } from './stock-entry.service';
import { StockLedger } from './stock-ledger';
import { StockLevel } from './stock-level.entity';
import { StockMovement } from './stock-movement.entity';
import { StockReadService } from './stock-read.service';
import { StockReconciliationService } from './stock-reconciliation.service';
import { StockReservation } from './stock-reservation.entity';
import { StockResolver } from './stock.resolver';
import { PosStockResolver, PosStockService } from './till';
import { Warehouse } from './warehouse.entity';
import { WarehouseResolver } from './warehouse.resolver';
import { WarehouseService } from './warehouse.service';

export const stockModule = defineModule({
  name: 'stock',
  entities: [Warehouse, StockLevel, StockMovement, StockReservation],
  resolvers: [WarehouseResolver, StockResolver, PosStockResolver],
  views: ['stock.warehouse', 'stock.stock_level'],
  needs: [],
  build() {
    // The ledger holds no state: its rules run in the caller's transaction, so one serves every module.
    const stockLedger = new StockLedger();
    const reads = new StockReadService();
    const entries = new StockEntryService(stockLedger, reads);
    const reconciliation = new StockReconciliationService();
    return {
      provides: { stockLedger, orderReservations: new OrderReservations() },
      resolvers: [
        new WarehouseResolver(new WarehouseService()),
        new StockResolver({ reads, entries, reconciliation }),
        new PosStockResolver(new PosStockService()),
      ],
      routes: stockRoutes({ entries, reconciliation }),
    };
  },
});
