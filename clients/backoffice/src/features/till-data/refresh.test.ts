import { PaymentType } from '@tijara/schema';
import { createLocalLockManager } from '@tijara/shared';
import { saveNewCustomer } from './customers';
import { priceTillCart } from './pricing';
import { recordSale } from './record-sale';
import { refreshTillData } from './refresh';
import { openSession } from './sessions';
import { answerFeeds, demoCatalogue } from './test-feeds';
import type { Feeds } from './test-feeds';
import { CASHIER, freshTillDb, withDevice } from './test-fixtures';
import { fakeServer, graphqlError } from './test-transport';
import { META } from './meta';
import type { TillDb } from './till-db';
import type { RefreshProgress, TillDevice } from './types';

async function refresh(
  db: TillDb,
  device: TillDevice,
  feeds: Feeds,
  onProgress?: (p: RefreshProgress) => void,
) {
  const server = fakeServer((request) => answerFeeds(feeds, request));
  await refreshTillData(db, server.client, {
    device,
    onProgress,
    locks: createLocalLockManager(),
    now: () => 42,
  });
  return server.requests;
}

function smallFeeds(): Feeds {
  return {
    products: [
      { id: 1, name: 'Tajine', priceHt: 10_000, combinations: [], stamp: 1 },
      {
        id: 2,
        name: 'Robe',
        priceHt: 20_000,
        combinations: [
          { id: 21, label: 'Rouge', impact: 500, barcode: '6130000000021' },
          { id: 22, label: 'Bleu', impact: -500 },
        ],
        stamp: 1,
      },
    ],
    customers: [{ id: 5, firstname: 'Amina', lastname: 'Benali', phone: '0661234567', stamp: 1 }],
    levels: [
      { productId: 1, combinationId: null, available: 10 },
      { productId: 2, combinationId: 21, available: 4 },
    ],
  };
}

describe('refreshTillData', () => {
  it('loads a mirror whole again when the server refuses its cursor (kept 90 days), keeping counter customers', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    await refresh(db, device, smallFeeds());
    const kept = await db.tillItems.get('1:0');
    if (!kept) throw new Error('the first refresh wrote no item');
    await db.tillItems.put({ ...kept, key: '999:0', productId: 999 });
    await saveNewCustomer(db, { firstname: 'Karim', lastname: 'Haddad', phone: '0770123456' });
    await db.meta.bulkPut([
      { key: META.catalogueCursor(device.shopUuid), value: 'expired' },
      { key: META.customersCursor(device.shopUuid), value: 'expired' },
    ]);
    const refused = graphqlError('BAD_USER_INPUT', 'cursor expired', {
      fieldErrors: { cursor: ['This cursor is older than the change log'] },
      messageKey: 'till.cursor_expired',
    });
    const server = fakeServer((request) =>
      request.variables['cursor'] === 'expired' ? refused : answerFeeds(smallFeeds(), request),
    );
    await refreshTillData(db, server.client, { device, locks: createLocalLockManager(), now: () => 43 });

    expect((await db.tillItems.toArray()).map((item) => item.key).sort()).toEqual(['1:0', '2:21', '2:22']);
    expect((await db.tillCustomers.toArray()).map((customer) => customer.key).sort()).toEqual([
      'id:5',
      'new:0770123456',
    ]);
    expect(await db.meta.get(META.catalogueCursor(device.shopUuid))).not.toEqual(
      expect.objectContaining({ value: 'expired' }),
    );
  });

  it('loads the demo catalogue of 6,000 items in a few transactions, one per page', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const feeds: Feeds = { products: demoCatalogue(), customers: [], levels: [] };
    const transactions = jest.spyOn(db, 'transaction');
    const progress: RefreshProgress[] = [];

    const requests = await refresh(db, device, feeds, (p) => progress.push(p));

    expect(await db.tillItems.count()).toBe(6000);
    expect(requests.filter((r) => r.operationName === 'TillCataloguePage')).toHaveLength(4);
    // Rules, 4 catalogue pages, 1 customer page, the stock: O(pages), not O(rows).
    expect(transactions.mock.calls.length).toBeLessThan(15);
    expect(progress.filter((p) => p.phase === 'catalogue')).toEqual(
      [500, 1000, 1500, 2000].map((done) => ({ phase: 'catalogue', done, total: 2000 })),
    );
    expect(await db.meta.get('till:refreshedAt')).toEqual({ key: 'till:refreshedAt', value: 42 });
  });

  it('keeps items as the server prices and keys them, one per combination', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    await refresh(db, device, smallFeeds());
    const items = await db.tillItems.orderBy('key').toArray();
    expect(items.map((i) => [i.key, i.name.fr, i.sku, i.barcode, i.unitPriceHt, i.unitPriceTtc])).toEqual([
      ['1:0', 'Tajine', 'SKU-1', null, 10_000, 11_900],
      ['2:21', 'Robe - Rouge', 'SKU-2', '6130000000021', 20_500, 24_395],
      ['2:22', 'Robe - Bleu', 'SKU-2', null, 19_500, 23_205],
    ]);
  });

  it('resumes a refresh cut midway at the page it did not write', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const feeds: Feeds = { products: demoCatalogue(), customers: [], levels: [] };
    let pages = 0;
    feeds.interrupt = (request) => {
      if (request.operationName !== 'TillCataloguePage') return null;
      pages += 1;
      return pages === 3 ? new TypeError('Failed to fetch') : null;
    };
    await expect(refresh(db, device, feeds)).rejects.toThrow('Failed to fetch');
    expect(await db.tillItems.count()).toBe(3000);

    const requests = await refresh(db, device, feeds);

    const cursors = requests
      .filter((r) => r.operationName === 'TillCataloguePage')
      .map((r) => r.variables.cursor);
    expect(cursors).toEqual(['1:1000|0:0', '1:1500|0:0']);
    expect(await db.tillItems.count()).toBe(6000);
  });

  it('takes only the changes at the next refresh: removed products and combinations leave', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const feeds = smallFeeds();
    await refresh(db, device, feeds);
    const [tajine, robe] = feeds.products;
    if (!tajine || !robe) throw new Error('fixture');
    tajine.removed = true;
    tajine.stamp = 2;
    robe.combinations = robe.combinations.slice(0, 1);
    robe.priceHt = 21_000;
    robe.stamp = 2;

    const requests = await refresh(db, device, feeds);

    expect(requests.find((r) => r.operationName === 'TillCataloguePage')?.variables.cursor).toBe('1:2');
    expect((await db.tillItems.toArray()).map((i) => [i.key, i.unitPriceHt])).toEqual([['2:21', 21_500]]);
  });

  it('files a customer made at the counter under the server’s id, with their segments and coupons', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const feeds = smallFeeds();
    await refresh(db, device, feeds);
    await saveNewCustomer(db, { firstname: 'Karim', lastname: 'Haddad', phone: '0777123456' });
    feeds.customers.push({
      id: 9,
      firstname: 'Karim',
      lastname: 'Haddad',
      phone: '0777123456',
      stamp: 2,
      segmentIds: [3],
      usedPromotionIds: [12],
    });

    await refresh(db, device, feeds);

    expect((await db.tillCustomers.orderBy('key').toArray()).map((c) => c.key)).toEqual(['id:5', 'id:9']);
    // What the engine needs of them: their segments and the single-use coupons they used.
    expect(await db.tillCustomers.get('id:9')).toMatchObject({ segmentIds: [3], usedPromotionIds: [12] });
  });
});

