/**
 * What the storefront's pages and the server's page heads must agree on: how wide a page's lead
 * image is drawn (the img `sizes` attribute; the server's preload of that image names the same, or
 * the browser would fetch another variant) and which address keys make a listing other than its
 * default first page (the server preloads the first card's image only for that default page).
 */

/** The product gallery's main image: full width on a phone, half the page beside the buy box. */
export const PRODUCT_GALLERY_IMAGE_SIZES = '(min-width: 64rem) 50vw, 100vw';

/** A listing card's image: 2/5 of a phone's card row, then 2 and 3 columns beside the sidebar. */
export const LISTING_CARD_IMAGE_SIZES =
  '(min-width: 1200px) 300px, (min-width: 992px) 25vw, (min-width: 768px) 50vw, 40vw';

/** A listing's state in its address: search, ids, price bounds, sort, page size, page. */
export const LISTING_QUERY_KEYS = [
  'q',
  'brand',
  'sub',
  'line',
  'min',
  'max',
  'sort',
  'size',
  'page',
] as const;
/** Feature (f.<type>) and attribute (a.<code>) values. */
export const LISTING_QUERY_PREFIXES = ['f.', 'a.'] as const;

/** Whether an address's query keys change a listing from its default first page (tracking tags do not). */
export function narrowsListing(keys: Iterable<string>): boolean {
  for (const key of keys) {
    if ((LISTING_QUERY_KEYS as readonly string[]).includes(key)) return true;
    if (LISTING_QUERY_PREFIXES.some((prefix) => key.startsWith(prefix))) return true;
  }
  return false;
}
