/**
 * Money and prices of staff orders after and at creation: installments paid later,
 * once and whole, never above the balance; and the live promotions of the order's own channel.
 */
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf } from './helpers/graphql-results';
import {
  CREATE_STAFF_ORDER,
  RECORD_PAYMENT,
  installmentOrderInput,
  orderAdminWorld,
  phoneOrderInput,
  refusalFields,
} from './helpers/order-admin-fixtures';
import type { OrderAdminWorld } from './helpers/order-admin-fixtures';
import { createPromotion } from './helpers/pricing-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

interface Detail {
  uuid: string;
  total: number;
  amountPaid: number;
  balanceDue: number;
  lines: {
    unitPrice: number;
    unitPriceAfter: number;
    promotions: { promotionId: number; amount: number }[];
  }[];
  payments: { method: string; amount: number; installment: number | null }[];
  installments: { sequence: number; paidAt: string | null }[];
}

let server: TestApp;
let agent: StaffClient;
let world: OrderAdminWorld;
beforeAll(async () => {
  server = await createTestApp();
  world = await orderAdminWorld(server);
  agent = await staffClient(server, { roles: ['ORDER_AGENT'], shopIds: [world.shopUuid] });
});
afterAll(() => server.close());

const created = async (input: Record<string, unknown>) =>
  dataOf(
    await agent.graphql<{ createStaffOrder: Detail }>(CREATE_STAFF_ORDER, { input }),
    'createStaffOrder',
  );

describe('recordOrderPayment', () => {
  it('marks an installment paid, once and whole, never above the balance', async () => {
    const order = await created(installmentOrderInput(world));
    const pay = (input: Record<string, unknown>) =>
      agent.graphql<{ recordOrderPayment: Detail }>(RECORD_PAYMENT, {
        input: { uuid: order.uuid, ...input },
      });
    const paid = dataOf(await pay({ amount: 100_000, method: 'CARD', installment: 1 }), 'recordOrderPayment');
    expect([paid.amountPaid, paid.balanceDue]).toEqual([185_600, 100_000]);
    expect(paid.installments.map((i) => i.paidAt === null)).toEqual([false, true]);
    expect(paid.payments.at(-1)).toMatchObject({ method: 'CARD', amount: 100_000, installment: 1 });
    expect(refusalFields(await pay({ amount: 100_000, method: 'CASH', installment: 1 })).fields).toEqual([
      'installment',
    ]);
    expect(refusalFields(await pay({ amount: 90_000, method: 'CASH', installment: 2 })).fields).toEqual([
      'amount',
    ]);
    expect(refusalFields(await pay({ amount: 100_001, method: 'CASH', installment: 2 })).fields).toEqual([
      'amount',
    ]);
    const deposit = await created(phoneOrderInput(world, { paymentType: 'DEPOSIT', firstPayment: 50_000 }));
    const above = await agent.graphql(RECORD_PAYMENT, {
      input: { uuid: deposit.uuid, amount: deposit.balanceDue + 1, method: 'CASH' },
    });
    expect(refusalFields(above)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'order.payments_mismatch',
      fields: ['amount'],
    });
  });
});

describe('promotions on staff orders', () => {
  it("applies the live promotions of the order's channel only", async () => {
    const admin = await staffClient(server);
    const promotion = await createPromotion(admin, world.shopUuid, {
      scope: 'PRODUCT',
      targetIds: [world.plain.id],
      value: 10,
      channels: ['PHONE'],
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    const lines = [{ productId: world.plain.id, quantity: 1 }];
    const phone = await created(phoneOrderInput(world, { lines }));
    expect(phone.lines[0]).toMatchObject({
      unitPrice: world.plain.priceHt,
      unitPriceAfter: world.plain.priceHt * 0.9,
      promotions: [{ promotionId: promotion.id, amount: world.plain.priceHt * 0.1 }],
    });
    const wholesale = await created(
      phoneOrderInput(world, { channel: 'WHOLESALE', orderType: 'WHOLESALER', lines }),
    );
    expect(wholesale.lines[0]).toMatchObject({ unitPriceAfter: world.plain.priceHt, promotions: [] });
  });
});
