/**
 * Access samples for staff order management (see samples.ts): one order per changing sample, so each
 * allowed call is the first change of its own order, and a product in stock for the staff order; the
 * orders file; the shop's delay before unconfirmed web orders are cancelled (SHOP_SETTINGS).
 */
import { OrderReviewStatus, OrderStatus, PaymentType } from '@tijara/schema';
import { ALGER, insertOrder, somePhone } from '../helpers/order-admin-fixtures';
import { BAB_EZZOUAR, transporterId } from '../helpers/orders-fixtures';
import { addStockDirect, demoWarehouses } from '../helpers/stock-fixtures';
import { createSmallListing } from '../helpers/storefront-fixtures';
import type { AccessSamples } from './samples';

let shopUuid: string;
let productId: number;
let sahel: number;
const uuids = { read: '', move: '', assign: '', pay: '', review: '' };

export const orderAdminSamples: AccessSamples = {
  async prepare(server) {
    shopUuid = (await demoWarehouses(server)).shopUuid;
    productId = (await createSmallListing(server)).product.id;
    await addStockDirect(server, {
      warehouseId: (await demoWarehouses(server)).central,
      productId,
      quantity: 5,
    });
    sahel = await transporterId(server, 'Sahel Express');
    uuids.read = (await insertOrder(server, { shopUuid })).uuid;
    uuids.move = (await insertOrder(server, { shopUuid })).uuid;
    uuids.assign = (await insertOrder(server, { shopUuid })).uuid;
    uuids.pay = (
      await insertOrder(server, { shopUuid, paymentType: PaymentType.CASH, status: OrderStatus.CONFIRMED })
    ).uuid;
    uuids.review = (await insertOrder(server, { shopUuid, reviewStatus: OrderReviewStatus.PENDING })).uuid;
  },
  graphql: () => {
    const customer = `{ firstname: "Salima", lastname: "Amrani", phone: "${somePhone('05')}" }`;
    const delivery = `{ address: "Rue 1", wilayaId: ${ALGER}, communeId: ${BAB_EZZOUAR}, transporterId: ${sahel} }`;
    const staffOrder = `{ shopUuid: "${shopUuid}", channel: PHONE, orderType: PHONE, paymentType: TRANSPORTER,
      customer: ${customer}, delivery: ${delivery}, lines: [{ productId: ${productId}, quantity: 1 }] }`;
    return {
      'query orders': `{ orders(filter: { status: [PENDING] }) { totalCount items { uuid } } }`,
      'query order': `{ order(uuid: "${uuids.read}") { uuid status } }`,
      'query orderReviewQueue': `{ orderReviewQueue { totalCount items { uuid } } }`,
      'query orderStatusCounts': `{ orderStatusCounts(filter: { channel: [ECOMMERCE] }) { status count } }`,
      'mutation setUnconfirmedOrderDays': `mutation { setUnconfirmedOrderDays(shopUuid: "${shopUuid}", days: 7) {
        uuid unconfirmedOrderDays } }`,
      'mutation changeOrderStatus': `mutation { changeOrderStatus(input: { uuid: "${uuids.move}", status: CONFIRMED }) { status } }`,
      'mutation assignOrderTransporter': `mutation { assignOrderTransporter(input: { uuid: "${uuids.assign}",
        transporterId: ${sahel}, trackingNumber: "SHL-1" }) { transporterId } }`,
      'mutation createStaffOrder': `mutation { createStaffOrder(input: ${staffOrder}) { uuid total } }`,
      'mutation recordOrderPayment': `mutation { recordOrderPayment(input: { uuid: "${uuids.pay}", amount: 1000,
        method: CASH }) { amountPaid } }`,
      'mutation resolveOrderReview': `mutation { resolveOrderReview(input: { uuid: "${uuids.review}" }) { reviewStatus } }`,
    };
  },
  rest: () => ({
    // The sweep reads every answer as JSON and the file is CSV: a criterion the route refuses (400
    // JSON, decided after the guard let the call through) stands for the allowed call. The file
    // itself is tested in orders-export.e2e.test.ts.
    'get /dashboard/api/orders/export.csv': {
      path: '/dashboard/api/orders/export.csv?status=NOT_A_STATUS',
      status: 400,
    },
  }),
};
