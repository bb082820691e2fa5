/**
 * The shared pieces' texts, given by the screens that use them (each joins them to its own in its
 * CatalogueScope): they load with those screens, never with the first page.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { messages } from './messages';
import { refusalMessages } from './refusal-messages';
import { refusalTranslations, translations } from './translations';

export const contentEditingTexts = joinCatalogues([
  catalogueOf(messages, translations),
  catalogueOf(refusalMessages, refusalTranslations),
]);
