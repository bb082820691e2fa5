import { createTijaraDb } from './db';
import type { TijaraDb } from './db';
import { getDeviceId, nextDeviceSeq } from './device';
import { enqueue } from './enqueue';
import { freshDbName } from '../test/outbox-harness';

let db: TijaraDb;

beforeEach(() => {
  db = createTijaraDb(freshDbName());
});

afterEach(() => db.close());

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it('writes the record and its entry in one transaction, with a key fixed at enqueue', async () => {
  const entry = await enqueue(
    db,
    { kind: 'placeOrder', payload: { orderId: 'o-1', total: 1_500 }, recordId: 'o-1', now: 1_000 },
    async () => {
      await db.localOrders.add({
        id: 'o-1',
        kind: 'order',
        data: {},
        status: 'pending',
        createdAt: 1_000,
        serverRef: null,
      });
    },
  );

  expect(entry.id).toMatch(UUID_V4);
  expect(await db.outbox.get(entry.id)).toEqual({
    id: entry.id,
    kind: 'placeOrder',
    payload: { orderId: 'o-1', total: 1_500 },
    idempotencyKey: entry.id,
    schemaVersion: 1,
    appVersion: '0.0.0',
    deviceId: await getDeviceId(db),
    deviceSeq: 1,
    createdAt: 1_000,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 1_000,
    leaseUntil: null,
    lastError: null,
    serverRef: null,
    ackedAt: null,
    recordId: 'o-1',
  });
  expect(await db.localOrders.get('o-1')).toMatchObject({ status: 'pending' });
});

it('leaves neither record nor entry when writing the record fails', async () => {
  const attempt = enqueue(db, { kind: 'placeOrder', payload: {} }, async () => {
    await db.localOrders.add({
      id: 'o-2',
      kind: 'order',
      data: {},
      status: 'pending',
      createdAt: 0,
      serverRef: null,
    });
    throw new Error('quota exceeded');
  });

  await expect(attempt).rejects.toThrow('quota exceeded');
  expect(await db.localOrders.count()).toBe(0);
  expect(await db.outbox.count()).toBe(0);
  // The sequence number of the failed enqueue was rolled back with it: no gap.
  expect(await nextDeviceSeq(db)).toBe(1);
});

it('keeps a given idempotency key and numbers entries in order', async () => {
  const first = await enqueue(db, { kind: 'placeOrder', payload: {}, idempotencyKey: 'abc' });
  const second = await enqueue(db, { kind: 'placeOrder', payload: {}, dependsOn: first.id });

  expect(first.idempotencyKey).toBe('abc');
  expect(second).toMatchObject({ deviceSeq: 2, dependsOn: first.id, deviceId: first.deviceId });
});

it('creates the device id once and keeps it', async () => {
  const id = await getDeviceId(db);
  expect(id).toMatch(UUID_V4);
  expect(await getDeviceId(db)).toBe(id);
  const again = createTijaraDb(db.name);
  expect(await getDeviceId(again)).toBe(id);
  again.close();
});

it('gives distinct, increasing sequence numbers to concurrent callers', async () => {
  const numbers = await Promise.all(Array.from({ length: 10 }, () => nextDeviceSeq(db)));
  expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
});
