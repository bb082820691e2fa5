/**
 * Staff moving orders: every allowed transition with its stock effect in the
 * same transaction (cancel releases the reservation, ship turns it into a sale, return puts the goods
 * back where they left from), delivered cash-on-delivery orders owed by their transporter, refused
 * moves, and the transporter assignment's rules.
 */
import { OrderStatus, OrderType, PaymentType, SalesChannel, StockMovementReason } from '@tijara/schema';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf } from './helpers/graphql-results';
import {
  ASSIGN_TRANSPORTER,
  CHANGE_STATUS,
  CREATE_STAFF_ORDER,
  insertOrder,
  levelOf,
  orderAdminWorld,
  phoneOrderInput,
  refusalFields,
} from './helpers/order-admin-fixtures';
import type { OrderAdminWorld } from './helpers/order-admin-fixtures';
import { createTransporter } from './helpers/orders-fixtures';
import { addStockDirect, demoWarehouses, ledgerMismatches } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

interface Detail {
  uuid: string;
  id: number;
  status: string;
  deliveredAt: string | null;
  allowedTransitions: string[];
  transporterId: number | null;
  trackingNumber: string | null;
  history: { fromStatus: string | null; toStatus: string; staffName: string | null; note: string | null }[];
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

async function newOrder(): Promise<Detail> {
  return dataOf(
    await agent.graphql<{ createStaffOrder: Detail }>(CREATE_STAFF_ORDER, { input: phoneOrderInput(world) }),
    'createStaffOrder',
  );
}

function move(uuid: string, status: string, note?: string) {
  return agent.graphql<{ changeOrderStatus: Detail }>(CHANGE_STATUS, { input: { uuid, status, note } });
}

async function moved(uuid: string, status: string, note?: string): Promise<Detail> {
  return dataOf(await move(uuid, status, note), 'changeOrderStatus');
}

const dressLevel = () => levelOf(server, world.central, world.dress.id, world.dress.combinationIds[0]);
const plainLevel = () => levelOf(server, world.central, world.plain.id);

async function movementsOf(uuid: string) {
  return sql<{ reason: string; quantity: number; warehouse_id: string }>(
    server,
    'select reason, quantity, warehouse_id from stock_movement where reference = ? order by id',
    [`order:${uuid}`],
  );
}

describe('changeOrderStatus', () => {
  it('ships (sale, reservation consumed), delivers (owed by the carrier) then takes a return back', async () => {
    const before = { dress: await dressLevel(), plain: await plainLevel() };
    const order = await newOrder();
    expect(await dressLevel()).toEqual({ onHand: before.dress.onHand, reserved: before.dress.reserved + 2 });
    expect((await moved(order.uuid, 'CONFIRMED', 'Appelée, d’accord')).allowedTransitions).toEqual([
      'SHIPPED',
      'CANCELLED',
    ]);
    await moved(order.uuid, 'SHIPPED');
    expect(await dressLevel()).toEqual({ onHand: before.dress.onHand - 2, reserved: before.dress.reserved });
    expect(await plainLevel()).toEqual({ onHand: before.plain.onHand - 1, reserved: before.plain.reserved });
    const reservations = await sql<{ status: string }>(
      server,
      'select status from stock_reservation where reference = ?',
      [`order:${order.uuid}`],
    );
    expect(reservations.map((r) => r.status)).toEqual(['consumed', 'consumed']);

    const delivered = await moved(order.uuid, 'DELIVERED');
    expect(delivered.deliveredAt).toEqual(expect.any(String));
    const unpaid = await agent.rest(
      'GET',
      `/dashboard/api/payments/get/transporters/nonPaidOrders/${world.sahel}`,
    );
    expect(((await unpaid.json()) as { id: number }[]).map((row) => row.id)).toContain(order.id);

    const returned = await moved(order.uuid, 'RETURNED', 'Refusé à la porte');
    expect(returned.allowedTransitions).toEqual([]);
    expect(await dressLevel()).toEqual(before.dress);
    expect(await plainLevel()).toEqual(before.plain);
    expect((await movementsOf(order.uuid)).map((m) => [m.reason, m.quantity, m.warehouse_id])).toEqual([
      [StockMovementReason.SALE, -2, world.central],
      [StockMovementReason.SALE, -1, world.central],
      [StockMovementReason.RETURN, 2, world.central],
      [StockMovementReason.RETURN, 1, world.central],
    ]);
    expect(returned.history.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [null, 'PENDING', null],
      ['PENDING', 'CONFIRMED', 'Appelée, d’accord'],
      ['CONFIRMED', 'SHIPPED', null],
      ['SHIPPED', 'DELIVERED', null],
      ['DELIVERED', 'RETURNED', 'Refusé à la porte'],
    ]);
    expect(returned.history.every((h) => typeof h.staffName === 'string')).toBe(true);
  });

  it('releases the reservation when a pending or a confirmed order is cancelled', async () => {
    const before = await dressLevel();
    const pending = await newOrder();
    const confirmed = await newOrder();
    await moved(confirmed.uuid, 'CONFIRMED');
    expect((await dressLevel()).reserved).toBe(before.reserved + 4);
    expect((await moved(pending.uuid, 'CANCELLED')).status).toBe('CANCELLED');
    expect((await moved(confirmed.uuid, 'CANCELLED')).allowedTransitions).toEqual([]);
    expect(await dressLevel()).toEqual(before);
    const statuses = await sql<{ status: string }>(
      server,
      'select status from stock_reservation where reference in (?, ?)',
      [`order:${pending.uuid}`, `order:${confirmed.uuid}`],
    );
    expect(statuses.map((r) => r.status)).toEqual(['released', 'released', 'released', 'released']);
  });

  it('takes a shipped parcel back before delivery', async () => {
    const before = await dressLevel();
    const order = await newOrder();
    await moved(order.uuid, 'CONFIRMED');
    await moved(order.uuid, 'SHIPPED');
    expect((await moved(order.uuid, 'RETURNED')).status).toBe('RETURNED');
    expect(await dressLevel()).toEqual(before);
  });

  it('puts a returned POS sale back into the warehouse it left from', async () => {
    const { boutique } = await demoWarehouses(server);
    await addStockDirect(server, { warehouseId: boutique, productId: world.plain.id, quantity: 5 });
    const sale = await insertOrder(server, {
      shopUuid: world.shopUuid,
      channel: SalesChannel.POS,
      orderType: OrderType.PHYSICAL_SHOP,
      paymentType: PaymentType.CASH,
      status: OrderStatus.DELIVERED,
    });
    await addStockDirect(server, {
      warehouseId: boutique,
      productId: world.plain.id,
      quantity: -2,
      reason: StockMovementReason.POS_SALE,
      reference: `order:${sale.uuid}`,
    });
    await moved(sale.uuid, 'RETURNED');
    expect(await levelOf(server, boutique, world.plain.id)).toEqual({ onHand: 5, reserved: 0 });
    expect((await movementsOf(sale.uuid)).at(-1)).toEqual({
      reason: StockMovementReason.RETURN,
      quantity: 2,
      warehouse_id: boutique,
    });
  });

  it('refuses a move the table does not allow, naming the status, and changes nothing', async () => {
    const order = await newOrder();
    const before = await dressLevel();
    const skipped = await move(order.uuid, 'SHIPPED');
    expect(refusalFields(skipped)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'order.invalid_transition',
      fields: ['status'],
    });
    expect(skipped.errors?.[0]?.extensions).toMatchObject({ from: 'pending', to: 'shipped' });
    await moved(order.uuid, 'CANCELLED');
    expect(refusalFields(await move(order.uuid, 'CONFIRMED')).messageKey).toBe('order.invalid_transition');
    const history = await sql(server, 'select 1 from order_status_change where order_id = ?', [order.id]);
    expect(history).toHaveLength(2);
    expect((await dressLevel()).onHand).toBe(before.onHand);
  });

