/** The texts of filter-messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { filterMessages } from './filter-messages';

export const filterTranslations: Translations<typeof filterMessages> = {
  en: {
    filters: 'Filters',
    openFilters: '{count, plural, =0 {Filter} other {Filter (#)}}',
    closeFilters: 'Close the filters',
    showResults: 'Show the products',
    brands: 'Brands',
    subCategories: 'Categories',
    brandLines: 'Product lines',
    price: 'Price',
    priceMin: 'Minimum (DA)',
    priceMax: 'Maximum (DA)',
    priceApply: 'Apply the price',
    priceInvalid: 'An amount in dinars, without centimes.',
    optionCount: '{count, plural, one {# product} other {# products}}',
    activeFilters: 'Active filters',
    clearAll: 'Clear all',
    priceFrom: 'From {price}',
    priceTo: 'Up to {price}',
    chip: '{label}: {value}',
  },
  ar: {
    filters: 'المرشحات',
    openFilters: '{count, plural, =0 {تصفية} other {تصفية (#)}}',
    closeFilters: 'إغلاق المرشحات',
    showResults: 'عرض المنتجات',
    brands: 'العلامات التجارية',
    subCategories: 'الفئات',
    brandLines: 'التشكيلات',
    price: 'السعر',
    priceMin: 'الحد الأدنى (دج)',
    priceMax: 'الحد الأقصى (دج)',
    priceApply: 'تطبيق السعر',
    priceInvalid: 'مبلغ بالدينار دون سنتيمات.',
    optionCount:
      '{count, plural, zero {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجاً} other {# منتج}}',
    activeFilters: 'المرشحات المفعّلة',
    clearAll: 'مسح الكل',
    priceFrom: 'من {price}',
    priceTo: 'حتى {price}',
    chip: '{label}: {value}',
  },
};
