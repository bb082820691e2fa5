/** Public catalogue reads (listings, filter data, product page, cross-selling): what other code uses. */
export type { CardCombination, CardImage, CardPackItem, ProductCardRow } from './card-row';
export {
  combinationLabel,
  combinationLabels,
  combinationPriceHt,
  isAvailable,
  langValues,
  productTexts,
  translationIn,
} from './card-text';
export { parseEntityRef, parseUuid, refText } from './entity-ref';
export type { EntityRef } from './entity-ref';
export {
  checkPriceRange,
  checkSearch,
  checkSort,
  checkValues,
  LISTING_SORTS,
  NEW_ARRIVALS_DAYS,
  NEW_ARRIVALS_FALLBACK,
} from './listing-request';
export type {
  ListingFilter,
  ListingRequest,
  ListingScope,
  ListingSort,
  PageRequest,
  ValuesFilter,
} from './listing-request';
export type { FacetRow } from './listing.sql';
export type { ReviewRow } from './product-page.sql';
export { CROSS_SELLING_SIZE } from './cross-selling.sql';
export { PAGE_REVIEWS } from './product-page.sql';
export { combinationPromotionOf, promotionOf } from './card-pricing';
export type {
  CardPricer,
  CardPromotion,
  PromotedPrices,
  PromotionReach,
  ShopCardPricing,
} from './card-pricing';
export { badgeValue } from './card-view';
export { visibleProduct } from './listing-conditions.sql';
export { RevisionCache } from './revision-cache';
export { StorefrontResolver } from './storefront.resolver';
export { CatalogPageResolver } from './catalog-page.resolver';
export { CatalogPages } from './catalog-pages.service';
export { decimalDinars, StorefrontHeads } from './storefront-heads';
export { plainText, SEO_DESCRIPTION_LENGTH } from './plain-text';
export type { HeadLookup, PageHead } from './storefront-heads';
export { StorefrontReads } from './storefront-reads.service';
export type {
  CrossSellingResult,
  ListingResult,
  ListingWithFacets,
  ProductPageResult,
} from './storefront-reads.service';
