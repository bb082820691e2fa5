/**
 * The order vocabulary the list and the order's page share: each value's words, its texts (given by
 * the screens with CatalogueScope) and the status badge. One chunk, loaded with whichever screen
 * comes first (`loadOrderVocabulary` in the index), so neither screen carries the other.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { catalogueOf } from '@tijara/shared';
import type {
  OrderStatusName,
  OrderTypeName,
  PaymentTypeName,
  ReviewStatusName,
  SalesChannelName,
} from './list-query';
import { vocabularyMessages as words } from './vocabulary-messages';
import { vocabularyTranslations } from './vocabulary-translations';
import './vocabulary.css';

export const orderVocabularyTexts = catalogueOf(words, vocabularyTranslations);

export const STATUS_LABELS: Readonly<Record<OrderStatusName, MessageDescriptor>> = {
  PENDING: words.statusPending,
  CONFIRMED: words.statusConfirmed,
  SHIPPED: words.statusShipped,
  DELIVERED: words.statusDelivered,
  RETURNED: words.statusReturned,
  CANCELLED: words.statusCancelled,
};

export const CHANNEL_LABELS: Readonly<Record<SalesChannelName, MessageDescriptor>> = {
  ECOMMERCE: words.channelEcommerce,
  POS: words.channelPos,
  PHONE: words.channelPhone,
  WHOLESALE: words.channelWholesale,
  INSTALLMENT: words.channelInstallment,
};

export const ORDER_TYPE_LABELS: Readonly<Record<OrderTypeName, MessageDescriptor>> = {
  PHYSICAL_SHOP: words.typePhysicalShop,
  PHONE: words.typePhone,
  WHOLESALER: words.typeWholesaler,
  INSTALLMENT: words.typeInstallment,
};

export const PAYMENT_LABELS: Readonly<Record<PaymentTypeName, MessageDescriptor>> = {
  CASH: words.payCash,
  TRANSPORTER: words.payTransporter,
  DEPOSIT: words.payDeposit,
  INSTALLMENT: words.payInstallment,
  CARD: words.payCard,
  MOBILE: words.payMobile,
  MIXED: words.payMixed,
  OTHER: words.payOther,
};

export const REVIEW_LABELS: Readonly<Record<ReviewStatusName, MessageDescriptor>> = {
  PENDING: words.reviewPending,
  RESOLVED: words.reviewResolved,
};

export const FLAG_LABELS: Readonly<Record<'OVERSOLD' | 'PRICE_CHANGED', MessageDescriptor>> = {
  OVERSOLD: words.flagOversold,
  PRICE_CHANGED: words.flagPriceChanged,
};

/** A status in words, coloured by where the order stands (the words carry it; colour only helps). */
export function StatusBadge({ status }: { status: OrderStatusName }) {
  const intl = useIntl();
  return (
    <span className={`order-status order-status--${status.toLowerCase()}`}>
      {intl.formatMessage(STATUS_LABELS[status])}
    </span>
  );
}
