/** The texts of brand-messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { brandMessages } from './brand-messages';

export const brandTranslations: Translations<typeof brandMessages> = {
  en: {
    newBrand: 'New brand',
    editTitle: 'Edit the brand “{name}”',
    empty: 'No brand yet.',
    nameHint: 'A proper noun: the same in every language.',
    lineCount: '{count, plural, =0 {No line} one {# line} other {# lines}}',
    confirmDelete: 'Delete the brand “{name}” with its lines? Its products stay, without a brand.',
    logo: 'Logo',
    logoOf: 'Logo of {name}',
    noLogo: 'No logo yet.',
    logoChoose: 'Choose a logo image',
    logoSaveFirst: 'Save the brand first, then open it again to add its logo.',
    logoUploading: 'Uploading the logo: {percent}%',
    logoUploaded: 'Logo saved.',
    logoRemove: 'Remove the logo',
    logoRemoved: 'Logo removed.',
    logoNotImage: '“{name}” is not an image: the logo was not sent.',
    logoTooLarge: '“{name}” is over {megabytes} MB: the logo was not sent.',
    logoRefused: 'The server refused this image: choose a PNG, JPEG or WebP of 2 MB at most.',
  },
  ar: {
    newBrand: 'علامة تجارية جديدة',
    editTitle: 'تعديل العلامة التجارية «{name}»',
    empty: 'لا توجد علامات تجارية بعد.',
    nameHint: 'اسم علم: هو نفسه في كل اللغات.',
    lineCount:
      '{count, plural, =0 {لا خطوط} one {خط واحد} two {خطان} few {# خطوط} many {# خطاً} other {# خط}}',
    confirmDelete: 'حذف العلامة التجارية «{name}» مع خطوطها؟ تبقى منتجاتها من دون علامة.',
    logo: 'الشعار',
    logoOf: 'شعار {name}',
    noLogo: 'لا يوجد شعار بعد.',
    logoChoose: 'اختيار صورة الشعار',
    logoSaveFirst: 'احفظ العلامة التجارية أولاً، ثم افتحها لإضافة شعارها.',
    logoUploading: 'جارٍ رفع الشعار: {percent}٪',
    logoUploaded: 'تم حفظ الشعار.',
    logoRemove: 'إزالة الشعار',
    logoRemoved: 'تمت إزالة الشعار.',
    logoNotImage: '«{name}» ليس صورة: لم يُرسل الشعار.',
    logoTooLarge: '«{name}» يتجاوز {megabytes} ميغابايت: لم يُرسل الشعار.',
    logoRefused: 'رفض الخادم هذه الصورة: اختر صورة PNG أو JPEG أو WebP بحجم 2 ميغابايت على الأكثر.',
  },
};
