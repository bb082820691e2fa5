/**
 * What the storefront's pages and the server's page heads must agree on: how wide a page's lead
 * image is drawn (the img `sizes` attribute; the server's preload of that image names the same, or
 * the browser would fetch another variant), which photo a product page opens on, which block's
 * picture leads a composed page (home, landing pages) and with which sources, and which address
 * keys make a listing other than its default first page (the server preloads the first card's image
 * only for that default page).
 */

/** The product gallery's main image: full width on a phone, half the page beside the buy box. */
export const PRODUCT_GALLERY_IMAGE_SIZES = '(min-width: 64rem) 50vw, 100vw';

/** A listing card's image: 2/5 of a phone's card row, then 2 and 3 columns beside the sidebar. */
export const LISTING_CARD_IMAGE_SIZES =
  '(min-width: 1200px) 300px, (min-width: 992px) 25vw, (min-width: 768px) 50vw, 40vw';

/** A banner's picture (home and landing pages): the content column on a desktop, the screen below. */
export const BANNER_IMAGE_SIZES = '(min-width: 1280px) 1248px, 100vw';

/** The width the server's grid variant of a content image is given in a banner's srcset, in pixels. */
const BANNER_GRID_WIDTH = 480;

/**
 * A banner picture's `srcset`: the grid variant, then the large one at its width (pixels). The
 * storefront's <img> and the server's preload of a page's lead banner both write it with this.
 */
export function bannerSrcSet(image: {
  readonly url: string;
  readonly gridUrl: string;
  readonly width: number;
}): string {
  return `${image.gridUrl} ${BANNER_GRID_WIDTH}w, ${image.url} ${image.width}w`;
}

/** The block types whose first picture is a composed page's lead image when the block opens the page. */
export const LEAD_IMAGE_BLOCK_TYPES: readonly string[] = ['banner', 'banner_carousel'];

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

/**
 * The combination a product page opens on: the one flagged default, else the first; moved on to the
 * first available one when that one cannot be ordered (when none can, the preferred one stays, shown
 * as sold out). Undefined without combinations.
 */
export function openingCombination<C extends { readonly isDefault: boolean; readonly available: boolean }>(
  combinations: readonly C[],
): C | undefined {
  const preferred = combinations.find((c) => c.isDefault) ?? combinations[0];
  if (!preferred || preferred.available) return preferred;
  return combinations.find((c) => c.available) ?? preferred;
}

/**
 * The photos a product gallery shows for a combination: its own, in its order, those still among the
 * product's (an id may outlive its image); else every product photo.
 */
export function galleryPhotos<I extends { readonly id: number }>(
  images: readonly I[],
  ownIds: readonly number[],
): readonly I[] {
  const own = ownIds
    .map((id) => images.find((image) => image.id === id))
    .filter((image): image is I => image !== undefined);
  return own.length > 0 ? own : images;
}

/** The id of the element holding the lead banner hint in a served page. */
export const LEAD_HINT_ELEMENT_ID = 'tijara-lead';

/**
 * What the storefront draws of a composed page's lead banner before the page's answer comes, written
 * by the server into the served page as JSON (`<script type="application/json" id="tijara-lead">`):
 * the block's frame and heading (the picture then sits where the block will draw it) and the first
 * slide's picture with the sources the preload names. `path` is the page it was made for, so the app
 * never draws it for another one.
 */
export interface LeadBannerHint {
  readonly path: string;
  readonly blockId: number;
  readonly type: string;
  readonly title: string | null;
  readonly showTitle: boolean;
  /** The block's "see all" link. */
  readonly link: string | null;
  readonly size: string;
  readonly bgColor: string;
  readonly wrapperCssClass: string;
  readonly containerClass: string;
  readonly image: LeadBannerHintImage;
}

export interface LeadBannerHintImage {
  readonly url: string;
  readonly srcset: string;
  readonly sizes: string;
  readonly width: number;
  readonly height: number;
  /** In the request's language; '' when none was written. */
  readonly alt: string;
  readonly link: string | null;
}
