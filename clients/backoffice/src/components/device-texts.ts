/**
 * The texts of DeviceCopyNote and DraftNote, which scope themselves with them (CatalogueScope): they
 * travel with the lazy screens that show them, not with the first page.
 */
import { catalogueOf } from '@tijara/shared';
import { deviceMessages } from './device-messages';
import { deviceTranslations } from './device-translations';

export const deviceTexts = catalogueOf(deviceMessages, deviceTranslations);
