/** The texts of sync-page-messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { syncPageMessages } from './sync-page-messages';

export const syncPageTranslations: Translations<typeof syncPageMessages> = {
  en: {
    title: 'Sales sync',
    backToTill: 'Back to the till',
    unsynced:
      '{count, plural, =0 {Every sale of this tablet is on the server.} one {# operation is waiting to be sent.} other {# operations are waiting to be sent.}}',
    progress: 'Sending the sales',
    progressText: '{done} of {total} sent',
    syncNow: 'Start the sync',
    offline: 'Offline: the sales stay on the tablet and go as soon as the connection is back.',
    lastSync: 'Last successful send: {date}',
    retryAt: 'The server does not answer; next automatic try at {time}.',
    empty: 'Nothing waiting, nothing refused, nothing to check.',
    pendingTitle: 'Waiting to be sent ({count})',
    conflictTitle: 'Recorded, to be checked by a manager ({count})',
    rejectedTitle: 'Refused by the server ({count})',
    blockedTitle: 'Waiting for a new sign-in ({count})',
    more: '{count, plural, one {and # more, sent after these} other {and # more, sent after these}}',
    sale: 'Receipt {receipt}',
    sessionOpen: 'Opening of session {number}',
    sessionClose: 'Closing of a session',
    otherEntry: 'Operation “{kind}”',
    madeAt: 'Made on {time}',
    attempts: '{count, plural, =0 {not sent yet} one {# try} other {# tries}}',
    sending: 'sending',
    nextTry: 'next try at {time}',
    orderReference: 'Order {reference} on the server',
    reviewAction:
      'Nothing to redo: the sale is recorded. A manager will check it among the orders to review in the back office.',
    blockedAction:
      'Your account’s sign-in has expired: sign in again to send these sales. They stay on the tablet.',
    reconnectNeeded:
      '{count, plural, one {Your account’s sign-in has expired: # operation is waiting on the tablet.} other {Your account’s sign-in has expired: # operations are waiting on the tablet.}}',
    reconnect: 'Sign in again',
    reconnectIntro:
      'The sale in progress is kept. Once signed in, everything waiting goes to the server; a colleague can also sign in with their own account.',
    reconnectSubmit: 'Sign in and send',
    reconnectDone: 'Signed in: the waiting sales are on their way.',
    printAgain: 'Print receipt {receipt}',
    reason:
      '{code, select, FORBIDDEN {The server refuses: this account may not sell in this shop.} BAD_USER_INPUT {A detail of the sale is not valid.} KEY_REUSED {This sale’s identifier was already used for another sale.} UNKNOWN_PRODUCT {An item of the sale is no longer sold by the shop.} TOTAL_MISMATCH {The total does not match the sale’s lines.} PAYMENTS_MISMATCH {The payments do not match the total.} DEPOSIT_ABOVE_TOTAL {The deposit is above the sale’s total.} INSTALLMENTS_MISMATCH {The installments do not match the balance due.} OVERSOLD {Sold beyond the warehouse’s stock.} PRICE_CHANGED {Sold at another price than the server’s catalogue.} COUPON_ALREADY_USED {The customer had already used this coupon: the sale is recorded without it.} UNSUPPORTED_VERSION {This version of the app is too old for the server.} CONFLICT {The server already has another version of this operation.} NOT_FOUND {The server does not know this operation’s session.} other {The server refused this operation (code {code}).}}',
    callManager:
      'Call a manager: the sale stays on the tablet, you can print its receipt, and they will enter it in the back office.',
    checkRights:
      'Call a manager: they need to check your right to sell and your account’s shops. The sale stays on the tablet.',
    updateApp: 'Install the app update offered, then call a manager. The sale stays on the tablet.',
  },
  ar: {
    title: 'مزامنة المبيعات',
    backToTill: 'العودة إلى الصندوق',
    unsynced:
      '{count, plural, zero {كل مبيعات هذا الجهاز موجودة على الخادم.} one {عملية واحدة تنتظر الإرسال.} two {عمليتان تنتظران الإرسال.} few {# عمليات تنتظر الإرسال.} many {# عملية تنتظر الإرسال.} other {# عملية تنتظر الإرسال.}}',
    progress: 'إرسال المبيعات',
    progressText: 'أُرسل {done} من {total}',
    syncNow: 'بدء المزامنة',
    offline: 'غير متصل: تبقى المبيعات على الجهاز وتُرسل فور عودة الاتصال.',
    lastSync: 'آخر إرسال ناجح: {date}',
    retryAt: 'الخادم لا يجيب؛ محاولة تلقائية جديدة في {time}.',
    empty: 'لا شيء في الانتظار، ولا شيء مرفوض، ولا شيء للتحقق.',
    pendingTitle: 'في انتظار الإرسال ({count})',
    conflictTitle: 'مسجلة، يتحقق منها مسؤول ({count})',
    rejectedTitle: 'رفضها الخادم ({count})',
    blockedTitle: 'في انتظار تسجيل دخول جديد ({count})',
    more: '{count, plural, zero {لا شيء آخر} one {وعملية أخرى تُرسل بعد هذه} two {وعمليتان أخريان تُرسلان بعد هذه} few {و# عمليات أخرى تُرسل بعد هذه} many {و# عملية أخرى تُرسل بعد هذه} other {و# عملية أخرى تُرسل بعد هذه}}',
    sale: 'التذكرة {receipt}',
    sessionOpen: 'افتتاح الجلسة {number}',
    sessionClose: 'إغلاق جلسة',
    otherEntry: 'العملية «{kind}»',
    madeAt: 'أُجريت في {time}',
    attempts:
      '{count, plural, zero {لم تُرسل بعد} one {محاولة واحدة} two {محاولتان} few {# محاولات} many {# محاولة} other {# محاولة}}',
    sending: 'جارٍ الإرسال',
    nextTry: 'المحاولة التالية في {time}',
    orderReference: 'الطلب {reference} على الخادم',
    reviewAction:
      'لا شيء لإعادته: البيع مسجل. سيتحقق منه مسؤول ضمن الطلبات التي تنتظر التحقق في لوحة الإدارة.',
    blockedAction: 'انتهت صلاحية دخول حسابك: سجّل الدخول من جديد لإرسال هذه المبيعات. تبقى على الجهاز.',
    reconnectNeeded:
      '{count, plural, one {انتهت صلاحية دخول حسابك: عملية واحدة تنتظر على الجهاز.} two {انتهت صلاحية دخول حسابك: عمليتان تنتظران على الجهاز.} few {انتهت صلاحية دخول حسابك: # عمليات تنتظر على الجهاز.} other {انتهت صلاحية دخول حسابك: # عملية تنتظر على الجهاز.}}',
    reconnect: 'تسجيل الدخول من جديد',
    reconnectIntro:
      'البيع الجاري محفوظ. بعد تسجيل الدخول تُرسل كل العمليات المنتظرة إلى الخادم؛ ويمكن لزميلة أيضًا الدخول بحسابها.',
    reconnectSubmit: 'الدخول والإرسال',
    reconnectDone: 'تم الدخول: المبيعات المنتظرة في طريقها إلى الخادم.',
    printAgain: 'طباعة التذكرة {receipt}',
    reason:
      '{code, select, FORBIDDEN {يرفض الخادم: لا يحق لهذا الحساب البيع في هذا المتجر.} BAD_USER_INPUT {إحدى بيانات البيع غير صالحة.} KEY_REUSED {معرّف هذا البيع استُعمل من قبل لبيع آخر.} UNKNOWN_PRODUCT {إحدى سلع البيع لم يعد المتجر يبيعها.} TOTAL_MISMATCH {المجموع لا يطابق أسطر البيع.} PAYMENTS_MISMATCH {المدفوعات لا تطابق المجموع.} DEPOSIT_ABOVE_TOTAL {العربون يتجاوز مجموع البيع.} INSTALLMENTS_MISMATCH {الأقساط لا تطابق المبلغ المتبقي.} OVERSOLD {بيع بما يتجاوز مخزون المستودع.} PRICE_CHANGED {بيع بسعر غير سعر كتالوج الخادم.} COUPON_ALREADY_USED {سبق للزبون استعمال هذه القسيمة: سُجل البيع من دونها.} UNSUPPORTED_VERSION {هذا الإصدار من التطبيق قديم جداً بالنسبة للخادم.} CONFLICT {لدى الخادم نسخة أخرى من هذه العملية.} NOT_FOUND {لا يعرف الخادم جلسة هذه العملية.} other {رفض الخادم هذه العملية (الرمز {code}).}}',
    callManager: 'اتصل بمسؤول: يبقى البيع على الجهاز، ويمكنك طباعة تذكرته، وسيُدخله المسؤول في لوحة الإدارة.',
    checkRights: 'اتصل بمسؤول: عليه التحقق من حقك في البيع ومن متاجر حسابك. يبقى البيع على الجهاز.',
    updateApp: 'ثبّت تحديث التطبيق المقترح، ثم اتصل بمسؤول. يبقى البيع على الجهاز.',
  },
};
