import Dexie from 'dexie';
import { SCHEMA_V1 } from '@tijara/shared';
import { MIRROR_MAX_ROWS, writeMirror } from './catalog-mirror';
import { mirrorKey } from './mirror-key';
import { StorefrontDb } from './storefront-db';

it('upgrades a device on the first schema without losing its outbox or orders', async () => {
  const name = `upgrade-${Date.now()}`;
  // A device still on the first schema, as it was shipped.
  const v1 = new Dexie(name);
  v1.version(1).stores(SCHEMA_V1);
  await v1.table('localOrders').put({
    id: 'o1',
    kind: 'webOrder',
    data: {},
    status: 'pending',
    createdAt: 1,
    serverRef: null,
  });
  v1.close();
  const current = new StorefrontDb(name);
  expect(await current.localOrders.get('o1')).toMatchObject({ status: 'pending' });
  await current.catalogQueries.put({ key: 'k', data: { a: 1 }, savedAt: 2 });
  expect(current.verno).toBe(3);
  current.close();
  await Dexie.delete(name);
});

it('refreshes a page in place and drops the oldest past the cap', async () => {
  const db = new StorefrontDb(`cap-${Date.now()}`);
  await writeMirror(db, 'same', { v: 1 }, 1);
  await writeMirror(db, 'same', { v: 2 }, 2);
  expect(await db.catalogQueries.count()).toBe(1);
  expect((await db.catalogQueries.get('same'))?.data).toEqual({ v: 2 });
  await db.catalogQueries.bulkPut(
    Array.from({ length: MIRROR_MAX_ROWS }, (_, i) => ({ key: `old-${i}`, data: i, savedAt: 10 + i })),
  );
  await writeMirror(db, 'newest', { v: 3 }, 10_000);
  expect(await db.catalogQueries.count()).toBe(MIRROR_MAX_ROWS);
  expect(await db.catalogQueries.get('same')).toBeUndefined();
  expect(await db.catalogQueries.get('newest')).toBeDefined();
});

it('keys a question by operation, document, language and variables in any key order', () => {
  const doc = 'query Products($page: Int) { products(page: $page) { totalCount } }';
  expect(mirrorKey(doc, 'fr', { b: 1, a: [2, { d: 1, c: 2 }] })).toBe(
    mirrorKey(doc, 'fr', { a: [2, { c: 2, d: 1 }], b: 1 }),
  );
  expect(mirrorKey(doc, 'fr', {})).not.toBe(mirrorKey(doc, 'ar', {}));
  expect(mirrorKey(doc, 'fr', {})).not.toBe(mirrorKey(`${doc} `, 'fr', {}));
  expect(mirrorKey(doc, 'fr', {})).toMatch(/^Products:/);
});
