/** The transporter-payments module: what each carrier owes for delivered orders, and its payments. */
import { defineModule } from '../manifest';
import { transporterPaymentsRoutes } from './rest/transporter-payments.route';
import { TransporterPayment } from './transporter-payment.entity';
import { TransporterPaymentOrder } from './transporter-payment-order.entity';
import { TransporterPaymentsResolver } from './transporter-payments.resolver';
import { TransporterPaymentsService } from './transporter-payments.service';

export const transporterPaymentsModule = defineModule({
  name: 'transporter-payments',
  entities: [TransporterPayment, TransporterPaymentOrder],
  resolvers: [TransporterPaymentsResolver],
  needs: [],
  build() {
    const service = new TransporterPaymentsService();
    return {
      provides: {},
      resolvers: [new TransporterPaymentsResolver(service)],
      routes: transporterPaymentsRoutes(service),
    };
  },
});
