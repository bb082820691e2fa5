/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    title: 'Product features',
    intro:
      'They describe the product on its page (Material: Cotton) and feed the shop’s filters. Tick those that apply.',
    loadFailed: 'The features could not be loaded.',
    noTypes: 'No feature exists yet: create some (Material, Screen…) in the taxonomy.',
    noValues: 'No value for this feature.',
    chosenCount: '{count, plural, =0 {no value ticked} one {# value ticked} other {# values ticked}}',
    offline: 'Offline: your choices stay on this device and can be saved once online.',
    readOnly: 'Read only: your role cannot change features.',
    unsaved: 'Features changed, not saved yet.',
    saved: 'Features saved.',
    stale: 'Someone else changed this product’s features meanwhile.',
  },
  ar: {
    title: 'خصائص المنتج',
    intro: 'تصف المنتج في صفحته (الخامة: قطن) وتُستعمل في فلاتر المتجر. حدّد ما ينطبق منها.',
    loadFailed: 'تعذّر تحميل الخصائص.',
    noTypes: 'لا توجد أي خاصية بعد: أنشئ بعضها (الخامة، الشاشة…) في التصنيفات.',
    noValues: 'لا توجد قيم لهذه الخاصية.',
    chosenCount:
      '{count, plural, =0 {لا توجد قيمة محدّدة} one {قيمة واحدة محدّدة} two {قيمتان محدّدتان} few {# قيم محدّدة} many {# قيمة محدّدة} other {# قيمة محدّدة}}',
    offline: 'غير متصل: تبقى اختياراتك على هذا الجهاز ويمكن حفظها عند الاتصال.',
    readOnly: 'للقراءة فقط: دورك لا يسمح بتعديل الخصائص.',
    unsaved: 'تم تعديل الخصائص ولم تُحفظ بعد.',
    saved: 'تم حفظ الخصائص.',
    stale: 'قام شخص آخر بتعديل خصائص هذا المنتج في الأثناء.',
  },
};
