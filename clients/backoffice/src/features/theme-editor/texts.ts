/**
 * The feature's texts, given by its screen itself (CatalogueScope): they load with the screen, not
 * with the back office's first page. The index re-exports them for the catalogue test only.
 */
import { catalogueOf } from '@tijara/shared';
import { messages } from './messages';
import { translations } from './translations';

export const themeEditorTexts = catalogueOf(messages, translations);
