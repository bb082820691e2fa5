/**
 * The feature's texts with the shared content pieces', given by its screens themselves
 * (CatalogueScope): they load with the screen, not with the back office's first page.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { contentEditingTexts } from '../content-editing';
import { blockMessages, typeMessages } from './block-messages';
import { blockTranslations, typeTranslations } from './block-translations';
import { messages } from './messages';
import { translations } from './translations';

export const contentPagesTexts = joinCatalogues([
  contentEditingTexts,
  catalogueOf(messages, translations),
  catalogueOf(blockMessages, blockTranslations),
  catalogueOf(typeMessages, typeTranslations),
]);
