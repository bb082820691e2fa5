import Dexie from 'dexie';
import { createTijaraDb } from '@tijara/shared';
import { createTillDb } from './till-db';

it('takes a back office on the shared version 3 to the till’s version 4 with its rows', async () => {
  const name = `till-upgrade-${Date.now()}`;
  const v3 = createTijaraDb(name);
  await v3.localOrders.put({
    id: 'o1',
    kind: 'staffOrder',
    data: { total: 1 },
    status: 'pending',
    createdAt: 1,
    serverRef: null,
  });
  await v3.drafts.put({ key: 'product:1:details', value: { name: 'Tajine' }, savedAt: 2 });
  v3.close();

  const db = createTillDb(name);
  expect(await db.localOrders.get('o1')).toMatchObject({ kind: 'staffOrder', status: 'pending' });
  expect(await db.drafts.count()).toBe(1);
  expect(db.verno).toBe(4);
  await db.tillRules.put({
    id: 1,
    title: 'Remise',
    scope: 'all',
    targetIds: [],
    paymentMethods: [],
    priority: 0,
    active: true,
    startsAt: 0,
    endsAt: 1,
    couponCode: null,
    singleUse: false,
    discountType: 'amount',
    value: 100,
    combinability: 'stackable',
    channels: ['POS'],
    minimumSubtotal: null,
  });
  expect(await db.tillRules.count()).toBe(1);
  db.close();
  await Dexie.delete(name);
});
