/** The server error texts in English and Arabic. */
import type { Translations } from './catalogue';
import type { errorMessages } from './error-messages';

export const errorTranslations: Translations<typeof errorMessages> = {
  en: {
    BAD_USER_INPUT: 'Some fields need correcting.',
    MALFORMED_REQUEST: 'The server could not read the request. Reload the page and try again.',
    QUERY_TOO_COMPLEX: 'The request is too heavy for the server. Ask for less at a time.',
    NOT_FOUND: 'What you are looking for no longer exists: it may have been deleted meanwhile.',
    UNAUTHENTICATED: 'Your session has expired: sign in again.',
    FORBIDDEN: 'You are not allowed to do this.',
    PAYLOAD_TOO_LARGE: 'What was sent is too large for the server.',
    RATE_LIMITED: 'Too many requests in a short time: wait a moment and try again.',
    CONFLICT: 'The data changed meanwhile: reload the page and try again.',
    UNPROCESSABLE: 'Something in the request does not exist or is no longer available.',
    SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Try again in a few moments.',
    INTERNAL_SERVER_ERROR: 'Something went wrong on the server. Try again later.',
    unreachable: 'The server does not answer. Check the connection and try again.',
  },
  ar: {
    BAD_USER_INPUT: 'بعض الحقول تحتاج إلى تصحيح.',
    MALFORMED_REQUEST: 'لم يفهم الخادم الطلب. أعد تحميل الصفحة ثم أعد المحاولة.',
    QUERY_TOO_COMPLEX: 'الطلب ثقيل جدًا على الخادم. اطلب أقل في كل مرة.',
    NOT_FOUND: 'ما تبحث عنه لم يعد موجودًا: ربما حُذف في هذه الأثناء.',
    UNAUTHENTICATED: 'انتهت جلستك: سجّل الدخول من جديد.',
    FORBIDDEN: 'لا تملك صلاحية القيام بهذا الإجراء.',
    PAYLOAD_TOO_LARGE: 'ما أُرسل كبير جدًا على الخادم.',
    RATE_LIMITED: 'طلبات كثيرة في وقت قصير: انتظر قليلًا ثم أعد المحاولة.',
    CONFLICT: 'تغيّرت البيانات في هذه الأثناء: أعد تحميل الصفحة ثم أعد المحاولة.',
    UNPROCESSABLE: 'عنصر في الطلب غير موجود أو لم يعد متاحًا.',
    SERVICE_UNAVAILABLE: 'الخدمة غير متاحة مؤقتًا. أعد المحاولة بعد قليل.',
    INTERNAL_SERVER_ERROR: 'حدث خطأ في الخادم. أعد المحاولة لاحقًا.',
    unreachable: 'الخادم لا يستجيب. تحقّق من الاتصال وأعد المحاولة.',
  },
};
