/**
 * Refused transporter payments over GraphQL: a wrong total, an order paid twice, orders that are not
 * the transporter's delivered cash-on-delivery ones, unknown ids, malformed input, a role without
 * TRANSPORTER_PAYMENTS. Each refusal names what is at fault and writes nothing.
 */
import { OrderStatus, PaymentType } from '@tijara/schema';
import { staffClient } from './helpers/catalog-admin-fixtures';
import {
  createDeliveredOrder,
  createTransporter,
  PAY_TRANSPORTER,
  paymentCalls,
  refusal,
  UNPAID_ORDERS,
} from './helpers/orders-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let calls: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  server = await createTestApp();
  calls = paymentCalls(server, await staffClient(server, { roles: ['ORDER_AGENT'] }));
});
afterAll(() => server.close());

describe('a refused payment', () => {
  it('refuses a total other than the sum (400 on total, payment_total_mismatch) and writes nothing', async () => {
    const carrier = await createTransporter(server, 'Total Faux');
    const a = await createDeliveredOrder(server, { transporterId: carrier.id, total: 100_000 });
    const b = await createDeliveredOrder(server, { transporterId: carrier.id, total: 50_050 });
    const before = await calls.writtenRows();
    expect(
      refusal(await calls.pay({ transporterId: carrier.id, orderIds: [a.id, b.id], total: 150_000 })),
    ).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'payment_total_mismatch',
      orderIds: undefined,
      expected: 150_050,
      fieldErrors: { total: ['The chosen orders add up to 1500.50 DA, not 1500.00 DA'] },
    });
    expect(await calls.writtenRows()).toEqual(before);
    expect(await calls.unpaid(carrier.id)).toHaveLength(2);
  });

  it('refuses paying an order twice (409 order_already_paid naming it) and writes nothing', async () => {
    const carrier = await createTransporter(server, 'Deux Fois');
    const a = await createDeliveredOrder(server, { transporterId: carrier.id, total: 100_000 });
    const b = await createDeliveredOrder(server, { transporterId: carrier.id, total: 20_000 });
    expect(
      (await calls.pay({ transporterId: carrier.id, orderIds: [a.id], total: 100_000 })).errors,
    ).toBeUndefined();
    const before = await calls.writtenRows();
    expect(
      refusal(await calls.pay({ transporterId: carrier.id, orderIds: [b.id, a.id], total: 120_000 })),
    ).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      messageKey: 'order_already_paid',
      orderIds: [a.id],
    });
    expect(await calls.writtenRows()).toEqual(before);
    expect((await calls.unpaid(carrier.id)).map((order) => order.id)).toEqual([b.id]);
  });

  it("refuses orders that are not the transporter's delivered cash-on-delivery ones (400 order_not_payable)", async () => {
    const carrier = await createTransporter(server, 'Non Payable');
    const other = await createTransporter(server, 'Non Payable Bis');
    const good = await createDeliveredOrder(server, { transporterId: carrier.id, total: 10_000 });
    const theirs = await createDeliveredOrder(server, { transporterId: other.id, total: 10_000 });
    const pending = await createDeliveredOrder(server, {
      transporterId: carrier.id,
      total: 10_000,
      status: OrderStatus.PENDING,
    });
    const card = await createDeliveredOrder(server, {
      transporterId: carrier.id,
      total: 10_000,
      paymentType: PaymentType.CARD,
    });
    const before = await calls.writtenRows();
    const answer = await calls.pay({
      transporterId: carrier.id,
      orderIds: [good.id, theirs.id, pending.id, card.id],
      total: 40_000,
    });
    expect(refusal(answer)).toMatchObject({
      status: 400,
      messageKey: 'order_not_payable',
      orderIds: [theirs.id, pending.id, card.id].sort((x, y) => x - y),
    });
    expect(await calls.writtenRows()).toEqual(before);
  });

  it('answers 404 for unknown orders and transporters, 400 for malformed input', async () => {
    const carrier = await createTransporter(server, 'Inconnus');
    const good = await createDeliveredOrder(server, { transporterId: carrier.id, total: 10_000 });
    const before = await calls.writtenRows();
    expect(
      refusal(
        await calls.pay({
          transporterId: carrier.id,
          orderIds: [good.id, 9_999_999, 9_999_998],
          total: 10_000,
        }),
      ),
    ).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      messageKey: 'order_not_payable',
      orderIds: [9_999_998, 9_999_999],
    });
    expect(
      refusal(await calls.pay({ transporterId: 999_999, orderIds: [good.id], total: 10_000 })),
    ).toMatchObject({
      status: 404,
    });
    const bad = [
      [{ orderIds: [], total: 10_000 }, ['orderIds']],
      [{ orderIds: [good.id, good.id], total: 20_000 }, ['orderIds']],
      [{ orderIds: [good.id], total: -10_000 }, ['total']],
      [{ orderIds: [good.id], total: 0 }, ['total']],
      [{ orderIds: [good.id], total: 10_000, reference: 'x'.repeat(101) }, ['reference']],
    ] as const;
    for (const [input, fields] of bad) {
      const { status, fieldErrors } = refusal(await calls.pay({ transporterId: carrier.id, ...input }));
      expect([status, Object.keys(fieldErrors ?? {})]).toEqual([400, fields]);
    }
    const fraction = await calls.pay({ transporterId: carrier.id, orderIds: [good.id], total: 100.5 });
    expect([fraction.status, fraction.errors?.[0]?.extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
    expect(await calls.writtenRows()).toEqual(before);
  });

  it('needs TRANSPORTER_PAYMENTS: a catalogue editor gets 403', async () => {
    const editor = await staffClient(server, { roles: ['CATALOG_EDITOR'] });
    const carrier = await createTransporter(server, 'Permission');
    const order = await createDeliveredOrder(server, { transporterId: carrier.id, total: 10_000 });
    const answer = await editor.graphql(PAY_TRANSPORTER, {
      input: { transporterId: carrier.id, orderIds: [order.id], total: 10_000 },
    });
    expect([answer.status, answer.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
    expect((await editor.graphql(UNPAID_ORDERS, { transporterId: carrier.id })).status).toBe(403);
    expect(await calls.unpaid(carrier.id)).toHaveLength(1);
  });
});
