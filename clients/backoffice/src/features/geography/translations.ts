/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    title: 'Delivery areas',
    intro:
      'Wilayas and communes the shop delivers to. Areas that are not deliverable are never offered to shoppers.',
    code: 'Code',
    nameAr: 'Arabic name',
    postCode: 'Postcode',
    deliverable: 'Deliverable',
    yes: 'Yes',
    no: 'No',
    wilayaCount: '{count, plural, one {# wilaya} other {# wilayas}}, {deliverable} deliverable',
    communesOf: 'Communes of {wilaya}',
    show: 'Show communes',
    failed: 'Could not reach the server.',
    fromCache: 'Offline: showing data saved on this tablet.',
    nothingCached: 'Offline, and nothing saved on this tablet yet.',
  },
  ar: {
    title: 'مناطق التوصيل',
    intro: 'الولايات والبلديات التي يوصل إليها المتجر. المناطق غير القابلة للتوصيل لا تُعرض على الزبائن.',
    code: 'الرمز',
    nameAr: 'الاسم بالعربية',
    postCode: 'الرمز البريدي',
    deliverable: 'قابلة للتوصيل',
    yes: 'نعم',
    no: 'لا',
    wilayaCount:
      '{count, plural, zero {لا ولاية} one {ولاية واحدة} two {ولايتان} few {# ولايات} many {# ولاية} other {# ولاية}}، منها {deliverable} قابلة للتوصيل',
    communesOf: 'بلديات {wilaya}',
    show: 'عرض البلديات',
    failed: 'تعذّر الاتصال بالخادم.',
    fromCache: 'غير متصل: عرض البيانات المحفوظة على هذا اللوح.',
    nothingCached: 'غير متصل ولا توجد بيانات محفوظة على هذا اللوح بعد.',
  },
};
