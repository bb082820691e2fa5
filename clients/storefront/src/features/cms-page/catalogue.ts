/** A CMS page's texts: the page brings them with its chunk (CatalogueScope), off the first route. */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const catalogue = catalogueOf(messages, translations);
