/**
 * The order vocabulary of @tijara/schema as GraphQL enums (keys in GraphQL, values in the database).
 * SalesChannel and PaymentType are registered in graphql/ because promotions shows them too.
 */
import { OrderFlagKind, OrderReviewStatus, OrderStatus, OrderSyncStatus, OrderType } from '@tijara/schema';
import { registerEnumType } from 'type-graphql';
import { PaymentType, SalesChannel } from '../../../graphql/sales-vocabulary.enum';

registerEnumType(OrderType, { name: 'OrderType', description: 'The kind of order staff take.' });
registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'Where an order stands.' });
registerEnumType(OrderSyncStatus, {
  name: 'OrderSyncStatus',
  description: 'The outcome of one order of a syncOrders batch.',
});
registerEnumType(OrderFlagKind, {
  name: 'OrderFlagKind',
  description: 'Why an accepted POS sale waits for review: OVERSOLD stock or a PRICE_CHANGED while offline.',
});
registerEnumType(OrderReviewStatus, {
  name: 'OrderReviewStatus',
  description: 'A flagged order: PENDING review, or RESOLVED by a member of staff.',
});

export {
  OrderFlagKind,
  OrderReviewStatus,
  OrderStatus,
  OrderSyncStatus,
  OrderType,
  PaymentType,
  SalesChannel,
};
