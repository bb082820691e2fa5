/**
 * Order vocabulary shared by the server and the apps (spec: order types, payment types, sales
 * channels). The stock issue needs delivered cash-on-delivery orders for transporter payments; the
 * orders issue adds lines, checkout and the transitions between statuses.
 */

export const SalesChannel = {
  ECOMMERCE: 'eCommerce',
  WHOLESALE: 'Wholesale',
  POS: 'POS',
  PHONE: 'Phone',
  INSTALLMENT: 'Installment',
} as const;
export type SalesChannel = (typeof SalesChannel)[keyof typeof SalesChannel];

export const OrderType = {
  PHYSICAL_SHOP: 'physicalshoporder',
  PHONE: 'phoneorder',
  WHOLESALER: 'wholesalerorder',
  INSTALLMENT: 'installmentorder',
} as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/** How the shop is paid. TRANSPORTER is cash on delivery: the carrier collects, then hands it over. */
export const PaymentType = {
  CASH: 'cash',
  TRANSPORTER: 'transporter_payment',
  DEPOSIT: 'deposit',
  INSTALLMENT: 'installment',
  CARD: 'card',
  MOBILE: 'mobile_payment',
  OTHER: 'other',
  MIXED: 'mixed',
} as const;
export type PaymentType = (typeof PaymentType)[keyof typeof PaymentType];

export const OrderStatus = {
  PENDING: 'pending',
  CONFIRMED: 'confirmed',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  RETURNED: 'returned',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