describe('the stock snapshot', () => {
  async function sellRobe(db: TillDb, device: TillDevice, quantity: number) {
    const session =
      (await db.tillSessions.toArray())[0] ??
      (await openSession(db, { device, cashier: CASHIER, openingCash: 0 }));
    const item = await db.tillItems.get('2:21');
    if (!item) throw new Error('no item');
    const entries = [{ item, quantity }];
    const pricing = priceTillCart({
      entries,
      customer: null,
      paymentType: null,
      couponCodes: [],
      rules: [],
      at: 0,
    });
    const payment = {
      paymentType: PaymentType.CARD,
      tenders: [{ method: PaymentType.CARD, amount: pricing.total }],
      cashGiven: null,
      change: 0,
      installments: [],
      balanceDue: 0,
    };
    return recordSale(db, { device, session, entries, pricing, customer: null, payment, couponCodes: [] });
  }

  async function available(db: TillDb, key: string) {
    const row = await db.tillStock.get(key);
    return (row?.available ?? 0) - (row?.sold ?? 0);
  }

  it('takes the till’s sales off the server’s figure until the server has them, never twice', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const feeds = smallFeeds();
    await refresh(db, device, feeds);
    expect(await available(db, '2:21')).toBe(4);

    const first = await sellRobe(db, device, 1);
    await sellRobe(db, device, 2);
    expect(await available(db, '2:21')).toBe(1);

    // A refresh while both are unsynced: the server still says 4; the till still shows 1.
    await refresh(db, device, feeds);
    expect(await available(db, '2:21')).toBe(1);

    // The first sale synced: the server now says 3 and counts it; the second still waits.
    const entries = await db.outbox.filter((entry) => entry.recordId === first.id).toArray();
    await db.outbox.update(entries[0]?.id ?? '', { state: 'acked', serverRef: 'CMD-1', ackedAt: 1 });
    feeds.levels = [{ productId: 2, combinationId: 21, available: 3 }];
    await refresh(db, device, feeds);
    expect(await available(db, '2:21')).toBe(1);
    // Product 1 left the snapshot: nothing is available any more.
    expect(await available(db, '1:0')).toBe(0);
  });

  it('counts a sale the server recorded during the request as not in the snapshot (a unit too few, never too many)', async () => {
    const db = freshTillDb();
    const device = await withDevice(db);
    const feeds = smallFeeds();
    await refresh(db, device, feeds);
    const sale = await sellRobe(db, device, 1);
    feeds.interrupt = (request) => {
      if (request.operationName === 'TillStock') {
        // The server records the sale and its snapshot counts it; the till hears of it meanwhile.
        feeds.levels = [{ productId: 2, combinationId: 21, available: 3 }];
        void db.outbox.filter((entry) => entry.recordId === sale.id).modify({ state: 'acked', ackedAt: 2 });
      }
      return null;
    };
    await refresh(db, device, feeds);
    expect(await available(db, '2:21')).toBe(2);
    feeds.interrupt = undefined;
    await refresh(db, device, feeds);
    expect(await available(db, '2:21')).toBe(3);
  });
});
