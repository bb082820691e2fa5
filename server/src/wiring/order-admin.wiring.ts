/** Orders, order-admin: staff order management (see modules/sales/admin). */
import {
  OrderAdminResolver,
  OrderReadsService,
  OrderTransitionsService,
  OrderUpdatesService,
  OrderWriter,
  StaffOrderPricing,
  StaffOrderService,
} from '../modules/sales';
import type { OrderAdminServices } from '../modules/sales';
import { CartPricingService } from '../modules/promotions';
import { OrderReservations, StockLedger } from '../modules/stock';
import type { ResolverClass, Wiring, WiringDeps } from './wiring';

export const orderAdminResolverClasses: readonly ResolverClass[] = [OrderAdminResolver];

export function orderAdminWiring(deps: WiringDeps): Wiring {
  // The writer, the ledger and the reservations hold no state: rules run in the caller's transaction.
  const writer = new OrderWriter();
  const reads = new OrderReadsService();
  const pricing = new StaffOrderPricing(new CartPricingService(deps.pricing, deps.shop));
  const services: OrderAdminServices = {
    reads,
    transitions: new OrderTransitionsService(new StockLedger(), writer, reads),
    updates: new OrderUpdatesService(writer, reads),
    staffOrders: new StaffOrderService(writer, new OrderReservations(), pricing, reads),
  };
  return { resolvers: [new OrderAdminResolver(services)], routes: [] };
}
