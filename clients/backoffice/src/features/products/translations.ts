/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    pricing: 'Prices',
    priceHt: 'Selling price excl. tax',
    tax: 'VAT (%)',
    supplyPriceHt: 'Purchase price excl. tax',
    wholeSalePriceHt: 'Wholesale price excl. tax',
    priceTtc: 'Selling price incl. tax',
    supplyPriceTtc: 'Purchase price incl. tax',
    wholeSalePriceTtc: 'Wholesale price incl. tax',
    invalidAmount: 'Invalid amount: digits, a comma and at most 2 decimals (e.g. 1 234,50).',
    invalidTax: 'Invalid rate: from 0 to 100, at most 2 decimals.',
  },
  ar: {
    pricing: 'الأسعار',
    priceHt: 'سعر البيع دون احتساب الرسوم',
    tax: 'الرسم على القيمة المضافة (%)',
    supplyPriceHt: 'سعر الشراء دون احتساب الرسوم',
    wholeSalePriceHt: 'سعر الجملة دون احتساب الرسوم',
    priceTtc: 'سعر البيع مع احتساب الرسوم',
    supplyPriceTtc: 'سعر الشراء مع احتساب الرسوم',
    wholeSalePriceTtc: 'سعر الجملة مع احتساب الرسوم',
    invalidAmount: 'مبلغ غير صالح: أرقام وفاصلة ورقمان عشريان على الأكثر (مثال: 1 234,50).',
    invalidTax: 'نسبة غير صالحة: من 0 إلى 100، ورقمان عشريان على الأكثر.',
  },
};
