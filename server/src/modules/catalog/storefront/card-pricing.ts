/**
 * What the storefront reads need from promotions, as an interface the promotions module implements
 * (the catalogue does not import it): the engine's offer for a card, the promoted prices that price
 * filters and sorts compare, and the targets of a live promotion for its listing. Results are cached
 * promotion-free; prices are put on at shaping time with the pricing of the request's moment, so a
 * promotion that starts or ends changes the next answer without a catalogue write.
 */
import type { CatalogueOffer, CatalogueProduct, DiscountType, Locale, PromotionScope } from '@tijara/schema';
import type { RequestContext } from '../../../core/request-context';
import type { CardCombination, ProductCardRow } from './card-row';
import { combinationPriceHt } from './card-text';

/** HT prices after promotion of the products a catalogue promotion lowers now (centimes). */
export interface PromotedPrices {
  readonly productIds: readonly number[];
  readonly pricesHt: readonly number[];
}

/** What a promotion's listing page shows of it: texts per language (fr always), banner, end. */
export interface PromotionShowcase {
  readonly uuid: string;
  readonly texts: { readonly fr: PromotionShowcaseTexts } & Partial<Record<Locale, PromotionShowcaseTexts>>;
  readonly bannerKey: string | null;
  /** ISO date-time. */
  readonly endsAt: string;
}

export interface PromotionShowcaseTexts {
  readonly title: string;
  readonly subtitle: string;
  readonly slogan: string;
}

/** A live promotion's reach, for its listing (category targets include their subcategories). */
export interface PromotionReach {
  readonly promotionId: number;
  readonly scope: PromotionScope;
  readonly targetIds: readonly number[];
  readonly showcase: PromotionShowcase;
}

export interface ShopCardPricing {
  /** Names the promotions in force: it changes when one starts or ends, so it is part of cache keys. */
  readonly epoch: string;
  offerFor(product: CatalogueProduct): CatalogueOffer | null;
  promotedPrices(): PromotedPrices;
  /** The reach of a live eCommerce promotion by id or uuid; null when none is live. */
  reachOf(ref: { readonly id?: number; readonly uuid?: string }): PromotionReach | null;
}

export interface CardPricer {
  forShop(ctx: RequestContext, shopUuid: string): Promise<ShopCardPricing>;
}

/** A card's promotion as shown: the badge (hundredths) and the HT price after it. */
export interface CardPromotion {
  readonly value: number;
  readonly ruleType: DiscountType;
  readonly priceHtAfter: number;
}

function productOf(card: ProductCardRow, unitPrice: number): CatalogueProduct {
  return {
    productId: card.id,
    categoryIds: card.categoryIds,
    brandId: card.brand?.id ?? null,
    brandLineId: card.brandLine?.id ?? null,
    collectionIds: card.collectionIds,
    unitPrice,
  };
}

function shown(offer: CatalogueOffer | null): CardPromotion | null {
  return (
    offer && { value: offer.badge.value, ruleType: offer.badge.ruleType, priceHtAfter: offer.priceAfter }
  );
}

export function promotionOf(card: ProductCardRow, pricing: ShopCardPricing): CardPromotion | null {
  return shown(pricing.offerFor(productOf(card, card.priceHt)));
}

/** The promotion on one combination's price (a percentage gives each combination its own figure). */
export function combinationPromotionOf(
  card: ProductCardRow,
  combination: CardCombination,
  pricing: ShopCardPricing,
): CardPromotion | null {
  return shown(pricing.offerFor(productOf(card, combinationPriceHt(card.priceHt, combination))));
}
