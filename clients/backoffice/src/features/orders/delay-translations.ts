/** The texts of delay-messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { delayMessages } from './delay-messages';

export const delayTranslations: Translations<typeof delayMessages> = {
  en: {
    title: 'Unconfirmed web orders',
    explain:
      'An order placed on the website that stays “To confirm” longer than this delay is cancelled by the system: the stock it reserved is available again and its history says why. Orders close to cancellation carry a mark in the list.',
    days: 'Delay before cancellation (days, 0 for never)',
    current:
      '{days, plural, =0 {Now: no automatic cancellation.} one {Now: cancelled after # day.} other {Now: cancelled after # days.}}',
    saved:
      '{days, plural, =0 {Saved: web orders will no longer be cancelled automatically.} one {Saved: cancelled after # day without confirmation.} other {Saved: cancelled after # days without confirmation.}}',
    invalid: 'Enter a whole number from 0 to 90.',
    failedToLoad: 'The shop’s delay could not be read.',
  },
  ar: {
    title: 'طلبيات الموقع غير المؤكدة',
    explain:
      'الطلبية المقدَّمة عبر الموقع التي تبقى «في انتظار التأكيد» أطول من هذه المهلة يلغيها النظام: يعود المخزون الذي حجزته متاحًا ويذكر سجلها السبب. الطلبيات القريبة من الإلغاء تحمل علامة في القائمة.',
    days: 'المهلة قبل الإلغاء (بالأيام، 0 لعدم الإلغاء)',
    current:
      '{days, plural, =0 {حاليًا: لا إلغاء تلقائي.} one {حاليًا: تُلغى بعد يوم واحد.} other {حاليًا: تُلغى بعد # أيام.}}',
    saved:
      '{days, plural, =0 {تم الحفظ: لن تُلغى طلبيات الموقع تلقائيًا بعد الآن.} one {تم الحفظ: الإلغاء بعد يوم واحد دون تأكيد.} other {تم الحفظ: الإلغاء بعد # أيام دون تأكيد.}}',
    invalid: 'أدخل عددًا صحيحًا من 0 إلى 90.',
    failedToLoad: 'تعذّرت قراءة مهلة المتجر.',
  },
};
