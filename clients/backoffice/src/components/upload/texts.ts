/**
 * The upload pieces' texts. DropZone and UploadList scope themselves with them (CatalogueScope), so
 * they travel with the lazy screens that show them, never with the first page.
 */
import { catalogueOf } from '@tijara/shared';
import { uploadMessages } from './messages';
import { uploadTranslations } from './translations';

export const uploadTexts = catalogueOf(uploadMessages, uploadTranslations);
