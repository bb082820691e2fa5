/** The texts of landing-messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { landingMessages } from './landing-messages';

export const landingTranslations: Translations<typeof landingMessages> = {
  en: { loadFailed: 'This page could not be loaded.' },
  ar: { loadFailed: 'تعذّر تحميل هذه الصفحة.' },
};
