/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { componentMessages } from './messages';

export const componentTranslations: Translations<typeof componentMessages> = {
  en: {
    submitting: 'Submitting...',
    unexpectedFailure: 'An unexpected error occurred. Please try again.',
    saveAll: 'Save all',
    saveAllNothing: 'Nothing to save: no form has changed.',
    saveAllDone: '{count, plural, one {# form saved.} other {# forms saved.}}',
    saveAllFailed:
      '{failed, plural, one {# form could not be saved} other {# forms could not be saved}}, {saved, plural, =0 {none was} one {# was} other {# were}}: see the errors under the fields.',
    notAnAmount: 'Type an amount, for example 1 250,00.',
    ratingOf: '{rating} out of 5',
    percentOf: '{label}: {percent}',
    mobile: 'Mobile',
    tablet: 'Tablet',
    desktop: 'Desktop',
    wholeNumber: 'Type a whole number, without decimals.',
    responsiveNumber: 'Fill in the three boxes, each with a whole number from {min} to {max}.',
    priceType: 'Price type',
    unitPrice: 'Unit price: {price}',
    total: 'Total',
    allocationRow: 'A whole number from 0 to {max}.',
    allocationTotal: 'Total: {total} of {max}',
    allocationOver: 'The total ({total}) is above the maximum of {max}.',
  },
  ar: {
    submitting: 'جارٍ الإرسال...',
    unexpectedFailure: 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.',
    saveAll: 'حفظ الكل',
    saveAllNothing: 'لا شيء للحفظ: لم يتغير أي نموذج.',
    saveAllDone:
      '{count, plural, one {تم حفظ نموذج واحد.} two {تم حفظ نموذجين.} few {تم حفظ # نماذج.} many {تم حفظ # نموذجًا.} other {تم حفظ # نموذج.}}',
    saveAllFailed:
      '{failed, plural, one {تعذّر حفظ نموذج واحد} two {تعذّر حفظ نموذجين} few {تعذّر حفظ # نماذج} many {تعذّر حفظ # نموذجًا} other {تعذّر حفظ # نموذج}}، {saved, plural, =0 {ولم يُحفظ أي نموذج آخر} other {وحُفظ {saved}}}: راجع الأخطاء تحت الحقول.',
    notAnAmount: 'أدخل مبلغًا، مثل 1 250,00.',
    ratingOf: '{rating} من 5',
    percentOf: '{label}: {percent}',
    mobile: 'الهاتف',
    tablet: 'اللوحي',
    desktop: 'الحاسوب',
    wholeNumber: 'أدخل عددًا صحيحًا بدون فاصلة.',
    responsiveNumber: 'املأ الخانات الثلاث، كلّ واحدة بعدد صحيح من {min} إلى {max}.',
    priceType: 'نوع السعر',
    unitPrice: 'سعر الوحدة: {price}',
    total: 'المجموع',
    allocationRow: 'عدد صحيح من 0 إلى {max}.',
    allocationTotal: 'المجموع: {total} من {max}',
    allocationOver: 'المجموع ({total}) يتجاوز الحد الأقصى {max}.',
  },
};
