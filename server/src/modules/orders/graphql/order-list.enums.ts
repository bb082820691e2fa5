/**
 * The orders list's sort as GraphQL enums. SortDirection is the schema's first direction enum: other
 * lists may reuse it (import it from here) rather than declare a second one of the same name.
 */
import { OrderSortField, SortDirection } from '@tijara/schema';
import { registerEnumType } from 'type-graphql';

registerEnumType(OrderSortField, {
  name: 'OrderSortField',
  description: 'Orders of the staff orders list; ties are broken by the order id in the same direction.',
  valuesConfig: {
    CREATED_AT: { description: 'When the order was made.' },
    TOTAL: { description: 'What the customer owes for the whole order.' },
    REFERENCE: { description: 'The order number (CMD-000042), which grows with each order.' },
    CUSTOMER: { description: "The customer's name (first name, last name), case ignored." },
    STATUS: {
      description: 'Along the life of an order: pending, confirmed, shipped, delivered, returned, cancelled.',
    },
  },
});

registerEnumType(SortDirection, { name: 'SortDirection', description: 'Ascending or descending.' });

export { OrderSortField, SortDirection };