  it('refuses to ship a delivery that has no transporter', async () => {
    const order = await insertOrder(server, { shopUuid: world.shopUuid, transporterId: null });
    await moved(order.uuid, 'CONFIRMED');
    expect(refusalFields(await move(order.uuid, 'SHIPPED')).fields).toEqual(['transporterId']);
  });

  it('keeps the ledger equal to the levels', async () => {
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});

describe('assignOrderTransporter', () => {
  const assign = (input: Record<string, unknown>) =>
    agent.graphql<{ assignOrderTransporter: Detail }>(ASSIGN_TRANSPORTER, { input });

  it('sets an active transporter serving the commune and a trimmed tracking number', async () => {
    const order = await newOrder();
    const assigned = dataOf(
      await assign({ uuid: order.uuid, transporterId: world.tell, trackingNumber: '  TR-0042 ' }),
      'assignOrderTransporter',
    );
    expect([assigned.transporterId, assigned.trackingNumber]).toEqual([world.tell, 'TR-0042']);
  });

  it('refuses a transporter not serving the commune, an inactive or unknown one, a long tracking number', async () => {
    const inChlef = await insertOrder(server, { shopUuid: world.shopUuid });
    await sql(server, 'update customer_order set wilaya_id = ?, commune_id = ? where id = ?', [
      world.chlef.wilayaId,
      world.chlef.communeId,
      inChlef.id,
    ]);
    expect(refusalFields(await assign({ uuid: inChlef.uuid, transporterId: world.tell }))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'order.transporter_not_serving',
      fields: ['transporterId'],
    });
    const idle = await createTransporter(server, 'En pause', false);
    expect(refusalFields(await assign({ uuid: inChlef.uuid, transporterId: idle.id })).fields).toEqual([
      'transporterId',
    ]);
    expect(refusalFields(await assign({ uuid: inChlef.uuid, transporterId: 999_999 })).fields).toEqual([
      'transporterId',
    ]);
    expect(
      refusalFields(
        await assign({ uuid: inChlef.uuid, transporterId: world.sahel, trackingNumber: 'x'.repeat(65) }),
      ).fields,
    ).toEqual(['trackingNumber']);
  });

  it('refuses a change once the order is delivered', async () => {
    const done = await insertOrder(server, { shopUuid: world.shopUuid, status: OrderStatus.DELIVERED });
    expect(refusalFields(await assign({ uuid: done.uuid, transporterId: world.sahel }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      messageKey: undefined,
      fields: ['transporterId'],
    });
  });
});
