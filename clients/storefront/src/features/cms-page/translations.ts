/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    loadFailed: 'This page could not be loaded.',
    updatedOn: 'Updated on {date}',
  },
  ar: {
    loadFailed: 'تعذّر تحميل هذه الصفحة.',
    updatedOn: 'آخر تحديث في {date}',
  },
};
