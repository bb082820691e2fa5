/**
 * A product's lifecycle (`status`) and its visibility switch (`active`) are separate: staff prepare a
 * draft, publish it, and can hide a published product for a while (out of season) without losing
 * its place; archived products stay for past orders and reports. The storefront shows a product when
 * it is published AND active.
 */
import { registerEnumType } from 'type-graphql';

export const ProductStatus = { DRAFT: 'draft', PUBLISHED: 'published', ARCHIVED: 'archived' } as const;
export type ProductStatus = (typeof ProductStatus)[keyof typeof ProductStatus];

/** Strict: each component's combination is fixed. Flexible: the shopper picks it. Null: not a pack. */
export const PackMode = { STRICT: 'strict', FLEXIBLE: 'flexible' } as const;
export type PackMode = (typeof PackMode)[keyof typeof PackMode];

registerEnumType(ProductStatus, {
  name: 'ProductStatus',
  description:
    'Lifecycle: a draft is prepared, published is sold (when active), archived is kept for history.',
});
registerEnumType(PackMode, {
  name: 'PackMode',
  description: 'STRICT fixes the combination of each component; FLEXIBLE lets the shopper choose.',
});
