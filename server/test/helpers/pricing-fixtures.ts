/**
 * Promotions created through the staff GraphQL API (so every write bumps the catalogue revision as
 * in production), with the defaults a storefront promotion has: stackable, eCommerce, no code.
 */
import type { StaffClient } from './catalog-admin-fixtures';
import { CREATE_PROMOTION } from './promotions-fixtures';

export interface PromotionSpec {
  readonly scope: string;
  readonly targetIds?: readonly number[];
  readonly discountType?: 'PERCENTAGE' | 'AMOUNT';
  /** Percent, or DZD. */
  readonly value: number;
  readonly combinability?: string;
  readonly channels?: readonly string[];
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly priority?: number;
  readonly couponCode?: string;
  readonly singleUse?: boolean;
  readonly paymentMethods?: readonly string[];
  readonly minimumSubtotal?: number;
  readonly featured?: boolean;
  readonly title?: string;
}

export interface CreatedPromotion {
  readonly id: number;
  readonly uuid: string;
}

export async function createPromotion(
  staff: StaffClient,
  shopUuid: string,
  spec: PromotionSpec,
): Promise<CreatedPromotion> {
  const title = spec.title ?? `Promotion ${spec.scope.toLowerCase()} ${spec.value}`;
  const input = {
    name: title,
    startsAt: spec.startsAt.toISOString(),
    endsAt: spec.endsAt.toISOString(),
    translations: [
      { locale: 'fr', title, subtitle: 'Sous-titre', slogan: 'Vite !', bannerHtml: '<p>Bannière</p>' },
      { locale: 'ar', title: `عرض ${spec.value}`, subtitle: '', slogan: '', bannerHtml: '' },
    ],
    targetIds: spec.targetIds ?? [],
    paymentMethods: spec.paymentMethods ?? [],
    priority: spec.priority ?? 0,
    featured: spec.featured ?? false,
    couponCode: spec.couponCode ?? null,
    singleUse: spec.singleUse ?? false,
    discountType: spec.discountType ?? 'PERCENTAGE',
    value: spec.value,
    combinability: spec.combinability ?? 'STACKABLE',
    channels: spec.channels ?? ['ECOMMERCE'],
    minimumSubtotal: spec.minimumSubtotal ?? null,
  };
  const { data, errors } = await staff.graphql<{ createPromotion: CreatedPromotion }>(CREATE_PROMOTION, {
    shopUuid,
    scope: spec.scope,
    input,
  });
  if (!data?.createPromotion) throw new Error(`createPromotion failed: ${JSON.stringify(errors)}`);
  return data.createPromotion;
}
