/**
 * Orders entered by staff: phone, wholesale and installment orders priced
 * on the server, with the customer, the delivery at the transporter's price, the stock reserved, the
 * deposit or installment plan; installments paid later; and every refusal naming all its fields and
 * writing nothing.
 */
import { priceTtc } from '@tijara/schema';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf } from './helpers/graphql-results';
import {
  CREATE_STAFF_ORDER,
  insertOrder,
  installmentOrderInput,
  levelOf,
  orderAdminWorld,
  orderRowCounts,
  phoneOrderInput,
  refusalFields,
} from './helpers/order-admin-fixtures';
import type { OrderAdminWorld } from './helpers/order-admin-fixtures';
import { createPromotion, promotionInput } from './helpers/promotions-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { Shop } from '../src/modules/shop';

interface Detail {
  uuid: string;
  status: string;
  channel: string;
  orderType: string;
  paymentType: string;
  total: number;
  amountPaid: number;
  balanceDue: number;
  subtotalHt: number;
  deliveryPrice: number;
  source: string;
  createdByName: string | null;
  customer: { id: number; firstname: string; lastname: string; phone: string };
  lines: {
    productName: string;
    combinationName: string | null;
    quantity: number;
    unitPrice: number;
    totalTtc: number;
  }[];
  payments: { method: string; amount: number; installment: number | null }[];
  installments: { sequence: number; amount: number; dueDate: string; paidAt: string | null }[];
  history: { fromStatus: string | null; toStatus: string }[];
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

const create = (input: Record<string, unknown>) =>
  agent.graphql<{ createStaffOrder: Detail }>(CREATE_STAFF_ORDER, { input });
const created = async (input: Record<string, unknown>) => dataOf(await create(input), 'createStaffOrder');

/** The phone order's figures: 2 dresses and 1 plain product at 19 %, delivery 400 DA by Sahel Express in Alger. */
function phoneTotals() {
  const dress = priceTtc(2 * world.dress.priceHt, 1900);
  const plain = priceTtc(world.plain.priceHt, 1900);
  return { dress, plain, total: dress + plain + 40_000 };
}

describe('createStaffOrder', () => {
  it('makes a phone order priced on the server, with the delivery price, the stock reserved and its history', async () => {
    const before = await levelOf(server, world.central, world.dress.id, world.dress.combinationIds[0]);
    const order = await created(
      phoneOrderInput(world, {
        customer: {
          firstname: ' Nadia ',
          lastname: 'Cherif',
          phone: '+213 5 50 12 34 99',
          email: 'N@Example.dz',
        },
      }),
    );
    const totals = phoneTotals();
    expect(order).toMatchObject({
      status: 'PENDING',
      channel: 'PHONE',
      orderType: 'PHONE',
      paymentType: 'TRANSPORTER',
      subtotalHt: 2 * world.dress.priceHt + world.plain.priceHt,
      deliveryPrice: 40_000,
      total: totals.total,
      amountPaid: 0,
      balanceDue: totals.total,
      source: 'dashboard',
      customer: { firstname: 'Nadia', lastname: 'Cherif', phone: '0550123499' },
      payments: [],
      installments: [],
      history: [{ fromStatus: null, toStatus: 'PENDING' }],
    });
    expect(order.createdByName).toEqual(expect.any(String));
    expect(
      order.lines.map((l) => [l.productName, l.combinationName, l.quantity, l.unitPrice, l.totalTtc]),
    ).toEqual([
      ['Robe 1', expect.any(String), 2, world.dress.priceHt, totals.dress],
      [expect.any(String), null, 1, world.plain.priceHt, totals.plain],
    ]);
    expect(await levelOf(server, world.central, world.dress.id, world.dress.combinationIds[0])).toEqual({
      onHand: before.onHand,
      reserved: before.reserved + 2,
    });
  });

  it('takes a known customer by id; wholesale uses the same prices for now', async () => {
    const first = await created(phoneOrderInput(world));
    const again = await created(
      phoneOrderInput(world, {
        channel: 'WHOLESALE',
        orderType: 'WHOLESALER',
        customer: null,
        customerId: first.customer.id,
      }),
    );
    expect(again.customer).toEqual(first.customer);
    expect(again.lines.map((l) => l.unitPrice)).toEqual(first.lines.map((l) => l.unitPrice));
    expect(again.total).toBe(first.total);
  });

  it('makes an installment order picked up in the shop: first payment, plan, balance', async () => {
    const total = priceTtc(2 * world.plain.priceHt, 1900);
    expect(total).toBe(285_600);
    const order = await created(installmentOrderInput(world));
    expect(order).toMatchObject({
      channel: 'INSTALLMENT',
      paymentType: 'INSTALLMENT',
      deliveryPrice: 0,
      total,
      amountPaid: 85_600,
      balanceDue: 200_000,
      payments: [{ method: 'CASH', amount: 85_600, installment: null }],
      installments: [
        { sequence: 1, amount: 100_000, dueDate: '2027-01-15', paidAt: null },
        { sequence: 2, amount: 100_000, dueDate: '2027-02-15', paidAt: null },
      ],
    });
  });

  it('takes a deposit up to the total', async () => {
    const order = await created(phoneOrderInput(world, { paymentType: 'DEPOSIT', firstPayment: 50_000 }));
    expect(order).toMatchObject({
      amountPaid: 50_000,
      balanceDue: order.total - 50_000,
      payments: [{ method: 'CASH', amount: 50_000, installment: null }],
    });
  });
});

describe('createStaffOrder with a single-use coupon', () => {
  it('prices a customer typed in the form with the coupon, in the order’s transaction, and does not apply it twice', async () => {
    const admin = await staffClient(server, { roles: ['ADMIN'] });
    await createPromotion(admin, {
      shopUuid: world.shopUuid,
      scope: 'ALL',
      input: promotionInput({
        name: 'Bienvenue',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2030-01-01T00:00:00.000Z',
        couponCode: 'BIENVENUE10',
        singleUse: true,
        value: 10,
        channels: ['PHONE'],
      }),
    });
    const phone = '0661223344';
    const customer = { firstname: 'Samia', lastname: 'Bouzid', phone, email: null };
    const order = await created(phoneOrderInput(world, { customer, couponCodes: ['BIENVENUE10'] }));
    expect(order.total).toBeLessThan(phoneTotals().total);
    const [used] = await sql<{ count: number }>(
      server,
      'select count(*)::int as count from promotion_redemption r join customer c on c.id = r.customer_id where c.phone = ?',
      [phone],
    );
    expect(used?.count).toBe(1);
    const again = await created(phoneOrderInput(world, { customer, couponCodes: ['BIENVENUE10'] }));
    expect([again.customer.id, again.total]).toEqual([order.customer.id, phoneTotals().total]);
  });
});

describe('createStaffOrder refusals', () => {
  async function refusedWithNothingWritten(input: Record<string, unknown>) {
    const before = await orderRowCounts(server);
    const answer = await create(input);
    expect(answer.data).toBeNull();
    expect(await orderRowCounts(server)).toEqual(before);
    return refusalFields(answer);
  }

  it('refuses a plan that does not add up to the total', async () => {
    expect(await refusedWithNothingWritten(installmentOrderInput(world, { firstPayment: 10_000 }))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'order.installments_mismatch',
      fields: ['installments'],
    });
  });

  it('refuses a deposit above the total', async () => {
    const input = phoneOrderInput(world, { paymentType: 'DEPOSIT', firstPayment: phoneTotals().total + 1 });
    expect(await refusedWithNothingWritten(input)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'order.deposit_above_total',
      fields: ['firstPayment'],
    });
  });

