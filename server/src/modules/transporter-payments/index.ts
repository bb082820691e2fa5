/** Transporter payments: cash collected on delivery, handed over by the carrier and recorded here. */
import { TransporterPayment } from './transporter-payment.entity';
import { TransporterPaymentOrder } from './transporter-payment-order.entity';

export { TransporterPayment, TransporterPaymentOrder };

export { TransporterPaymentsService } from './transporter-payments.service';
export type { PaymentsPage, PaymentsQuery } from './transporter-payments.service';
export { TransporterPaymentsResolver } from './transporter-payments.resolver';
export type { PaymentRequest } from './payment-rules';
export { MAX_ORDERS_PER_PAYMENT } from './payment-rules';
export type {
  RecordedTransporterPayment,
  TransporterDue,
  TransporterPaymentOrderLine,
  UnpaidTransporterOrder,
} from './transporter-payment.results';
export { transporterPaymentsModule } from './transporter-payments.module';
