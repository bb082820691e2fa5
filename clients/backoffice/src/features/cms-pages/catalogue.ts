/**
 * The feature's own texts for the catalogue test (app/i18n/scoped.ts), through the index. Not
 * texts.ts: a module the index and a screen both import would be put in the first chunk.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const catalogue = catalogueOf(messages, translations);