  it('answers 422 naming each unknown product or combination line, with the other fields at fault', async () => {
    const input = phoneOrderInput(world, {
      customer: { firstname: 'Nadia', lastname: 'Cherif', phone: '0212345678', email: null },
      lines: [
        { productId: world.dress.id, combinationId: 999_999, quantity: 1 },
        { productId: 999_999, quantity: 1 },
        { productId: world.plain.id, quantity: 1 },
      ],
    });
    expect(await refusedWithNothingWritten(input)).toEqual({
      status: 422,
      code: 'UNPROCESSABLE',
      messageKey: 'order.unknown_product',
      fields: ['customer.phone', 'lines.0.combinationId', 'lines.1.productId'],
    });
  });

  it('refuses a transporter that does not serve the commune', async () => {
    const delivery = { address: 'Rue 1', ...world.chlef, transporterId: world.tell };
    expect(await refusedWithNothingWritten(phoneOrderInput(world, { delivery }))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'order.transporter_not_serving',
      fields: ['delivery.transporterId'],
    });
  });

  it('names every bad customer field, line and payment rule at once', async () => {
    const input = phoneOrderInput(world, {
      orderType: 'WHOLESALER',
      customer: { firstname: 'A', lastname: 'B2', phone: '12', email: 'nope' },
      delivery: null,
      lines: [{ productId: world.plain.id, quantity: 0 }],
    });
    expect((await refusedWithNothingWritten(input)).fields).toEqual([
      'customer.email',
      'customer.firstname',
      'customer.lastname',
      'customer.phone',
      'lines.0.quantity',
      'orderType',
      'paymentType',
    ]);
  });

  it('refuses a customer of another shop and more than the stock, naming the line (409)', async () => {
    const em = server.orm.em.fork();
    const other = em.create(Shop, { name: 'Boutique Annaba' });
    await em.flush();
    const stranger = await insertOrder(server, { shopUuid: other.uuid });
    const [row] = await sql<{ customer_id: number }>(
      server,
      'select customer_id from customer_order where id = ?',
      [stranger.id],
    );
    const input = phoneOrderInput(world, { customer: null, customerId: row?.customer_id });
    expect((await refusedWithNothingWritten(input)).fields).toEqual(['customerId']);
    const greedy = phoneOrderInput(world, { lines: [{ productId: world.plain.id, quantity: 500 }] });
    expect(await refusedWithNothingWritten(greedy)).toEqual({
      status: 409,
      code: 'CONFLICT',
      messageKey: 'order.out_of_stock',
      fields: ['lines.0.quantity'],
    });
  });
});
