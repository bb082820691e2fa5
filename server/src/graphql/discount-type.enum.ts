/**
 * DiscountType as a GraphQL enum, registered once here because two modules show it: the storefront's
 * card badge (catalog) and the promotion editor (promotions).
 */
import { DiscountType } from '@tijara/schema';
import { registerEnumType } from 'type-graphql';

registerEnumType(DiscountType, {
  name: 'DiscountType',
  description: 'PERCENTAGE (value in percent, up to 100) or AMOUNT (value in DZD).',
});

export { DiscountType };
