/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    nameUnavailable: 'Product name unavailable',
    discount: '-{amount}',
    isNew: 'New',
    outOfStock: 'Out of stock',
    oldPrice: 'Original price',
    price: 'Current price',
  },
  ar: {
    nameUnavailable: 'اسم المنتج غير متوفر',
    discount: '-{amount}',
    isNew: 'جديد',
    outOfStock: 'نفد من المخزون',
    oldPrice: 'السعر الأصلي',
    price: 'السعر الحالي',
  },
};
