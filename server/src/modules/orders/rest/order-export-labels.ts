/**
 * The words of the orders file in each language: its column headings and the order vocabulary, the
 * same words as the back office's order screens (clients/backoffice/src/features/orders/vocabulary*),
 * so a file reads like the list it came from.
 */
import { OrderReviewStatus, OrderStatus, OrderType, PaymentType, SalesChannel } from '@tijara/schema';
import type { Locale } from '@tijara/schema';

export const EXPORT_COLUMNS = [
  'reference',
  'createdAt',
  'status',
  'channel',
  'orderType',
  'paymentType',
  'customer',
  'phone',
  'wilaya',
  'commune',
  'transporter',
  'trackingNumber',
  'total',
  'amountPaid',
  'balanceDue',
  'review',
  'receiptNumber',
  'autoCancelAt',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export interface ExportWords {
  readonly headings: Readonly<Record<ExportColumn, string>>;
  readonly status: Readonly<Record<OrderStatus, string>>;
  readonly channel: Readonly<Record<SalesChannel, string>>;
  readonly orderType: Readonly<Record<OrderType, string>>;
  readonly paymentType: Readonly<Record<PaymentType, string>>;
  readonly review: Readonly<Record<OrderReviewStatus, string>>;
}

const fr: ExportWords = {
  headings: {
    reference: 'Commande',
    createdAt: 'Date (Alger)',
    status: 'Statut',
    channel: 'Canal de vente',
    orderType: 'Type de commande',
    paymentType: 'Mode de paiement',
    customer: 'Client',
    phone: 'Téléphone',
    wilaya: 'Wilaya',
    commune: 'Commune',
    transporter: 'Transporteur',
    trackingNumber: 'N° de suivi',
    total: 'Total (DA)',
    amountPaid: 'Payé (DA)',
    balanceDue: 'Reste à payer (DA)',
    review: 'Vérification',
    receiptNumber: 'N° de ticket',
    autoCancelAt: 'Annulation automatique (Alger)',
  },
  status: {
    [OrderStatus.PENDING]: 'À confirmer',
    [OrderStatus.CONFIRMED]: 'Confirmée',
    [OrderStatus.SHIPPED]: 'Expédiée',
    [OrderStatus.DELIVERED]: 'Livrée',
    [OrderStatus.RETURNED]: 'Retournée',
    [OrderStatus.CANCELLED]: 'Annulée',
  },
  channel: {
    [SalesChannel.ECOMMERCE]: 'Site web',
    [SalesChannel.POS]: 'Point de vente',
    [SalesChannel.PHONE]: 'Téléphone',
    [SalesChannel.WHOLESALE]: 'Commerce de gros',
    [SalesChannel.INSTALLMENT]: 'Paiement échelonné',
  },
  orderType: {
    [OrderType.PHYSICAL_SHOP]: 'Commande en magasin',
    [OrderType.PHONE]: 'Commande par téléphone',
    [OrderType.WHOLESALER]: 'Commande grossiste',
    [OrderType.INSTALLMENT]: 'Commande à échéances',
  },
  paymentType: {
    [PaymentType.CASH]: 'En espèces',
    [PaymentType.TRANSPORTER]: 'Contre remboursement',
    [PaymentType.DEPOSIT]: 'Avec acompte',
    [PaymentType.INSTALLMENT]: 'Par échéances',
    [PaymentType.CARD]: 'Carte bancaire',
    [PaymentType.MOBILE]: 'Paiement par mobile',
    [PaymentType.MIXED]: 'Paiement mixte',
    [PaymentType.OTHER]: 'Autre moyen',
  },
  review: { [OrderReviewStatus.PENDING]: 'À vérifier', [OrderReviewStatus.RESOLVED]: 'Vérifiée' },
};

const en: ExportWords = {
  headings: {
    reference: 'Order',
    createdAt: 'Date (Algiers)',
    status: 'Status',
    channel: 'Sales channel',
    orderType: 'Order type',
    paymentType: 'Payment type',
    customer: 'Customer',
    phone: 'Phone',
    wilaya: 'Wilaya',
    commune: 'Commune',
    transporter: 'Carrier',
    trackingNumber: 'Tracking number',
    total: 'Total (DA)',
    amountPaid: 'Paid (DA)',
    balanceDue: 'Balance due (DA)',
    review: 'Review',
    receiptNumber: 'Receipt number',
    autoCancelAt: 'Automatic cancellation (Algiers)',
  },
  status: {
    [OrderStatus.PENDING]: 'To confirm',
    [OrderStatus.CONFIRMED]: 'Confirmed',
    [OrderStatus.SHIPPED]: 'Shipped',
    [OrderStatus.DELIVERED]: 'Delivered',
    [OrderStatus.RETURNED]: 'Returned',
    [OrderStatus.CANCELLED]: 'Cancelled',
  },
  channel: {
    [SalesChannel.ECOMMERCE]: 'Website',
    [SalesChannel.POS]: 'Point of sale',
    [SalesChannel.PHONE]: 'Phone',
    [SalesChannel.WHOLESALE]: 'Wholesale',
    [SalesChannel.INSTALLMENT]: 'Installments',
  },
  orderType: {
    [OrderType.PHYSICAL_SHOP]: 'In-shop order',
    [OrderType.PHONE]: 'Phone order',
    [OrderType.WHOLESALER]: 'Wholesaler order',
    [OrderType.INSTALLMENT]: 'Installment order',
  },
  paymentType: {
    [PaymentType.CASH]: 'Cash',
    [PaymentType.TRANSPORTER]: 'Cash on delivery',
    [PaymentType.DEPOSIT]: 'With a deposit',
    [PaymentType.INSTALLMENT]: 'By installments',
    [PaymentType.CARD]: 'Bank card',
    [PaymentType.MOBILE]: 'Mobile payment',
    [PaymentType.MIXED]: 'Mixed payment',
    [PaymentType.OTHER]: 'Other means',
  },
  review: { [OrderReviewStatus.PENDING]: 'To check', [OrderReviewStatus.RESOLVED]: 'Checked' },
};

const ar: ExportWords = {
  headings: {
    reference: 'الطلبية',
    createdAt: 'التاريخ (الجزائر)',
    status: 'الحالة',
    channel: 'قناة البيع',
    orderType: 'نوع الطلبية',
    paymentType: 'طريقة الدفع',
    customer: 'الزبون',
    phone: 'الهاتف',
    wilaya: 'الولاية',
    commune: 'البلدية',
    transporter: 'الناقل',
    trackingNumber: 'رقم التتبع',
    total: 'المجموع (دج)',
    amountPaid: 'المدفوع (دج)',
    balanceDue: 'المتبقي (دج)',
    review: 'التحقق',
    receiptNumber: 'رقم الوصل',
    autoCancelAt: 'الإلغاء التلقائي (الجزائر)',
  },
  status: {
    [OrderStatus.PENDING]: 'في انتظار التأكيد',
    [OrderStatus.CONFIRMED]: 'مؤكدة',
    [OrderStatus.SHIPPED]: 'مشحونة',
    [OrderStatus.DELIVERED]: 'مُسلَّمة',
    [OrderStatus.RETURNED]: 'مُرجَعة',
    [OrderStatus.CANCELLED]: 'ملغاة',
  },
  channel: {
    [SalesChannel.ECOMMERCE]: 'الموقع الإلكتروني',
    [SalesChannel.POS]: 'نقطة البيع',
    [SalesChannel.PHONE]: 'الهاتف',
    [SalesChannel.WHOLESALE]: 'البيع بالجملة',
    [SalesChannel.INSTALLMENT]: 'الدفع بالتقسيط',
  },
  orderType: {
    [OrderType.PHYSICAL_SHOP]: 'طلبية في المتجر',
    [OrderType.PHONE]: 'طلبية هاتفية',
    [OrderType.WHOLESALER]: 'طلبية تاجر جملة',
    [OrderType.INSTALLMENT]: 'طلبية بالتقسيط',
  },
  paymentType: {
    [PaymentType.CASH]: 'نقدًا',
    [PaymentType.TRANSPORTER]: 'الدفع عند الاستلام',
    [PaymentType.DEPOSIT]: 'مع عربون',
    [PaymentType.INSTALLMENT]: 'بالأقساط',
    [PaymentType.CARD]: 'بطاقة بنكية',
    [PaymentType.MOBILE]: 'الدفع عبر الهاتف',
    [PaymentType.MIXED]: 'دفع مختلط',
    [PaymentType.OTHER]: 'وسيلة أخرى',
  },
  review: { [OrderReviewStatus.PENDING]: 'للتحقق', [OrderReviewStatus.RESOLVED]: 'تم التحقق' },
};

export const EXPORT_WORDS: Readonly<Record<Locale, ExportWords>> = { fr, en, ar };
