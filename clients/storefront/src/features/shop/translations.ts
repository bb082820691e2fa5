/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    fallbackName: 'Our shop',
    tagline: 'Cash on delivery everywhere in Algeria',
  },
  ar: {
    fallbackName: 'متجرنا',
    tagline: 'الدفع عند الاستلام في كامل التراب الجزائري',
  },
};
