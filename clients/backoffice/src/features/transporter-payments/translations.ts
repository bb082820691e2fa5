/** The texts of messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { messages } from './messages';

export const translations: Translations<typeof messages> = {
  en: {
    title: 'Transporter payments',
    intro:
      'Record the cash-on-delivery money of delivered orders that the transporter has handed over to you.',
    transporter: 'Transporter',
    transporterOption: '{name} ({count, plural, =0 {nothing to pay} one {# unpaid} other {# unpaid}})',
    transportersLoading: 'Loading transporters…',
    transportersFailed: 'Could not load the transporters.',
    loadingOrders: 'Loading orders…',
    found: '{count, plural, one {Found # order} other {Found # orders}}',
    noOrders: 'No orders available',
    loadFailed: 'Failed to load orders',
    orders: 'Unpaid orders',
    selectAll: 'Select all',
    orderLabel: '{deliveryName} · {customer} · {total}',
    selectedTotal: 'Total of selected orders: {total}',
    reference: 'Payment reference (optional)',
    pay: '{count, plural, =0 {Pay} one {Pay # order} other {Pay # orders}}',
    paying: 'Recording the payment…',
    paid: 'Payment recorded: {count, plural, one {# order} other {# orders}} from {transporter}, {total}.',
    offline: 'Offline: orders can be viewed, but no payment can be recorded.',
    alreadyPaid: 'One of the chosen orders is already paid. The list was reloaded.',
    notPayable: 'One of the chosen orders cannot be paid to this transporter. The list was reloaded.',
    totalMismatch: 'The total does not match the chosen orders. The list was reloaded: check the selection.',
    payFailed: 'The payment could not be recorded.',
    unreachable:
      'The server does not answer: the payment may not be recorded. Reload the list once the connection is back.',
  },
  ar: {
    title: 'مدفوعات شركات النقل',
    intro: 'سجّل مبالغ الطلبات المُسلَّمة بالدفع عند الاستلام التي سلّمها إليك الناقل.',
    transporter: 'الناقل',
    transporterOption:
      '{name} ({count, plural, =0 {لا شيء للدفع} zero {لا شيء للدفع} one {طلب واحد غير مدفوع} two {طلبان غير مدفوعين} few {# طلبات غير مدفوعة} many {# طلبًا غير مدفوع} other {# طلب غير مدفوع}})',
    transportersLoading: 'جارٍ تحميل شركات النقل…',
    transportersFailed: 'تعذّر تحميل شركات النقل.',
    loadingOrders: 'جارٍ تحميل الطلبات…',
    found:
      '{count, plural, zero {لم يُعثر على أي طلب} one {عُثر على طلب واحد} two {عُثر على طلبين} few {عُثر على # طلبات} many {عُثر على # طلبًا} other {عُثر على # طلب}}',
    noOrders: 'لا توجد طلبات متاحة',
    loadFailed: 'فشل تحميل الطلبات',
    orders: 'الطلبات غير المدفوعة',
    selectAll: 'تحديد الكل',
    orderLabel: '{deliveryName} · {customer} · {total}',
    selectedTotal: 'مجموع الطلبات المحددة: {total}',
    reference: 'مرجع الدفعة (اختياري)',
    pay: '{count, plural, =0 {ادفع} zero {ادفع} one {ادفع طلبًا واحدًا} two {ادفع طلبين} few {ادفع # طلبات} many {ادفع # طلبًا} other {ادفع # طلب}}',
    paying: 'جارٍ تسجيل الدفعة…',
    paid: 'تم تسجيل الدفعة: {count, plural, one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}} من {transporter}، {total}.',
    offline: 'غير متصل: يمكن الاطلاع على الطلبات لكن لا يمكن تسجيل أي دفعة.',
    alreadyPaid: 'أحد الطلبات المختارة مدفوع مسبقًا. أُعيد تحميل القائمة.',
    notPayable: 'لا يمكن دفع أحد الطلبات المختارة لهذا الناقل. أُعيد تحميل القائمة.',
    totalMismatch: 'المجموع لا يطابق الطلبات المختارة. أُعيد تحميل القائمة: تحقّق من التحديد.',
    payFailed: 'تعذّر تسجيل الدفعة.',
    unreachable: 'الخادم لا يستجيب: قد لا تكون الدفعة مسجّلة. أعد تحميل القائمة عند عودة الاتصال.',
  },
};
