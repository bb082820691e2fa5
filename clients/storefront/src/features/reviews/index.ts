/**
 * The product page's reviews tab: published reviews page by page and the add-review form (multipart
 * with a photo and its upload progress); with its texts. The tab's code is loaded when the shopper
 * opens it (`loadReviewsTab`), so the product page's first paint carries none of it.
 */

export const loadReviewsTab = () => import('./ReviewsTab');

// Its texts load with it (CatalogueScope), not with the first page: import this index lazily.
export { catalogue } from './catalogue';
