/**
 * One unit of a found cart line as the storefront shows it: the HT price with the combination's
 * impact, and the TTC after the catalogue offer (the item promotions that need no code, on a one-unit
 * eCommerce cart), the figure the product page shows for that combination (catalog's
 * card-pricing.ts asks the same ShopCardPricing with the same product). Centimes.
 */
import { priceTtc } from '@tijara/schema';
import type { CatalogueProduct } from '@tijara/schema';
import type { ShopCardPricing } from '../../catalog';
import type { CartLineFacts } from './cart-lines.sql';

/** HT centimes of one unit: the product's price plus the combination's impact, never below 0. */
export function unitPriceHt(fact: CartLineFacts): number {
  // Money columns may come back as strings (bigint): add numbers, never concatenate.
  return Math.max(0, Number(fact.priceHt) + Number(fact.priceImpactHt));
}

/** The facts of a line whose product the shop sells. */
export type SoldLineFacts = CartLineFacts & { readonly productId: number };

function catalogueProductOf(fact: SoldLineFacts): CatalogueProduct {
  return {
    productId: fact.productId,
    categoryIds: fact.categoryIds,
    brandId: fact.brandId,
    brandLineId: fact.brandLineId,
    collectionIds: fact.collectionIds,
    unitPrice: unitPriceHt(fact),
  };
}

/** TTC centimes of one unit after the catalogue offer in force (before it when none applies). */
export function shownUnitPrice(pricing: ShopCardPricing, fact: SoldLineFacts): number {
  const product = catalogueProductOf(fact);
  const offer = pricing.offerFor(product);
  return priceTtc(offer?.priceAfter ?? product.unitPrice, Number(fact.taxRateBp));
}
