/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    title: 'Dashboard',
    shopId: 'Identifier: {uuid}',
    addToCart: 'Add to cart on the storefront',
    enabled: 'On',
    disabled: 'Off (direct order form)',
    unknownShop: 'Not loaded yet: connect the tablet once.',
    sync: 'Sync',
    syncPending: 'Waiting to be sent',
    syncRejected: 'Refused by the server',
    syncConflict: 'To review',
    syncBlocked: 'Waiting for staff sign-in',
    syncNow: 'Sync now',
    tillTitle: 'In-shop sales',
    tillText: 'Sell in the shop, even without a connection: sales are sent as soon as the network is back.',
    openTill: 'Open the till',
    offlineReady: 'Ready to work offline.',
  },
  ar: {
    title: 'لوحة التحكم',
    shopId: 'المعرّف: {uuid}',
    addToCart: 'الإضافة إلى السلة في المتجر',
    enabled: 'مفعّل',
    disabled: 'معطّل (استمارة طلب مباشر)',
    unknownShop: 'لم يُحمَّل بعد: صِل اللوح بالإنترنت مرة أولى.',
    sync: 'المزامنة',
    syncPending: 'في انتظار الإرسال',
    syncRejected: 'رفضها الخادم',
    syncConflict: 'للمراجعة',
    syncBlocked: 'في انتظار تسجيل دخول الموظف',
    syncNow: 'زامن الآن',
    tillTitle: 'البيع في المتجر',
    tillText: 'البيع في المتجر حتى دون اتصال: تُرسل المبيعات فور عودة الشبكة.',
    openTill: 'فتح الصندوق',
    offlineReady: 'التطبيق جاهز للعمل دون اتصال.',
  },
};
