/**
 * Card statement rows to the GraphQL types, in one locale. Prices: HT is stored, TTC computed by the
 * shared priceTtc(); promotion prices come from the engine through the request's ShopCardPricing.
 */
import { centimes, priceTtc } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { IMAGE_SIZES, ImageSize, variantDimensions, variantUrl } from '../images/image-sizes';
import { labelIn } from '../labels';
import type { CardCombination, CardImage, CardPackItem, ProductCardRow } from './card-row';
import { combinationLabel, combinationPriceHt, translationIn } from './card-text';
import { cardInStock, choiceAvailable, combinationAvailable } from './card-stock';
import type { StockUnits } from './card-stock';
import { NEW_ARRIVALS_DAYS } from './listing-request';
import type { CardCombinationView, ProductCard } from './card.results';
import type { PackComponent, ProductPack, PublishedReview } from './storefront.results';
import type { ReviewRow } from './product-page.sql';
import { combinationPromotionOf, promotionOf } from './card-pricing';
import type { CardPromotion, ShopCardPricing } from './card-pricing';

export function imageView(image: CardImage, locale: Locale) {
  return {
    id: image.id,
    isDefault: image.isDefault,
    alt: image.alts ? labelIn(image.alts, locale) : null,
    sizes: IMAGE_SIZES.map((size) => ({
      size,
      url: variantUrl(image.storageKey, size),
      ...variantDimensions(image.width, image.height, size),
    })),
  };
}

export function combinationView(
  combination: CardCombination,
  owner: { readonly priceHt: number; readonly taxRateBp: number },
  locale: Locale,
  shown: { readonly promotion: CardPromotion | null; readonly available: boolean },
): CardCombinationView {
  const { promotion } = shown;
  return {
    id: combination.id,
    label: combinationLabel(combination, locale),
    isDefault: combination.isDefault,
    priceTtc: priceTtc(combinationPriceHt(owner.priceHt, combination), owner.taxRateBp),
    priceAfterPromotion: promotion ? priceTtc(promotion.priceHtAfter, owner.taxRateBp) : null,
    available: shown.available,
    values: combination.values.map((value) => ({
      type: value.attributeCode,
      typeLabel: labelIn(value.attributeLabels, locale),
      value: labelIn(value.labels, locale),
      color: value.color,
      imageUrl: value.imageKey ? variantUrl(value.imageKey, ImageSize.SMALL_PRODUCT) : null,
    })),
    imageIds: [...combination.imageIds],
  };
}

/** Hundredths (basis points or centimes) as the percent or dinars a badge shows. */
export function badgeValue(hundredths: number): number {
  return hundredths / 100;
}

/** What shaping a card needs besides its row: the request's language, moment, pricing and stock. */
export interface CardShaping {
  readonly locale: Locale;
  readonly now: Date;
  readonly pricing: ShopCardPricing;
  readonly stock: StockUnits;
}

const DAY_MS = 86_400_000;

export function isNewCard(card: ProductCardRow, now: Date): boolean {
  return Date.parse(card.createdAt) >= now.getTime() - NEW_ARRIVALS_DAYS * DAY_MS;
}

export function productCardView(card: ProductCardRow, shaping: CardShaping): ProductCard {
  const { locale, pricing, stock } = shaping;
  const promotion = promotionOf(card, pricing);
  const { mainCategory, brand, brandLine } = card;
  return {
    id: card.id,
    uuid: card.uuid,
    slug: card.slug,
    name: translationIn(card.translations, locale),
    priceHt: centimes(card.priceHt),
    priceTtc: priceTtc(card.priceHt, card.taxRateBp),
    priceAfterPromotion: promotion ? priceTtc(promotion.priceHtAfter, card.taxRateBp) : null,
    promotion: promotion && { ruleType: promotion.ruleType, value: badgeValue(promotion.value) },
    featured: card.featured,
    onSale: card.onSale,
    inStock: cardInStock(card, stock),
    isNew: isNewCard(card, shaping.now),
    mainCategory: { ...mainCategory, name: labelIn(mainCategory.names, locale) },
    brand: brand && {
      id: brand.id,
      uuid: brand.uuid,
      slug: brand.slug,
      name: brand.name,
      logoUrl: brand.logoKey ? variantUrl(brand.logoKey, ImageSize.SMALL_PRODUCT) : null,
    },
    brandLine: brandLine && { ...brandLine, name: labelIn(brandLine.names, locale) },
    tags: card.tags.map((tag) => ({ slug: tag.slug, name: labelIn(tag.names, locale) })),
    images: card.images.map((image) => imageView(image, locale)),
    combinations: card.combinations.map((combination) =>
      combinationView(combination, card, locale, {
        promotion: combinationPromotionOf(card, combination, pricing),
        available: combinationAvailable(card, combination, stock),
      }),
    ),
    features: card.features.map((feature) => ({
      type: feature.typeCode,
      typeLabel: labelIn(feature.typeLabels, locale),
      value: labelIn(feature.values, locale),
    })),
  };
}

export function packComponentView(item: CardPackItem, locale: Locale, stock: StockUnits): PackComponent {
  const fixed = item.combinations.find((combination) => combination.id === item.combinationId) ?? null;
  const choices = item.combinationId === null ? item.combinations : fixed ? [fixed] : [];
  return {
    productId: item.productId,
    productUuid: item.productUuid,
    slug: item.slug,
    name: translationIn(item.names, locale),
    quantity: item.quantity,
    thumbUrl: item.thumbKey ? variantUrl(item.thumbKey, ImageSize.SMALL_PRODUCT) : null,
    combinationId: item.combinationId,
    combinationLabel: fixed ? combinationLabel(fixed, locale) : null,
    choices: choices.map((combination) =>
      combinationView(combination, item, locale, {
        promotion: null,
        available: choiceAvailable(item, combination, stock),
      }),
    ),
  };
}

export function packView(card: ProductCardRow, locale: Locale, stock: StockUnits): ProductPack | null {
  if (card.packMode === null) return null;
  const items = card.packItems.map((item) => packComponentView(item, locale, stock));
  return { mode: card.packMode, items };
}

export function reviewView(review: ReviewRow): PublishedReview {
  return {
    id: review.id,
    rating: review.rating,
    text: review.textHtml,
    createdAt: new Date(review.createdAt),
    author: review.authorName,
    imageUrl: review.imageKey ? variantUrl(review.imageKey, ImageSize.SMALL_PRODUCT) : null,
  };
}
