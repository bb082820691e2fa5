/**
 * The feature's texts for the catalogue test (app/i18n/scoped.ts), through the index. Not texts.ts:
 * a module the index (on the first route, for the screen's loader) and the screen both import would
 * be put in the first chunk; this one nothing in the app uses, so the build leaves it out.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const catalogue = catalogueOf(messages, translations);
