/**
 * A promotion of one shop: when it runs, what it acts on (scope and targets), how much it takes,
 * whom it needs (coupon, channel, payment method, minimum) and what it refuses to share the cart
 * with. The engine in @tijara/schema decides what applies; this row is its rule, plus the texts the
 * storefront shows (title, subtitle, slogan, banner) in fr, en and ar.
 *
 * The scope never changes once created: its targets mean different things under another scope,
 * and orders already priced under it keep referring to it.
 */
import { randomUUID } from 'node:crypto';
import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Ref } from '@mikro-orm/core';
import { Combinability, DiscountType, PromotionScope } from '@tijara/schema';
import type { Locale, PaymentType, SalesChannel } from '@tijara/schema';
import { Shop } from '../shop';

/** What the storefront shows of a promotion, in one language. bannerHtml is sanitised before it is stored. */
export interface PromotionTexts {
  readonly title: string;
  readonly subtitle: string;
  readonly slogan: string;
  readonly bannerHtml: string;
}

/** fr is required (default and fallback language); en and ar optional. */
export type PromotionTranslations = { readonly fr: PromotionTexts } & Partial<Record<Locale, PromotionTexts>>;

@Entity()
@Check({ name: 'promotion_dates_check', expression: 'ends_at > starts_at' })
@Check({
  name: 'promotion_value_check',
  expression: "value > 0 and (discount_type <> 'percentage' or value <= 10000)",
})
@Check({ name: 'promotion_single_use_check', expression: 'not single_use or coupon_code is not null' })
@Index({
  name: 'promotion_shop_live_idx',
  expression: 'create index "promotion_shop_live_idx" on "promotion" ("shop_uuid", "ends_at") where "active"',
})
@Index({
  name: 'promotion_shop_coupon_idx',
  expression:
    'create index "promotion_shop_coupon_idx" on "promotion" ("shop_uuid", "coupon_code") where "coupon_code" is not null',
})
export class Promotion {
  [OptionalProps]?:
    | 'uuid'
    | 'bannerThumbKey'
    | 'targetIds'
    | 'paymentMethods'
    | 'priority'
    | 'active'
    | 'featured'
    | 'couponCode'
    | 'singleUse'
    | 'minimumSubtotal'
    | 'createdAt'
    | 'updatedAt'
    | 'version';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'uuid', unique: true })
  uuid: string = randomUUID();

  @ManyToOne(() => Shop, { ref: true, deleteRule: 'cascade' })
  shop!: Ref<Shop>;

  /** Staff's name for it (the back office list); shoppers see the translated title. */
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'timestamptz' })
  startsAt!: Date;

  /** Excluded: the promotion has ended at this instant. */
  @Property({ type: 'timestamptz' })
  endsAt!: Date;

  @Property({ type: 'json' })
  translations!: PromotionTranslations;

  /** A media key (an uploaded image, checked by content); the storefront's discount block shows it. */
  @Property({ type: 'text', nullable: true })
  bannerThumbKey: string | null = null;

  @Enum({ items: () => Object.values(PromotionScope), type: 'text' })
  scope!: PromotionScope;

  /** Ids of what the scope names (products, categories, brands, brand lines, collections, segments). */
  @Property({ type: 'json', default: '[]' })
  targetIds: number[] = [];

  /** For the payment_method scope. */
  @Property({ type: 'json', default: '[]' })
  paymentMethods: PaymentType[] = [];

  @Property({ type: 'integer', default: 0 })
  priority: number = 0;

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** Shown first among the storefront's current promotions (discount blocks). */
  @Property({ type: 'boolean', default: false })
  featured: boolean = false;

  /** Upper case; unique among the shop's live promotions (checked under an advisory lock). */
  @Property({ type: 'text', nullable: true })
  couponCode: string | null = null;

  @Property({ type: 'boolean', default: false })
  singleUse: boolean = false;

  @Enum({ items: () => Object.values(DiscountType), type: 'text' })
  discountType!: DiscountType;

  /** Hundredths: basis points for a percentage, centimes for an amount. */
  @Property({ type: 'integer' })
  value!: number;

  @Enum({ items: () => Object.values(Combinability), type: 'text' })
  combinability!: Combinability;

  @Property({ type: 'json' })
  channels!: SalesChannel[];

  /** Centimes: the subtotal before discounts must reach it. */
  @Property({ type: 'integer', nullable: true })
  minimumSubtotal: number | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'integer', version: true })
  version!: number;
}
