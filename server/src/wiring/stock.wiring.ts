/** The stock area: warehouses, levels, the ledger's screens, manual entries and update-stocks. */
import {
  StockEntryService,
  StockLedger,
  StockReadService,
  StockReconciliationService,
  StockResolver,
  WarehouseResolver,
  WarehouseService,
} from '../modules/stock';
import { stockRoutes } from '../rest/dashboard/stock.route';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const stockResolverClasses: readonly ResolverClass[] = [WarehouseResolver, StockResolver];

export function stockWiring(_deps: WiringDeps): Wiring {
  // StockLedger holds no state: the services share one, like every other writer of stock.
  const ledger = new StockLedger();
  const reads = new StockReadService();
  const entries = new StockEntryService(ledger, reads);
  const reconciliation = new StockReconciliationService();
  return {
    resolvers: [
      new WarehouseResolver(new WarehouseService()),
      new StockResolver({ reads, entries, reconciliation }),
    ],
    routes: stockRoutes({ entries, reconciliation }),
  };
}
