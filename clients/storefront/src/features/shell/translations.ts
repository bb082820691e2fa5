/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    skipToContent: 'Skip to content',
    notFoundTitle: 'Page not found',
    notFound: 'This page does not exist, or no longer does.',
    home: 'Back to the shop',
    menu: 'Menu',
    closeMenu: 'Close the menu',
    categories: 'Departments',
    mainMenu: 'Main menu',
    footerMenu: 'Useful links',
    allOf: 'See all in {name}',
    menuFailed: 'The categories could not be loaded.',
    searchLabel: 'Search the shop',
    searchPlaceholder: 'Search…',
    searchSubmit: 'Search',
    searchTooShort: 'Type at least {min} characters.',
  },
  ar: {
    skipToContent: 'انتقل إلى المحتوى',
    notFoundTitle: 'الصفحة غير موجودة',
    notFound: 'هذه الصفحة غير موجودة أو لم تعد موجودة.',
    home: 'العودة إلى المتجر',
    menu: 'القائمة',
    closeMenu: 'إغلاق القائمة',
    categories: 'الأقسام',
    mainMenu: 'القائمة الرئيسية',
    footerMenu: 'روابط مفيدة',
    allOf: 'عرض الكل في {name}',
    menuFailed: 'تعذّر تحميل الفئات.',
    searchLabel: 'ابحث في المتجر',
    searchPlaceholder: 'بحث…',
    searchSubmit: 'ابحث',
    searchTooShort: 'اكتب {min} أحرف على الأقل.',
  },
};
