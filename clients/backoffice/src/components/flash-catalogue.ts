/**
 * The flash region's texts, registered with the first page's catalogues (app/i18n/index.ts); the
 * other components' texts come with the screens (catalogue.ts, given by app/routes.tsx).
 */
import { catalogueOf } from '@tijara/shared';
import type { Translations } from '@tijara/shared';
import { flashMessages } from './flash-messages';

const flashTranslations: Translations<typeof flashMessages> = {
  en: { flashRegion: 'Messages', closeFlash: 'Close this message' },
  ar: { flashRegion: 'الرسائل', closeFlash: 'إغلاق هذه الرسالة' },
};

export const flashCatalogue = catalogueOf(flashMessages, flashTranslations);
