/**
 * English and Arabic texts of the transporter payment screen (the French source is messages.ts);
 * translations.test.ts proves every id is here in both, as valid ICU.
 */
const en: Record<string, string> = {
  'transporterPayments.title': 'Transporter payments',
  'transporterPayments.intro':
    'Record the cash-on-delivery money of delivered orders that the transporter has handed over to you.',
  'transporterPayments.transporter': 'Transporter',
  'transporterPayments.choose': 'Choose',
  'transporterPayments.transporterOption':
    '{name} ({count, plural, =0 {nothing to pay} one {# unpaid} other {# unpaid}})',
  'transporterPayments.transportersLoading': 'Loading transporters…',
  'transporterPayments.transportersFailed': 'Could not load the transporters.',
  'transporterPayments.loadingOrders': 'Loading orders…',
  'transporterPayments.found': '{count, plural, one {Found # order} other {Found # orders}}',
  'transporterPayments.noOrders': 'No orders available',
  'transporterPayments.loadFailed': 'Failed to load orders',
  'transporterPayments.orders': 'Unpaid orders',
  'transporterPayments.selectAll': 'Select all',
  'transporterPayments.orderLabel': '{deliveryName} · {customer} · {total}',
  'transporterPayments.selectedTotal': 'Total of selected orders: {total}',
  'transporterPayments.reference': 'Payment reference (optional)',
  'transporterPayments.pay': '{count, plural, =0 {Pay} one {Pay # order} other {Pay # orders}}',
  'transporterPayments.paying': 'Recording the payment…',
  'transporterPayments.paid':
    'Payment recorded: {count, plural, one {# order} other {# orders}} from {transporter}, {total}.',
  'transporterPayments.offline': 'Offline: orders can be viewed, but no payment can be recorded.',
  'transporterPayments.alreadyPaid': 'One of the chosen orders is already paid. The list was reloaded.',
  'transporterPayments.notPayable':
    'One of the chosen orders cannot be paid to this transporter. The list was reloaded.',
  'transporterPayments.totalMismatch':
    'The total does not match the chosen orders. The list was reloaded: check the selection.',
  'transporterPayments.invalidData': 'Invalid data.',
  'transporterPayments.forbidden': 'You are not allowed to record transporter payments.',
  'transporterPayments.signedOut': 'Your session has expired: sign in again.',
  'transporterPayments.notFound': 'This transporter or one of these orders no longer exists.',
  'transporterPayments.payFailed': 'The payment could not be recorded.',
  'transporterPayments.unreachable':
    'The server does not answer: the payment may not be recorded. Reload the list once the connection is back.',
};

const ar: Record<string, string> = {
  'transporterPayments.title': 'مدفوعات شركات النقل',
  'transporterPayments.intro': 'سجّل مبالغ الطلبات المُسلَّمة بالدفع عند الاستلام التي سلّمها إليك الناقل.',
  'transporterPayments.transporter': 'الناقل',
  'transporterPayments.choose': 'اختر',
  'transporterPayments.transporterOption':
    '{name} ({count, plural, =0 {لا شيء للدفع} zero {لا شيء للدفع} one {طلب واحد غير مدفوع} two {طلبان غير مدفوعين} few {# طلبات غير مدفوعة} many {# طلبًا غير مدفوع} other {# طلب غير مدفوع}})',
  'transporterPayments.transportersLoading': 'جارٍ تحميل شركات النقل…',
  'transporterPayments.transportersFailed': 'تعذّر تحميل شركات النقل.',
  'transporterPayments.loadingOrders': 'جارٍ تحميل الطلبات…',
  'transporterPayments.found':
    '{count, plural, zero {لم يُعثر على أي طلب} one {عُثر على طلب واحد} two {عُثر على طلبين} few {عُثر على # طلبات} many {عُثر على # طلبًا} other {عُثر على # طلب}}',
  'transporterPayments.noOrders': 'لا توجد طلبات متاحة',
  'transporterPayments.loadFailed': 'فشل تحميل الطلبات',
  'transporterPayments.orders': 'الطلبات غير المدفوعة',
  'transporterPayments.selectAll': 'تحديد الكل',
  'transporterPayments.orderLabel': '{deliveryName} · {customer} · {total}',
  'transporterPayments.selectedTotal': 'مجموع الطلبات المحددة: {total}',
  'transporterPayments.reference': 'مرجع الدفعة (اختياري)',
  'transporterPayments.pay':
    '{count, plural, =0 {ادفع} zero {ادفع} one {ادفع طلبًا واحدًا} two {ادفع طلبين} few {ادفع # طلبات} many {ادفع # طلبًا} other {ادفع # طلب}}',
  'transporterPayments.paying': 'جارٍ تسجيل الدفعة…',
  'transporterPayments.paid':
    'تم تسجيل الدفعة: {count, plural, one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}} من {transporter}، {total}.',
  'transporterPayments.offline': 'غير متصل: يمكن الاطلاع على الطلبات لكن لا يمكن تسجيل أي دفعة.',
  'transporterPayments.alreadyPaid': 'أحد الطلبات المختارة مدفوع مسبقًا. أُعيد تحميل القائمة.',
  'transporterPayments.notPayable': 'لا يمكن دفع أحد الطلبات المختارة لهذا الناقل. أُعيد تحميل القائمة.',
  'transporterPayments.totalMismatch':
    'المجموع لا يطابق الطلبات المختارة. أُعيد تحميل القائمة: تحقّق من التحديد.',
  'transporterPayments.invalidData': 'بيانات غير صالحة.',
  'transporterPayments.forbidden': 'لا تملك صلاحية تسجيل مدفوعات شركات النقل.',
  'transporterPayments.signedOut': 'انتهت جلستك: يُرجى تسجيل الدخول من جديد.',
  'transporterPayments.notFound': 'هذا الناقل أو أحد هذه الطلبات لم يعد موجودًا.',
  'transporterPayments.payFailed': 'تعذّر تسجيل الدفعة.',
  'transporterPayments.unreachable':
    'الخادم لا يستجيب: قد لا تكون الدفعة مسجّلة. أعد تحميل القائمة عند عودة الاتصال.',
};

export const translations: { en: Record<string, string>; ar: Record<string, string> } = { en, ar };
