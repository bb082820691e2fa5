/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    title: 'Staff sign-in',
    intro: 'Sign in to manage the shop and run the till.',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    invalid: 'Wrong email or password.',
    tooMany:
      '{minutes, plural, one {Too many attempts. Try again in # minute.} other {Too many attempts. Try again in # minutes.}}',
    unreachable:
      'The server does not answer. Signing in needs the internet; try again when the network is back.',
    failed: 'Sign-in failed. Try again.',
    checking: 'Checking your session…',
  },
  ar: {
    title: 'دخول الموظفين',
    intro: 'سجّل الدخول لإدارة المتجر والبيع في الصندوق.',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    submitting: 'جارٍ تسجيل الدخول…',
    invalid: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    tooMany:
      '{minutes, plural, zero {محاولات كثيرة. أعد المحاولة لاحقًا.} one {محاولات كثيرة. أعد المحاولة بعد دقيقة.} two {محاولات كثيرة. أعد المحاولة بعد دقيقتين.} few {محاولات كثيرة. أعد المحاولة بعد # دقائق.} many {محاولات كثيرة. أعد المحاولة بعد # دقيقة.} other {محاولات كثيرة. أعد المحاولة بعد # دقيقة.}}',
    unreachable: 'الخادم لا يستجيب. يتطلب تسجيل الدخول اتصالًا بالإنترنت؛ أعد المحاولة عند عودة الشبكة.',
    failed: 'تعذّر تسجيل الدخول. أعد المحاولة.',
    checking: 'جارٍ التحقق من الجلسة…',
  },
};
