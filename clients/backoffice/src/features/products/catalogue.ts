/**
 * The feature's texts for the catalogue test (app/i18n/scoped.ts), through the index. Not texts.ts:
 * a module the index and a screen both import would be put in the first chunk.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { detailsMessages } from './details-messages';
import { detailsTranslations } from './details-translations';
import { languagesMessages } from './languages-messages';
import { languagesTranslations } from './languages-translations';
import { messages } from './messages';
import { translations } from './translations';
import { wizardMessages } from './wizard-messages';
import { wizardTranslations } from './wizard-translations';

export const catalogue = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(detailsMessages, detailsTranslations),
  catalogueOf(languagesMessages, languagesTranslations),
  catalogueOf(wizardMessages, wizardTranslations),
]);
