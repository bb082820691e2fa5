/** The texts of board-messages.ts in English and Arabic, under the same keys. */
import type { Translations } from '@tijara/shared';
import type { boardMessages } from './board-messages';

export const boardTranslations: Translations<typeof boardMessages> = {
  en: {
    heading: 'Activity',
    loadFailed: 'Could not load today’s figures.',
    salesToday: 'Today’s sales',
    salesTodayFigure: '{total} for {count, plural, =0 {no order} one {# order} other {# orders}}',
    salesTodayLink: 'See today’s sales',
    channel: 'Channel',
    count: 'Count',
    amount: 'Sales amount',
    salesNote: 'Orders placed, cancelled and returned ones left out, delivery included.',
    lastDays: 'The last 30 days',
    lastDaysLink: 'See these orders',
    chartSummary:
      'Sales by day and channel from {from} to {to}: {total} for {count, plural, one {# order} other {# orders}}. {best}',
    bestDay: 'Best day: {day} ({total}).',
    showTable: 'See the figures day by day',
    day: 'Day',
    chartAxis: 'Dinars (DA)',
    chartTooltip: '{channel}: {total}',
    waiting: 'Orders waiting',
    waitingNone: 'No order waiting.',
    waitingCount: '{count, plural, one {# order} other {# orders}}',
    posReview: 'Till sales to review',
    posReviewCount: '{count, plural, =0 {No sale flagged} one {# sale flagged} other {# sales flagged}}',
    lowStock: 'Low stock',
    lowStockRule: 'Fewer than {threshold, plural, one {# unit available} other {# units available}}.',
    lowStockCount: '{count, plural, =0 {No item} one {# item} other {# items}}',
    lowStockMore: '{count, plural, one {and # more} other {and # more}}',
    lowStockNoWarehouse: 'No warehouse to watch.',
    carriers: 'Money held by carriers',
    carriersNone: 'No carrier holds money from delivered orders.',
    carrierOrders: '{count, plural, one {# delivered order} other {# delivered orders}}',
    carriersTotal: 'In all: {total}',
  },
  ar: {
    heading: 'النشاط',
    loadFailed: 'تعذّر تحميل أرقام اليوم.',
    salesToday: 'مبيعات اليوم',
    salesTodayFigure:
      '{total} مقابل {count, plural, =0 {لا طلب} one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}',
    salesTodayLink: 'عرض مبيعات اليوم',
    channel: 'القناة',
    count: 'العدد',
    amount: 'مبلغ المبيعات',
    salesNote: 'الطلبات المقدَّمة، دون الملغاة والمرتجعة، مع التوصيل.',
    lastDays: 'آخر 30 يومًا',
    lastDaysLink: 'عرض هذه الطلبات',
    chartSummary:
      'المبيعات حسب اليوم والقناة من {from} إلى {to}: {total} مقابل {count, plural, one {طلب واحد} two {طلبين} few {# طلبات} many {# طلبًا} other {# طلب}}. {best}',
    bestDay: 'أفضل يوم: {day} ({total}).',
    showTable: 'عرض الأرقام يومًا بيوم',
    day: 'اليوم',
    chartAxis: 'دينار (DA)',
    chartTooltip: '{channel}: {total}',
    waiting: 'طلبات في الانتظار',
    waitingNone: 'لا طلبات في الانتظار.',
    waitingCount: '{count, plural, one {طلب واحد} two {طلبان} few {# طلبات} many {# طلبًا} other {# طلب}}',
    posReview: 'مبيعات الصندوق للمراجعة',
    posReviewCount:
      '{count, plural, =0 {لا مبيعات مُبلَّغ عنها} one {بيع واحد مُبلَّغ عنه} two {بيعان مُبلَّغ عنهما} few {# مبيعات مُبلَّغ عنها} many {# بيعًا مُبلَّغًا عنه} other {# بيع مُبلَّغ عنه}}',
    lowStock: 'مخزون منخفض',
    lowStockRule:
      'أقل من {threshold, plural, one {وحدة واحدة متاحة} two {وحدتين متاحتين} few {# وحدات متاحة} many {# وحدة متاحة} other {# وحدة متاحة}}.',
    lowStockCount:
      '{count, plural, =0 {لا منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}',
    lowStockMore: '{count, plural, one {وآخر} two {وآخران} few {و# أخرى} many {و# أخرى} other {و# أخرى}}',
    lowStockNoWarehouse: 'لا مستودع للمتابعة.',
    carriers: 'أموال لدى شركات النقل',
    carriersNone: 'لا تحتفظ أي شركة نقل بأموال طلبات مُسلَّمة.',
    carrierOrders:
      '{count, plural, one {طلب مُسلَّم واحد} two {طلبان مُسلَّمان} few {# طلبات مُسلَّمة} many {# طلبًا مُسلَّمًا} other {# طلب مُسلَّم}}',
    carriersTotal: 'المجموع: {total}',
  },
};
