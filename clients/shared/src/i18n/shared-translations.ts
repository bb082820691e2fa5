/** The shared components' texts and the words both apps use, in English and Arabic. */
import type { Translations } from './catalogue';
import type { sharedMessages } from './shared-messages';

export const sharedTranslations: Translations<typeof sharedMessages> = {
  en: {
    online: 'Online',
    offline: 'Offline',
    language: 'Language',
    updateAvailable: 'A new version is available.',
    updateBlocked: 'You can install it as soon as every pending operation has been sent.',
    updateNow: 'Update',
    updateLater: 'Later',
    delivery: 'Delivery',
    freeDelivery: 'Free delivery',
    failureTitle: 'This page could not be shown',
    failureText: 'Something went wrong on our side. Try again; if it keeps happening, come back later.',
    loading: 'Loading…',
    retry: 'Try again',
    reload: 'Reload',
    choose: 'Choose',
    removeOf: 'Remove {name}',
  },
  ar: {
    online: 'متصل',
    offline: 'غير متصل',
    language: 'اللغة',
    updateAvailable: 'يتوفر إصدار جديد.',
    updateBlocked: 'يمكنك تثبيته بمجرد إرسال جميع العمليات المعلّقة.',
    updateNow: 'تحديث',
    updateLater: 'لاحقًا',
    delivery: 'التوصيل',
    freeDelivery: 'توصيل مجاني',
    failureTitle: 'تعذّر عرض هذه الصفحة',
    failureText: 'حدث خلل من جهتنا. أعد المحاولة، وإن تكرر الأمر فعُد لاحقاً.',
    loading: 'جارٍ التحميل…',
    retry: 'إعادة المحاولة',
    reload: 'إعادة التحميل',
    choose: 'اختر',
    removeOf: 'إزالة {name}',
  },
};
