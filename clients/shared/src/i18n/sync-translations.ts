/** The sync badge's texts in English and Arabic. */
import type { Translations } from './catalogue';
import type { syncMessages } from './sync-messages';

export const syncTranslations: Translations<typeof syncMessages> = {
  en: {
    label: 'Unsent operations',
    pending: 'To send: {count}',
    rejected: 'Refused: {count}',
    conflict: 'To review: {count}',
    blockedAuth: 'Waiting for sign-in: {count}',
    allSent: 'Everything is sent',
    running: 'Sending…',
    retryLater: 'Server unreachable, will retry automatically',
  },
  ar: {
    label: 'عمليات لم تُرسل بعد',
    pending: 'في انتظار الإرسال: {count}',
    rejected: 'مرفوضة: {count}',
    conflict: 'بحاجة إلى مراجعة: {count}',
    blockedAuth: 'في انتظار تسجيل الدخول: {count}',
    allSent: 'تم إرسال كل شيء',
    running: 'جارٍ الإرسال…',
    retryLater: 'تعذّر الوصول إلى الخادم، ستُعاد المحاولة تلقائيًا',
  },
};
