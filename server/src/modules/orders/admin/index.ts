/** Staff order management: reads, status changes with their stock effects, updates, staff-made orders. */
export { OrderAdminResolver } from './order-admin.resolver';
export type { OrderAdminServices } from './order-admin.resolver';
export { OrderReadsService } from './order-reads.service';
export { OrderTransitionsService } from './order-transitions.service';
export { OrderUpdatesService } from './order-updates.service';
export { StaffOrderService } from './staff-order.service';
export { StaffOrderPricing } from './staff-order-pricing';
