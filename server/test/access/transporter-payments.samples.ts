/** Access samples for the transporter-payments area (see samples.ts): a carrier with two orders to settle. */
import { createDeliveredOrder, createTransporter } from '../helpers/orders-fixtures';
import type { OrderFixture } from '../helpers/orders-fixtures';
import type { AccessSamples } from './samples';

let carrierId: number;
/** One order per paying sample: each allowed call pays its own, once. */
let viaGraphql: OrderFixture;
let viaRest: OrderFixture;

export const transporterPaymentsSamples: AccessSamples = {
  async prepare(server) {
    carrierId = (await createTransporter(server, 'Transporteur Accès')).id;
    viaGraphql = await createDeliveredOrder(server, { transporterId: carrierId, total: 150_000 });
    viaRest = await createDeliveredOrder(server, { transporterId: carrierId, total: 250_050 });
  },
  graphql: () => ({
    'query transportersDue': '{ transportersDue { transporterId unpaidCount unpaidTotal } }',
    'query transporterUnpaidOrders': `{ transporterUnpaidOrders(transporterId: ${carrierId}) { id deliveryName total } }`,
    'query transporterPayments': `{ transporterPayments(transporterId: ${carrierId}) { totalCount items { id } } }`,
    'mutation payTransporter': `mutation { payTransporter(input: { transporterId: ${carrierId}, orderIds: [${viaGraphql.id}], total: ${viaGraphql.total} }) { id total } }`,
  }),
  rest: () => ({
    'get /dashboard/api/payments/get/transporters/nonPaidOrders/:transporterId': `/dashboard/api/payments/get/transporters/nonPaidOrders/${carrierId}`,
    'post /dashboard/api/payments/transporter': {
      path: '/dashboard/api/payments/transporter',
      body: { transporterId: carrierId, orderIds: [viaRest.id], total: '2 500,50' },
    },
  }),
};
