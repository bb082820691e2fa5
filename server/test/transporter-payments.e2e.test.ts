/**
 * Transporter payments over GraphQL on a real PostgreSQL: which orders await a carrier's money, what
 * each carrier owes, recording a payment for several orders at once, and every refusal (nothing
 * written). Each test uses transporters of its own, so the demo seed's orders stay out of its lists.
 */
import { OrderStatus, PaymentType } from '@tijara/schema';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import {
  createDeliveredOrder,
  createTransporter,
  paymentCalls,
  refusal,
  TRANSPORTERS_DUE,
  UNPAID_ORDERS,
} from './helpers/orders-fixtures';
import type { DueResult } from './helpers/orders-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const NOW = new Date('2026-11-21T09:30:00.000Z');
const ORAN = 3101;
const KOUBA = 1618;
let server: TestApp;
let agent: StaffClient;
let calls: ReturnType<typeof paymentCalls>;
beforeAll(async () => {
  server = await createTestApp({ now: NOW });
  agent = await staffClient(server, { roles: ['ORDER_AGENT'], email: 'nadia.agent@example.dz' });
  calls = paymentCalls(server, agent);
});
afterAll(() => server.close());

describe('the orders awaiting a transporter', () => {
  it('lists only its delivered cash-on-delivery unpaid orders, labelled and sorted by delivery name', async () => {
    const carrier = await createTransporter(server, 'Yalidine Test');
    const other = await createTransporter(server, 'Autre Transporteur');
    const customer = { firstname: 'Yacine', lastname: 'Boudiaf' };
    const far = await createDeliveredOrder(server, {
      transporterId: carrier.id,
      total: 1_250_000,
      trackingNumber: 'YAL-88213',
      communeId: KOUBA,
      customer,
    });
    const near = await createDeliveredOrder(server, {
      transporterId: carrier.id,
      total: 430_000,
      trackingNumber: 'YAL-9000',
    });
    const bare = await createDeliveredOrder(server, {
      transporterId: carrier.id,
      total: 715_050,
      communeId: ORAN,
    });
    const excluded = [
      { status: OrderStatus.PENDING },
      { status: OrderStatus.SHIPPED },
      { status: OrderStatus.RETURNED },
      { paymentType: PaymentType.CARD },
      { paymentType: PaymentType.CASH },
    ];
    for (const options of excluded)
      await createDeliveredOrder(server, { transporterId: carrier.id, total: 100, ...options });
    await createDeliveredOrder(server, { transporterId: other.id, total: 100 });
    const paid = await createDeliveredOrder(server, { transporterId: carrier.id, total: 200 });
    expect(
      (await calls.pay({ transporterId: carrier.id, orderIds: [paid.id], total: 200 })).errors,
    ).toBeUndefined();

    const list = await calls.unpaid(carrier.id);
    expect(list).toEqual([
      {
        id: bare.id,
        uuid: bare.uuid,
        deliveryName: `CMD-${String(bare.id).padStart(6, '0')} · Oran`,
        customerFullName: 'Amina Benali',
        total: 715_050,
        deliveredAt: expect.any(String),
      },
      expect.objectContaining({ id: near.id, deliveryName: 'YAL-9000 · Bab Ezzouar', total: 430_000 }),
      expect.objectContaining({
        id: far.id,
        deliveryName: 'YAL-88213 · Kouba',
        customerFullName: 'Yacine Boudiaf',
        total: 1_250_000,
      }),
    ]);
    expect(await calls.unpaid(other.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown transporter and 400 for an id that cannot be one', async () => {
    expect(refusal(await agent.graphql(UNPAID_ORDERS, { transporterId: 999_999 }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(refusal(await agent.graphql(UNPAID_ORDERS, { transporterId: 0 }))).toMatchObject({
      status: 400,
      code: 'BAD_USER_INPUT',
    });
  });
});

describe('what each transporter owes', () => {
  it('lists every transporter, inactive ones too, by name, with its unpaid count and total', async () => {
    const idle = await createTransporter(server, 'Zz Inactif', false);
    await createDeliveredOrder(server, { transporterId: idle.id, total: 150_000 });
    await createDeliveredOrder(server, { transporterId: idle.id, total: 50_025 });
    const answer = await agent.graphql<{ transportersDue: DueResult[] }>(TRANSPORTERS_DUE);
    const rows = answer.data?.transportersDue ?? [];
    expect(rows.find((row) => row.transporterId === idle.id)).toEqual({
      transporterId: idle.id,
      name: 'Zz Inactif',
      active: false,
      unpaidCount: 2,
      unpaidTotal: 200_025,
    });
    const demo = rows
      .map((row) => row.name)
      .filter((name) => ['Retrait en boutique', 'Sahel Express', 'Tell Rapide'].includes(name));
    expect(demo).toEqual(['Retrait en boutique', 'Sahel Express', 'Tell Rapide']);
    expect(rows.at(-1)?.name).toBe('Zz Inactif');
  });
});

describe('paying a transporter', () => {
  it('records several orders at once, marks them paid and updates what the transporter owes', async () => {
    const carrier = await createTransporter(server, 'Paiement Groupé');
    const a = await createDeliveredOrder(server, {
      transporterId: carrier.id,
      total: 430_000,
      trackingNumber: 'PG-2',
    });
    const b = await createDeliveredOrder(server, {
      transporterId: carrier.id,
      total: 1_290_050,
      trackingNumber: 'PG-1',
    });
    const kept = await createDeliveredOrder(server, { transporterId: carrier.id, total: 99_900 });
    const answer = await calls.pay({
      transporterId: carrier.id,
      orderIds: [a.id, b.id],
      total: 1_720_050,
      reference: '  Relevé PG-46 ',
      note: 'Remis en espèces',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.payTransporter).toEqual({
      id: expect.any(Number),
      transporterId: carrier.id,
      transporterName: 'Paiement Groupé',
      total: 1_720_050,
      reference: 'Relevé PG-46',
      note: 'Remis en espèces',
      paidAt: NOW.toISOString(),
      recordedByName: 'nadia.agent',
      orders: [
        {
          orderId: b.id,
          deliveryName: 'PG-1 · Bab Ezzouar',
          customerFullName: 'Amina Benali',
          amount: 1_290_050,
        },
        {
          orderId: a.id,
          deliveryName: 'PG-2 · Bab Ezzouar',
          customerFullName: 'Amina Benali',
          amount: 430_000,
        },
      ],
    });
    expect((await calls.unpaid(carrier.id)).map((order) => order.id)).toEqual([kept.id]);
    expect(await calls.due(carrier.id)).toMatchObject({ unpaidCount: 1, unpaidTotal: 99_900 });
    const [recordedBy] = await sql<{ email: string }>(
      server,
      'select s.email from transporter_payment p join staff s on s.id = p.recorded_by_id where p.id = ?',
      [answer.data?.payTransporter.id],
    );
    expect(recordedBy?.email).toBe('nadia.agent@example.dz');
  });
});
