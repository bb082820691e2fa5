/**
 * Access samples for orders, order-sync (see samples.ts): a sale entry (a visitor's is answered as
 * a FORBIDDEN entry, inside a 200 answer: the field is public for queued web orders) and a lookup in
 * the demo shop.
 */
import { randomUUID } from 'node:crypto';
import { Shop } from '../../src/modules/shop';
import type { AccessSamples } from './samples';

let shopUuid: string;

export const orderSyncSamples: AccessSamples = {
  async prepare(server) {
    const [shop] = await server.orm.em.fork().find(Shop, {}, { orderBy: { name: 'asc' }, limit: 1 });
    if (!shop) throw new Error('The demo seed made no shop');
    shopUuid = shop.uuid;
  },
  graphql: () => {
    const id = randomUUID();
    const sale = `{ shopUuid: "${shopUuid}", paymentType: CASH, total: 100, tenders: [{ method: CASH, amount: 100 }],
      lines: [{ productId: 1, quantity: 1, unitPrice: 100, unitPriceAfter: 100, totalHt: 100, totalTtc: 100 }] }`;
    return {
      'mutation syncOrders': `mutation { syncOrders(orders: [{ clientOrderId: "${id}", idempotencyKey: "${id}",
        deviceId: "till", createdAt: "2026-11-20T09:00:00Z", sale: ${sale} }]) { status reasons { code } } }`,
      'query orderByClientId': `{ orderByClientId(shopUuid: "${shopUuid}", clientOrderId: "${randomUUID()}") { uuid } }`,
    };
  },
  rest: () => ({}),
};
