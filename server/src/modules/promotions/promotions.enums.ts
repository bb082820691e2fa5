/** The promotion vocabulary of @tijara/schema as GraphQL enums (keys in GraphQL, values in the database). */
import { Combinability, NotAppliedReason, PromotionScope } from '@tijara/schema';
import { registerEnumType } from 'type-graphql';
import { DiscountType } from '../../graphql/discount-type.enum';
import { SegmentKind } from './customer-segment.entity';

registerEnumType(PromotionScope, {
  name: 'PromotionScope',
  description:
    'Item group: PRODUCT, CATEGORY, BRAND, BRAND_LINE, COLLECTION, ALL (lower line prices). Cart group: CUSTOMER_SEGMENT, CART, PAYMENT_METHOD (the subtotal), SHIPPING (the delivery price).',
});
registerEnumType(Combinability, {
  name: 'Combinability',
  description:
    'STACKABLE: combines with everything. GROUP_EXCLUSIVE_ITEM: alone among item promotions on each line it discounts. GROUP_EXCLUSIVE_CART: alone among cart promotions. GLOBAL_EXCLUSIVE: alone in the cart. The cheapest outcome for the customer wins (schema/src/promotions/README.md).',
});
registerEnumType(NotAppliedReason, {
  name: 'NotAppliedReason',
  description: 'Why a promotion of the shop did not apply to a cart.',
});
registerEnumType(SegmentKind, {
  name: 'SegmentKind',
  description:
    'MEMBERS: a list of customers chosen by staff. RULE: customers with at least N orders or X spent.',
});

export { Combinability, DiscountType, NotAppliedReason, PromotionScope, SegmentKind };
