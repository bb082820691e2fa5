/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    skipToContent: 'Skip to content',
    notFoundTitle: 'Page not found',
    notFound: 'This page does not exist, or no longer does.',
    home: 'Back to the shop',
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    notFoundTitle: 'الصفحة غير موجودة',
    notFound: 'هذه الصفحة غير موجودة أو لم تعد موجودة.',
    home: 'العودة إلى المتجر',
  },
};
