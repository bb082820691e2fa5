/**
 * The home's texts, and those its page needs in all (its own and the carousels'): HomePage brings
 * them with its chunk (CatalogueScope), so the app may leave them out of the first page's catalogue.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { catalogue as carouselCatalogue } from '../carousel';
import { messages } from './messages';
import { translations } from './translations';

export const catalogue = catalogueOf(messages, translations);

export const homePageCatalogue = joinCatalogues([catalogue, carouselCatalogue]);
