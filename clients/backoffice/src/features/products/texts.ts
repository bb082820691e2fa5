/**
 * The feature's texts, given by its screens themselves (CatalogueScope): they load with the screen,
 * not with the back office's first page. The index re-exports them for the catalogue test only.
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

export const productTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(detailsMessages, detailsTranslations),
  catalogueOf(languagesMessages, languagesTranslations),
  catalogueOf(wizardMessages, wizardTranslations),
]);
