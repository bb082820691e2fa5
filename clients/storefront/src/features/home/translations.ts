/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    welcome: 'Welcome to {shop}',
    seeAll: 'See all',
    featured: 'Featured',
    newArrivals: 'Just in',
    onSale: 'On sale',
    bestsellers: 'Best sellers',
    products: 'Our selection',
    highlights: 'Highlights',
    slidePrevious: 'Previous slide',
    slideNext: 'Next slide',
    categories: 'Our categories',
    brands: 'Our brands',
  },
  ar: {
    welcome: 'مرحبًا بكم في {shop}',
    seeAll: 'عرض الكل',
    featured: 'مختارات',
    newArrivals: 'وصل حديثًا',
    onSale: 'في التخفيض',
    bestsellers: 'الأكثر مبيعًا',
    products: 'مختاراتنا',
    highlights: 'اكتشفوا',
    slidePrevious: 'الشريحة السابقة',
    slideNext: 'الشريحة التالية',
    categories: 'فئاتنا',
    brands: 'علاماتنا التجارية',
  },
};
