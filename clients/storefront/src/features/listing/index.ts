/**
 * The listing pages (category, brand, brand line, collection, promotion, featured, new, search) with
 * server-side filters, sort and paging kept in the address; loaded with their routes (one chunk),
 * their texts in the catalogue from the start.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { filterMessages } from './filter-messages';
import { filterTranslations } from './filter-translations';
import { messages } from './messages';
import { translations } from './translations';

export const loadListingPages = () => import('./pages');

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(filterMessages, filterTranslations),
]);
