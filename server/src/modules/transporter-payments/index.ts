/** Transporter payments: cash collected on delivery, handed over by the carrier and recorded here. */
import { TransporterPayment } from './transporter-payment.entity';
import { TransporterPaymentOrder } from './transporter-payment-order.entity';

export { TransporterPayment, TransporterPaymentOrder };

export const transporterPaymentsEntities = [TransporterPayment, TransporterPaymentOrder];
