/**
 * The texts the home page brings with its chunk (CatalogueScope): its own and the carousels', so the
 * app may leave them out of the first page's catalogue. The content modules' chunk brings its own
 * (later-catalogue.ts).
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { catalogue as carouselCatalogue } from '../carousel/catalogue';
import { messages } from './messages';
import { translations } from './translations';

export const homePageCatalogue = joinCatalogues([catalogueOf(messages, translations), carouselCatalogue]);
