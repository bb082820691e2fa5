/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    offlineCopy: 'Offline: you are seeing what you viewed on {date}.',
    offlineCopyUndated: 'Offline: you are seeing what you viewed before.',
    retry: 'Refresh',
  },
  ar: {
    offlineCopy: 'دون اتصال: تعرض هذه الصفحة ما شاهدته في {date}.',
    offlineCopyUndated: 'دون اتصال: تعرض هذه الصفحة ما شاهدته من قبل.',
    retry: 'تحديث',
  },
};
