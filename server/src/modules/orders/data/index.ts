/**
 * The order data: orders with their lines, payments, installments, history and checkout cooldowns,
 * the vocabulary and the labels. The use cases beside it (placement, sync, admin) write and read it.
 */
// Importing these registers them as GraphQL enums (keys in GraphQL, values in the database).
export {
  OrderFlagKind,
  OrderReviewStatus,
  OrderStatus,
  OrderSyncStatus,
  OrderType,
  PaymentType,
  SalesChannel,
} from './orders.enums';
import { CheckoutCooldown } from './checkout-cooldown.entity';
import { CustomerOrder } from './customer-order.entity';
import { OrderInstallment } from './order-installment.entity';
import { OrderLine } from './order-line.entity';
import { OrderPayment } from './order-payment.entity';
import { OrderStatusChange } from './order-status-change.entity';

export { CheckoutCooldown, CustomerOrder, OrderInstallment, OrderLine, OrderPayment, OrderStatusChange };
export type { OrderFlag, OrderPromotion } from './customer-order.entity';
export type { AppliedLinePromotion } from './order-line.entity';

export { compareDeliveryLabels, customerFullName, deliveryLabel, orderReference } from './order-labels';
export type { DeliveryLabelParts } from './order-labels';
