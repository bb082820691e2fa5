/** The texts of languages-messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { languagesMessages } from './languages-messages';

export const languagesTranslations: Translations<typeof languagesMessages> = {
  en: {
    title: 'Texts per language',
    languagesLabel: 'Product languages',
    shortDescription: 'Short description',
    longDescription: 'Long description',
    seoTitle: 'SEO title',
    seoDescription: 'SEO description',
    htmlHint: 'Simple HTML accepted (paragraphs, lists, bold); it is cleaned when saved.',
    missing: 'To complete',
    requiredFields: 'Please fill in all required fields.',
    fieldRequired: 'Required.',
    updated: 'Language updated successfully',
    failed: 'An error occurred while updating the language.',
    saveLanguage: 'Save the texts',
  },
  ar: {
    title: 'النصوص حسب اللغة',
    languagesLabel: 'لغات المنتج',
    shortDescription: 'وصف قصير',
    longDescription: 'وصف مفصل',
    seoTitle: 'عنوان SEO',
    seoDescription: 'وصف SEO',
    htmlHint: 'يُقبل HTML بسيط (فقرات، قوائم، خط عريض)؛ ويُنظَّف عند الحفظ.',
    missing: 'للإكمال',
    requiredFields: 'يرجى ملء جميع الحقول الإلزامية.',
    fieldRequired: 'إلزامي.',
    updated: 'تم تحديث اللغة بنجاح',
    failed: 'حدث خطأ أثناء تحديث اللغة.',
    saveLanguage: 'حفظ النصوص',
  },
};
