/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    appName: 'Tijara · Back office',
    navigation: 'Main navigation',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    home: 'Dashboard',
    geography: 'Delivery areas',
    stock: 'Stock',
    expeditions: 'Internal expeditions',
    warehouses: 'Warehouses',
    transporterPayments: 'Transporter payments',
    promotions: 'Promotions',
    customerSegments: 'Customer segments',
    storefront: 'View the storefront',
    signedInAs: 'Signed in: {name}',
    logout: 'Sign out',
    backHome: 'Back to the dashboard',
  },
  ar: {
    appName: 'تجارة · الإدارة',
    navigation: 'التنقل الرئيسي',
    collapse: 'طيّ القائمة',
    expand: 'توسيع القائمة',
    home: 'لوحة التحكم',
    geography: 'مناطق التوصيل',
    stock: 'المخزون',
    expeditions: 'الإرساليات الداخلية',
    warehouses: 'المستودعات',
    transporterPayments: 'مدفوعات الناقلين',
    promotions: 'العروض الترويجية',
    customerSegments: 'شرائح العملاء',
    storefront: 'عرض المتجر',
    signedInAs: 'متصل: {name}',
    logout: 'تسجيل الخروج',
    backHome: 'العودة إلى لوحة التحكم',
  },
};
