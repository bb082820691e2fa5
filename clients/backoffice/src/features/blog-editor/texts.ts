/**
 * The feature's texts with the shared content pieces', given by its screens themselves
 * (CatalogueScope): they load with the screen, not with the back office's first page.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { contentEditingTexts } from '../content-editing';
import { categoryMessages } from './category-messages';
import { messages } from './messages';
import { categoryTranslations, translations } from './translations';

export const blogEditorTexts = joinCatalogues([
  contentEditingTexts,
  catalogueOf(messages, translations),
  catalogueOf(categoryMessages, categoryTranslations),
]);
