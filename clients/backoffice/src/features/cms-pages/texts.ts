/**
 * The feature's texts with the shared content pieces', given by its screens themselves
 * (CatalogueScope): they load with the screen, not with the back office's first page.
 */
import { catalogueOf, joinCatalogues } from '@tijara/shared';
import { contentEditingTexts } from '../content-editing';
import { messages } from './messages';
import { translations } from './translations';

export const cmsPagesTexts = joinCatalogues([contentEditingTexts, catalogueOf(messages, translations)]);
