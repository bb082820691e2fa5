/**
 * SalesChannel and PaymentType as GraphQL enums, registered once here because two modules show them:
 * orders (where an order is taken and how it is paid) and promotions (the conditions of a rule).
 */
import { PaymentType, SalesChannel } from '@tijara/schema';
import { registerEnumType } from 'type-graphql';

registerEnumType(SalesChannel, {
  name: 'SalesChannel',
  description: 'Where an order is taken: ECOMMERCE (the storefront), WHOLESALE, POS, PHONE, INSTALLMENT.',
});
registerEnumType(PaymentType, {
  name: 'PaymentType',
  description:
    'How the shop is paid. TRANSPORTER is cash on delivery (the carrier collects, then hands it over).',
});

export { PaymentType, SalesChannel };
