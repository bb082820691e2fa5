/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    wilaya: 'Wilaya',
    commune: 'Commune',
    transporter: 'Carrier',
    wilayaOption: '{code} - {name}',
    chooseWilayaFirst: 'Choose a wilaya first',
    selectCommuneFirst: 'Choose a commune first',
    chooseTransporter: 'Choose a carrier',
    deliveryPrice: 'Delivery: {price}',
    seeMore: '{count, plural, one {See # more delivery option} other {See # more delivery options}}',
    noTransporter: 'No carrier delivers to this commune yet.',
    communesFailed: 'Could not load the communes.',
    transportersFailed: 'Could not load the carriers.',
    wilayasFailed: 'Could not load the wilayas.',
    offlineNotCached: 'Offline: this list will be available as soon as you are back online.',
    fromCache: 'Data saved on this device.',
  },
  ar: {
    wilaya: 'الولاية',
    commune: 'البلدية',
    transporter: 'شركة التوصيل',
    wilayaOption: '{code} - {name}',
    chooseWilayaFirst: 'اختر الولاية أولاً',
    selectCommuneFirst: 'اختر البلدية أولاً',
    chooseTransporter: 'اختر شركة التوصيل',
    deliveryPrice: 'سعر التوصيل: {price}',
    seeMore:
      '{count, plural, zero {لا خيارات أخرى} one {عرض خيار توصيل آخر} two {عرض خيارَي توصيل آخرين} few {عرض # خيارات توصيل أخرى} many {عرض # خيار توصيل آخر} other {عرض # خيار توصيل آخر}}',
    noTransporter: 'لا توجد شركة توصيل تخدم هذه البلدية حالياً.',
    communesFailed: 'تعذّر تحميل البلديات.',
    transportersFailed: 'تعذّر تحميل شركات التوصيل.',
    wilayasFailed: 'تعذّر تحميل الولايات.',
    offlineNotCached: 'غير متصل: ستتوفر هذه القائمة فور عودة الاتصال.',
    fromCache: 'بيانات محفوظة على هذا الجهاز.',
  },
};
