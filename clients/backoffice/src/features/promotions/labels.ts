/** Words for the promotion enumerations, and the discount as the list shows it (12,5 % or 200,00 DA). */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { dinarsToCentimes, formatMoney } from '@tijara/schema';
import { sharedMessages } from '@tijara/shared';
import type {
  Combinability,
  DiscountType,
  PaymentType,
  PromotionScope,
  PromotionStatus,
  SalesChannel,
} from '../../__generated__/promotions/graphql';
import { messages } from './messages';
import { vocabularyMessages } from './vocabulary-messages';

export const SCOPE_LABELS: Readonly<Record<PromotionScope, MessageDescriptor>> = {
  PRODUCT: vocabularyMessages.scopeProduct,
  CATEGORY: vocabularyMessages.scopeCategory,
  BRAND: vocabularyMessages.scopeBrand,
  BRAND_LINE: vocabularyMessages.scopeBrandLine,
  COLLECTION: vocabularyMessages.scopeCollection,
  CUSTOMER_SEGMENT: vocabularyMessages.scopeCustomerSegment,
  ALL: vocabularyMessages.scopeAll,
  CART: vocabularyMessages.scopeCart,
  SHIPPING: sharedMessages.delivery,
  PAYMENT_METHOD: vocabularyMessages.scopePaymentMethod,
};

export const STATUS_LABELS: Readonly<Record<PromotionStatus, MessageDescriptor>> = {
  SCHEDULED: vocabularyMessages.statusScheduled,
  RUNNING: vocabularyMessages.statusRunning,
  ENDED: vocabularyMessages.statusEnded,
  INACTIVE: vocabularyMessages.statusInactive,
};

export const DISCOUNT_TYPE_LABELS: Readonly<Record<DiscountType, MessageDescriptor>> = {
  PERCENTAGE: vocabularyMessages.typePercentage,
  AMOUNT: vocabularyMessages.typeAmount,
};

export const COMBINABILITY_LABELS: Readonly<Record<Combinability, MessageDescriptor>> = {
  STACKABLE: vocabularyMessages.modeStackable,
  GROUP_EXCLUSIVE_ITEM: vocabularyMessages.modeGroupExclusiveItem,
  GROUP_EXCLUSIVE_CART: vocabularyMessages.modeGroupExclusiveCart,
  GLOBAL_EXCLUSIVE: vocabularyMessages.modeGlobalExclusive,
};

export const COMBINABILITY_EXPLANATIONS: Readonly<Record<Combinability, MessageDescriptor>> = {
  STACKABLE: vocabularyMessages.explainStackable,
  GROUP_EXCLUSIVE_ITEM: vocabularyMessages.explainGroupExclusiveItem,
  GROUP_EXCLUSIVE_CART: vocabularyMessages.explainGroupExclusiveCart,
  GLOBAL_EXCLUSIVE: vocabularyMessages.explainGlobalExclusive,
};

export const CHANNEL_LABELS: Readonly<Record<SalesChannel, MessageDescriptor>> = {
  ECOMMERCE: vocabularyMessages.channelEcommerce,
  WHOLESALE: vocabularyMessages.channelWholesale,
  POS: vocabularyMessages.channelPos,
  PHONE: vocabularyMessages.channelPhone,
  INSTALLMENT: vocabularyMessages.channelInstallment,
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentType, MessageDescriptor>> = {
  CASH: vocabularyMessages.payCash,
  TRANSPORTER: vocabularyMessages.payTransporter,
  DEPOSIT: vocabularyMessages.payDeposit,
  INSTALLMENT: vocabularyMessages.payInstallment,
  CARD: vocabularyMessages.payCard,
  MOBILE: vocabularyMessages.payMobile,
  OTHER: vocabularyMessages.payOther,
  MIXED: vocabularyMessages.payMixed,
};

/** "12,5 %" (value in percent) or "200,00 DA" (value in dinars, shown through formatMoney). */
export function discountLabel(intl: IntlShape, type: DiscountType, value: number): string {
  if (type === 'AMOUNT') return formatMoney(dinarsToCentimes(value), intl.locale);
  const percent = intl.formatNumber(value, { maximumFractionDigits: 2 });
  return intl.formatMessage(messages.percentValue, { value: percent });
}
