/**
 * The storefront's address of a product, to see a review where shoppers will. The storefront serves
 * its products at /catalog/product/{categorySlug}/{productSlug} (clients/storefront/src/app/paths.ts;
 * the apps share no code) and reads a product by its slug alone, its canonical link naming the real
 * category. A review does not carry its product's category slug, so a neutral segment stands in.
 */
const ANY_CATEGORY = '-';

export function storefrontProductUrl(productSlug: string): string {
  return `/catalog/product/${ANY_CATEGORY}/${encodeURIComponent(productSlug)}`;
}
