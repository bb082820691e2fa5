/** The till's POS payment types (spec) in words, in the order the panel offers them. */
import type { MessageDescriptor } from 'react-intl';
import { POS_PAYMENT_TYPES } from '@tijara/schema';
import type { PaymentType } from '@tijara/schema';
import { paymentMessages } from './payment-messages';

export const TILL_PAYMENT_TYPES: readonly PaymentType[] = POS_PAYMENT_TYPES;

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, MessageDescriptor>> = {
  cash: paymentMessages.typeCash,
  card: paymentMessages.typeCard,
  mobile_payment: paymentMessages.typeMobile,
  other: paymentMessages.typeOther,
  deposit: paymentMessages.typeDeposit,
  mixed: paymentMessages.typeMixed,
  installment: paymentMessages.typeInstallment,
  // Not a till payment (a carrier collects it): named only so the table covers every type.
  transporter_payment: paymentMessages.typeTransporter,
};
