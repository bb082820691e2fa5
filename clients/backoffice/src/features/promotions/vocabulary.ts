/**
 * The promotion vocabulary as the editor uses it. GraphQL carries the enums' KEYS (PRODUCT,
 * GROUP_EXCLUSIVE_ITEM); the engine's rules in @tijara/schema take their values (product,
 * group_exclusive_item), so a key is turned into its value before asking which modes fit a scope.
 */
import {
  Combinability as COMBINABILITY_VALUES,
  PromotionScope as SCOPE_VALUES,
  SCOPES_WITH_ENTITY_TARGETS,
  combinabilityFits,
} from '@tijara/schema';
import type {
  Combinability,
  DiscountType,
  PaymentType,
  PromotionScope,
  PromotionStatus,
  SalesChannel,
} from '../../__generated__/promotions/graphql';

/** In the order staff are used to from the legacy dashboard. */
export const SCOPES: readonly PromotionScope[] = [
  'PRODUCT',
  'CATEGORY',
  'BRAND',
  'BRAND_LINE',
  'COLLECTION',
  'CUSTOMER_SEGMENT',
  'ALL',
  'CART',
  'SHIPPING',
  'PAYMENT_METHOD',
];

export const STATUSES: readonly PromotionStatus[] = ['SCHEDULED', 'RUNNING', 'ENDED', 'INACTIVE'];
export const DISCOUNT_TYPES: readonly DiscountType[] = ['PERCENTAGE', 'AMOUNT'];
export const COMBINABILITIES: readonly Combinability[] = [
  'STACKABLE',
  'GROUP_EXCLUSIVE_ITEM',
  'GROUP_EXCLUSIVE_CART',
  'GLOBAL_EXCLUSIVE',
];
export const CHANNELS: readonly SalesChannel[] = ['ECOMMERCE', 'WHOLESALE', 'POS', 'PHONE', 'INSTALLMENT'];
export const PAYMENT_METHODS: readonly PaymentType[] = [
  'CASH',
  'TRANSPORTER',
  'DEPOSIT',
  'INSTALLMENT',
  'CARD',
  'MOBILE',
  'OTHER',
  'MIXED',
];

/** What the editor shows to choose a scope's targets; null: the scope has none to choose. */
export type PickerKind =
  'product' | 'category' | 'brand' | 'brandLine' | 'collection' | 'segment' | 'paymentMethods';

const PICKERS: Readonly<Record<PromotionScope, PickerKind | null>> = {
  PRODUCT: 'product',
  CATEGORY: 'category',
  BRAND: 'brand',
  BRAND_LINE: 'brandLine',
  COLLECTION: 'collection',
  CUSTOMER_SEGMENT: 'segment',
  PAYMENT_METHOD: 'paymentMethods',
  ALL: null,
  CART: null,
  SHIPPING: null,
};

export function pickerOf(scope: PromotionScope): PickerKind | null {
  return PICKERS[scope];
}

/** Scopes whose targets are ids (products, categories... segments): targetIds is sent for them only. */
export function takesTargetIds(scope: PromotionScope): boolean {
  return SCOPES_WITH_ENTITY_TARGETS.includes(SCOPE_VALUES[scope]);
}

/** The combinability modes that mean something for the scope (the engine's combinabilityFits). */
export function combinabilitiesFor(scope: PromotionScope): readonly Combinability[] {
  return COMBINABILITIES.filter((mode) => combinabilityFits(SCOPE_VALUES[scope], COMBINABILITY_VALUES[mode]));
}
