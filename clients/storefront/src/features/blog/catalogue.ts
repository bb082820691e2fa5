/** The blog's texts: its pages bring them with their chunk (CatalogueScope), off the first route. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const catalogue = catalogueOf(messages, translations);
