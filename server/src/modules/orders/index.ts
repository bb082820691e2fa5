/** Orders: customers and order headers (the orders issue adds lines, checkout and POS sync). */
import { Customer } from './customer.entity';
import { CustomerOrder } from './customer-order.entity';

export { Customer, CustomerOrder };

export const ordersEntities = [Customer, CustomerOrder];
export { compareDeliveryLabels, customerFullName, deliveryLabel, orderReference } from './order-labels';
export type { DeliveryLabelParts } from './order-labels';
// Importing these registers them as GraphQL enums (keys in GraphQL, values in the database).
export { OrderStatus, OrderType, PaymentType, SalesChannel } from './orders.enums';
