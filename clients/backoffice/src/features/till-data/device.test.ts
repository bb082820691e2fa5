import { customerRowOf } from './customers';
import { forgetDevice, registerDevice } from './device';
import { openSession } from './sessions';
import { CASHIER, SHOP_UUID, customer, freshTillDb, item } from './test-fixtures';
import { fakeServer, graphqlError, jsonAnswer } from './test-transport';
import type { TillDb } from './till-db';

const WAREHOUSE = '44444444-4444-4444-8444-444444444444';
const OTHER_SHOP = '55555555-5555-4555-8555-555555555555';

function registered(fields: Record<string, unknown> = {}) {
  return jsonAnswer({
    registerPosDevice: {
      __typename: 'PosDevice',
      uuid: '66666666-6666-4666-8666-666666666666',
      code: 'C1',
      name: 'Caisse entrée',
      shopUuid: SHOP_UUID,
      warehouse: { __typename: 'PosWarehouseRef', id: WAREHOUSE, name: 'Boutique' },
      active: true,
      registeredAt: '2026-05-01T08:00:00.000Z',
      lastSessionNumber: 0,
      ...fields,
    },
  });
}

const INPUT = {
  shopUuid: SHOP_UUID,
  shopName: 'Boutique Alger',
  code: 'c1',
  name: 'Caisse entrée',
  warehouseId: WAREHOUSE,
};

async function filled(db: TillDb) {
  await db.tillItems.put(item(1));
  await db.tillCustomers.put(customerRowOf(customer(1)));
  await db.meta.put({ key: `till:cursor:catalogue:${SHOP_UUID}`, value: 'c-9' });
}

describe('registerDevice', () => {
  it('registers the till and keeps it with the number its first session takes', async () => {
    const db = freshTillDb();
    const server = fakeServer(() => registered());
    const device = await registerDevice(db, server.client, INPUT);
    expect(server.requests[0]?.variables).toStrictEqual({
      input: {
        shopUuid: SHOP_UUID,
        code: 'c1',
        name: 'Caisse entrée',
        warehouseId: WAREHOUSE,
        reclaim: false,
      },
    });
    expect(device).toEqual({
      uuid: '66666666-6666-4666-8666-666666666666',
      code: 'C1',
      name: 'Caisse entrée',
      shopUuid: SHOP_UUID,
      shopName: 'Boutique Alger',
      warehouseId: WAREHOUSE,
      warehouseName: 'Boutique',
      registeredAt: Date.parse('2026-05-01T08:00:00.000Z'),
      nextSessionNumber: 1,
    });
    expect((await db.meta.get('till:device'))?.value).toEqual(device);
  });

  it('continues a reclaimed till after the sessions the server holds', async () => {
    const db = freshTillDb();
    const device = await registerDevice(db, fakeServer(() => registered({ lastSessionNumber: 12 })).client, {
      ...INPUT,
      reclaim: true,
    });
    expect(device.nextSessionNumber).toBe(13);
    const session = await openSession(db, { device, cashier: CASHIER, openingCash: 0 });
    expect(session.number).toBe(13);
  });

  it('keeps the mirrors for the same shop and empties them for another', async () => {
    const db = freshTillDb();
    await registerDevice(db, fakeServer(() => registered()).client, INPUT);
    await filled(db);
    await registerDevice(db, fakeServer(() => registered({ name: 'Caisse 2' })).client, INPUT);
    expect(await db.tillItems.count()).toBe(1);
    await registerDevice(db, fakeServer(() => registered({ shopUuid: OTHER_SHOP })).client, {
      ...INPUT,
      shopUuid: OTHER_SHOP,
    });
    expect(await db.tillItems.count()).toBe(0);
    expect(await db.tillCustomers.count()).toBe(0);
    expect(await db.meta.get(`till:cursor:catalogue:${SHOP_UUID}`)).toBeUndefined();
  });

  it('lets a refusal through for the form to show, storing nothing', async () => {
    const db = freshTillDb();
    const refusal = graphqlError('BAD_USER_INPUT', 'Code taken', { messageKey: 'pos.device_code_taken' });
    await expect(registerDevice(db, fakeServer(() => refusal).client, INPUT)).rejects.toThrow('Code taken');
    expect(await db.meta.get('till:device')).toBeUndefined();
  });
});

describe('forgetDevice', () => {
  it('refuses while an entry waits or a session is open, then forgets the till and its mirrors', async () => {
    const db = freshTillDb();
    const device = await registerDevice(db, fakeServer(() => registered()).client, INPUT);
    await filled(db);
    await openSession(db, { device, cashier: CASHIER, openingCash: 0 });
    await expect(forgetDevice(db)).rejects.toMatchObject({ code: 'unsynced' });
    await db.outbox.toCollection().modify({ state: 'acked' });
    await expect(forgetDevice(db)).rejects.toMatchObject({ code: 'session_open' });
    await db.tillSessions.toCollection().modify({ status: 'closed' });
    await forgetDevice(db);
    expect(await db.meta.get('till:device')).toBeUndefined();
    expect(await db.tillItems.count()).toBe(0);
  });
});
