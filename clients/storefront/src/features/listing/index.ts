/**
 * The listing pages (category, brand, brand line, collection, promotion, featured, new, search) with
 * server-side filters, sort and paging kept in the address; loaded with their routes (one chunk),
 * their texts in the catalogue from the start.
 */
import { catalogueFromDescriptors } from '@tijara/shared';
import { filterMessages } from './filter-messages';
import { messages } from './messages';

export const loadListingPages = () => import('./pages');

/**
 * The French texts alone, for the first page; all three languages are catalogue.ts's, a face of its
 * own that the first route never imports (en and ar load with the language, app/i18n/first-texts.ts).
 */
export const frenchTexts = /* @__PURE__ */ catalogueFromDescriptors([messages, filterMessages]);
