/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    carousel: 'carousel',
    slide: 'slide',
    slideOf: '{index} of {count}',
    previous: 'Show previous',
    next: 'Show next',
    pause: 'Stop automatic scrolling',
    play: 'Resume automatic scrolling',
  },
  ar: {
    carousel: 'عرض دوّار',
    slide: 'شريحة',
    slideOf: '{index} من {count}',
    previous: 'عرض السابق',
    next: 'عرض التالي',
    pause: 'إيقاف التمرير التلقائي',
    play: 'استئناف التمرير التلقائي',
  },
};
