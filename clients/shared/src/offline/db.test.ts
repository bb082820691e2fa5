import Dexie from 'dexie';
import { SCHEMA_V1, TijaraDb, createTijaraDb } from './db';
import { freshDbName } from '../test/outbox-harness';

it('upgrades a device on version 1 to the drafts and offline copies without losing its data', async () => {
  const name = freshDbName();
  const v1 = new Dexie(name);
  v1.version(1).stores(SCHEMA_V1);
  await v1.table('localOrders').put({
    id: 'o1',
    kind: 'webOrder',
    data: { total: 120_000 },
    status: 'pending',
    createdAt: 1,
    serverRef: null,
  });
  await v1.table('meta').put({ key: 'deviceId', value: 'device-1' });
  await v1
    .table('wilayas')
    .put({ id: 16, code: '16', isoCode: 'DZ-16', name: 'Alger', nameAr: 'الجزائر', deliverable: true });
  v1.close();

  const db = createTijaraDb(name);
  expect(await db.localOrders.get('o1')).toMatchObject({ status: 'pending', data: { total: 120_000 } });
  expect(await db.meta.get('deviceId')).toEqual({ key: 'deviceId', value: 'device-1' });
  expect(await db.wilayas.count()).toBe(1);
  expect(db.verno).toBe(3);

  await db.drafts.put({ key: 'product:12:details', value: { name: 'Tajine' }, savedAt: 10 });
  await db.offlineCopies.put({ key: 'products:list', value: [{ id: 12 }], savedAt: 20 });
  expect(await db.drafts.get('product:12:details')).toEqual({
    key: 'product:12:details',
    value: { name: 'Tajine' },
    savedAt: 10,
  });
  expect(await db.offlineCopies.where('savedAt').below(30).primaryKeys()).toEqual(['products:list']);
  db.close();
  await Dexie.delete(name);
});

it('keeps one draft per key: a later write replaces the earlier one', async () => {
  const db = createTijaraDb(freshDbName());
  await db.drafts.put({ key: 'k', value: { a: 1 }, savedAt: 1 });
  await db.drafts.put({ key: 'k', value: { a: 2 }, savedAt: 2 });
  expect(await db.drafts.toArray()).toEqual([{ key: 'k', value: { a: 2 }, savedAt: 2 }]);
  db.close();
});

it('takes a device on an app’s own version 2 (the storefront’s) to version 3 with its rows', async () => {
  const name = freshDbName();
  const appV2 = new Dexie(name);
  appV2.version(1).stores(SCHEMA_V1);
  appV2.version(2).stores({ catalogQueries: 'key, savedAt' });
  await appV2.table('catalogQueries').put({ key: 'home', data: { a: 1 }, savedAt: 1 });
  appV2.close();

  class AppDb extends TijaraDb {
    constructor() {
      super(name);
      this.version(2).stores({ catalogQueries: 'key, savedAt' });
    }
  }
  const db = new AppDb();
  expect(await db.table('catalogQueries').get('home')).toMatchObject({ data: { a: 1 } });
  await db.drafts.put({ key: 'k', value: 1, savedAt: 2 });
  expect(db.verno).toBe(3);
  db.close();
  await Dexie.delete(name);
});
