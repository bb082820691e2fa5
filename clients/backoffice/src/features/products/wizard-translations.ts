/** The texts of wizard-messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { wizardMessages } from './wizard-messages';

export const wizardTranslations: Translations<typeof wizardMessages> = {
  en: {
    title: 'Creating a product',
    steps: 'Creation steps',
    stepOf: 'Step {step} of {count}',
    next: 'Next step',
    previous: 'Previous step',
    finish: 'Finish and open the product',
    draftNote:
      'The product is saved as a draft: if you leave before the end, you will find it in the product list.',
    created: 'Product created as a draft.',
  },
  ar: {
    title: 'إنشاء منتج',
    steps: 'خطوات الإنشاء',
    stepOf: 'الخطوة {step} من {count}',
    next: 'الخطوة التالية',
    previous: 'الخطوة السابقة',
    finish: 'إنهاء وفتح بطاقة المنتج',
    draftNote: 'حُفظ المنتج كمسودة: إن غادرت قبل النهاية فستجده في قائمة المنتجات.',
    created: 'أُنشئ المنتج كمسودة.',
  },
};
