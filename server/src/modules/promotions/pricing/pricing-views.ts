/**
 * Pricing results to their GraphQL and legacy shapes, in the request's language. A promotion's
 * texts fall back to French (the default language, always written).
 */
import { LOCALES, basisPointsToTaxPercent } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { ImageSize, badgeValue, labelIn, variantUrl } from '../../catalog';
import type { PromotionTexts } from '../promotion.entity';
import type { LiveRuleRow } from './live-rules.sql';
import type { PricedCart } from './cart-pricing.service';
import { ruleOf } from './shop-rules';
import type { ShopRules } from './shop-rules';
import type { CartPrice, PromotionRuleData, StorefrontPromotion } from './pricing.results';

export function textsIn(row: Pick<LiveRuleRow, 'translations'>, locale: Locale): PromotionTexts {
  return row.translations[locale] ?? row.translations.fr;
}

/** The texts written, fr first. */
export function textsList(row: LiveRuleRow): (PromotionTexts & { readonly locale: Locale })[] {
  return LOCALES.flatMap((locale) => {
    const texts = row.translations[locale];
    return texts ? [{ locale, ...texts }] : [];
  });
}

function titleOf(rules: ShopRules, id: number, locale: Locale): string {
  const row = rules.rows.find((candidate) => candidate.id === id);
  return row ? textsIn(row, locale).title : String(id);
}

export function cartPriceView(priced: PricedCart, locale: Locale): CartPrice {
  const { pricing, taxed, rules } = priced;
  const scopeOf = (id: number) => rules.ruleById(id)?.scope ?? 'cart';
  const visible = (id: number) => priced.staff || rules.ruleById(id)?.couponCode === null;
  return {
    lines: priced.lines.map((request, index) => {
      const line = pricing.lines[index];
      const taxedLine = taxed.lines[index];
      if (!line || !taxedLine) throw new Error(`Cart line ${index} was not priced`);
      return {
        productId: request.productId,
        combinationId: request.combinationId,
        quantity: line.quantity,
        taxRate: basisPointsToTaxPercent(request.taxRateBp),
        unitPriceHt: line.unitPrice,
        unitPriceHtAfter: line.unitPriceAfter,
        subtotalHt: line.subtotal,
        discounts: line.itemDiscounts.map((discount) => ({ ...discount })),
        cartShare: line.cartShare,
        totalHt: line.total,
        totalTtc: taxedLine.totalTtc,
      };
    }),
    applied: pricing.applied.map((applied) => ({
      promotionId: applied.promotionId,
      title: titleOf(rules, applied.promotionId, locale),
      scope: scopeOf(applied.promotionId),
      target: applied.target,
      amount: applied.amount,
    })),
    notApplied: pricing.notApplied
      .filter((entry) => visible(entry.promotionId))
      .map((entry) => ({
        promotionId: entry.promotionId,
        title: titleOf(rules, entry.promotionId, locale),
        reason: entry.reason,
        excludedBy: [...entry.excludedBy],
      })),
    subtotalHt: pricing.subtotal,
    itemDiscount: pricing.itemDiscount,
    cartDiscount: pricing.cartDiscount,
    deliveryPrice: pricing.deliveryPrice,
    deliveryDiscount: pricing.deliveryDiscount,
    totalHt: pricing.total,
    totalTtc: taxed.totalTtc,
  };
}

export function ruleDataView(rules: ShopRules, locale: Locale): PromotionRuleData[] {
  return rules.rows.map((row) => {
    const rule = ruleOf(row);
    return {
      id: rule.id,
      uuid: row.uuid,
      title: textsIn(row, locale).title,
      scope: rule.scope,
      targetIds: [...rule.targetIds],
      paymentMethods: [...rule.paymentMethods],
      priority: rule.priority,
      startsAt: new Date(rule.startsAt),
      endsAt: new Date(rule.endsAt),
      couponCode: rule.couponCode,
      singleUse: rule.singleUse,
      discountType: rule.discountType,
      valueHundredths: rule.value,
      combinability: rule.combinability,
      channels: [...rule.channels],
      minimumSubtotal: rule.minimumSubtotal,
    };
  });
}

const bannerUrl = (row: LiveRuleRow) =>
  row.bannerThumbKey ? variantUrl(row.bannerThumbKey, ImageSize.GRID_DISPLAY) : null;

export function storefrontPromotionView(row: LiveRuleRow, locale: Locale): StorefrontPromotion {
  const texts = textsIn(row, locale);
  return {
    id: row.id,
    uuid: row.uuid,
    ...texts,
    bannerThumbUrl: bannerUrl(row),
    discountType: row.discountType,
    value: badgeValue(row.value),
    scope: row.scope,
    targetName: row.targetNames ? labelIn(row.targetNames, locale) : null,
    endsAt: new Date(row.endsAt),
    featured: row.featured,
    translations: textsList(row),
  };
}

/** The legacy Discount of a discount block (GET /web/public/api/promotions). */
export function legacyDiscount(row: LiveRuleRow, locale: Locale) {
  return {
    id: row.id,
    uuid: row.uuid,
    discountValue: badgeValue(row.value),
    ruleType: row.discountType,
    rule: row.scope,
    ruleEntityName: row.targetNames ? labelIn(row.targetNames, locale) : null,
    discountEndDate: new Date(row.endsAt).toISOString(),
    bannerThumb: bannerUrl(row),
    featured: row.featured,
    discountLangRead: textsList(row).map(({ locale, ...texts }) => ({ languageCode: locale, ...texts })),
  };
}
