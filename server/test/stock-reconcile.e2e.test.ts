/**
 * Update stocks: levels are a cache of the ledger and of the active reservations. Corrupted level
 * rows (changed by raw SQL), a missing one and expired reservations are reported by the dry run
 * (stockCheck, GET /dashboard/api/stock/check) without any write, and fixed by reconcileStock and
 * POST /dashboard/api/warehouse/update-stocks/{id}, which never write a ledger row.
 */
import { StockLedger } from '../src/modules/stock';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { signInAs } from './helpers/staff';
import {
  addStockDirect,
  createStockProduct,
  demoWarehouses,
  ledgerMismatches,
} from './helpers/stock-fixtures';
import type { DemoWarehouses, StockProduct } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const NOW = new Date('2026-12-01T09:00:00.000Z');
const PAST = new Date('2026-12-01T08:00:00.000Z');
const LATER = new Date('2026-12-02T08:00:00.000Z');
let server: TestApp;
let admin: StaffClient;
let warehouses: DemoWarehouses;
let plain: StockProduct;
let sized: StockProduct;

const REPORT = `warehouseId warehouseName levelsChecked expiredReservationsReleased applied checkedAt
  onHandCorrections { productId combinationId productName combinationName recorded expected }
  reservedCorrections { productId combinationId productName combinationName recorded expected }`;
const CHECK = `query ($id: ID!) { stockCheck(warehouseId: $id) { ${REPORT} } }`;
const RECONCILE = `mutation ($id: ID!) { reconcileStock(warehouseId: $id) { ${REPORT} } }`;

async function corrupt(productId: number, combinationId: number | null, set: string) {
  await sql(
    server,
    `update stock_level set ${set} where warehouse_id = ? and product_id = ? and coalesce(combination_id, 0) = ?`,
    [warehouses.central, productId, combinationId ?? 0],
  );
}

beforeAll(async () => {
  server = await createTestApp({ now: NOW });
  admin = await staffClient(server);
  warehouses = await demoWarehouses(server);
  plain = await createStockProduct(server, { name: 'Brasero' });
  sized = await createStockProduct(server, { name: 'Burnous', combinations: 2 });
  const [first = 0, second = 0] = sized.combinationIds;
  const central = { warehouseId: warehouses.central };
  await addStockDirect(server, { ...central, productId: plain.productId, quantity: 10 });
  await addStockDirect(server, { ...central, productId: sized.productId, combinationId: first, quantity: 4 });
  await addStockDirect(server, {
    ...central,
    productId: sized.productId,
    combinationId: second,
    quantity: 3,
  });
  await addStockDirect(server, { warehouseId: warehouses.boutique, productId: plain.productId, quantity: 6 });
  const ledger = new StockLedger();
  await server.orm.em.fork().transactional(async (em) => {
    const line = { ...central, productId: plain.productId, combinationId: null, at: PAST };
    await ledger.reserve(em, { ...line, quantity: 3, reference: 'order:kept', expiresAt: LATER });
    await ledger.reserve(em, { ...line, quantity: 2, reference: 'order:stale', expiresAt: PAST });
    const combination = { ...central, productId: sized.productId, combinationId: first, at: PAST };
    await ledger.reserve(em, { ...combination, quantity: 1, reference: 'order:stale', expiresAt: NOW });
  });
  await corrupt(plain.productId, null, 'on_hand = 99');
  await corrupt(sized.productId, first, 'reserved = 0');
  await sql(server, 'delete from stock_level where combination_id = ?', [second]);
  await sql(server, 'update stock_level set on_hand = 50 where warehouse_id = ?', [warehouses.boutique]);
});
afterAll(() => server.close());

const correction = (productId: number, combinationId: number | null, recorded: number, expected: number) => ({
  productId,
  combinationId,
  productName: productId === plain.productId ? 'Brasero' : 'Burnous',
  combinationName: combinationId === null ? null : combinationId === sized.combinationIds[0] ? 'V1' : 'V2',
  recorded,
  expected,
});

function expectedReport(applied: boolean) {
  const [first = 0, second = 0] = sized.combinationIds;
  return {
    warehouseId: warehouses.central,
    warehouseName: 'Entrepôt central',
    levelsChecked: 3,
    onHandCorrections: [correction(plain.productId, null, 99, 10), correction(sized.productId, second, 0, 3)],
    reservedCorrections: [correction(sized.productId, first, 0, 1)],
    expiredReservationsReleased: 2,
    applied,
    checkedAt: NOW.toISOString(),
  };
}

const snapshot = async () => ({
  levels: await sql(
    server,
    'select warehouse_id, product_id, combination_id, on_hand, reserved from stock_level order by id',
  ),
  reservations: await sql(server, 'select reference, status, quantity from stock_reservation order by id'),
  movements: await sql(server, 'select count(*) as n from stock_movement'),
});

describe('update stocks', () => {
  it('reports the differences and expired reservations in a dry run, writing nothing', async () => {
    const before = await snapshot();
    const check = await admin.graphql<{ stockCheck: unknown }>(CHECK, { id: warehouses.central });
    expect(check.data?.stockCheck).toEqual(expectedReport(false));
    const [status, body] = await (async (r: Response) => [r.status, await r.json()] as const)(
      await admin.rest('GET', `/dashboard/api/stock/check?warehouseId=${warehouses.central}`),
    );
    expect([status, body]).toEqual([
      200,
      { status: 'success', checkedAt: NOW.toISOString(), warehouses: [expectedReport(false)] },
    ]);
    const every = (await (await admin.rest('GET', '/dashboard/api/stock/check')).json()) as {
      warehouses: { warehouseName: string; onHandCorrections: unknown[] }[];
    };
    expect(every.warehouses.map((w) => [w.warehouseName, w.onHandCorrections.length])).toEqual([
      ['Boutique Alger-Centre', 1],
      ['Entrepôt central', 2],
    ]);
    const clerk = await signInAs(server, { roles: ['STOCK_CLERK'], warehouseIds: [warehouses.boutique] });
    const own = (await (await server.get('/dashboard/api/stock/check', { cookie: clerk.cookie })).json()) as {
      warehouses: { warehouseId: string }[];
    };
    expect(own.warehouses.map((w) => w.warehouseId)).toEqual([warehouses.boutique]);
    expect(await snapshot()).toEqual(before);
  });

  it('rewrites the levels from the ledger and reservations, releases expired ones, and writes no ledger row', async () => {
    const movements = (await snapshot()).movements;
    const result = await admin.graphql<{ reconcileStock: unknown }>(RECONCILE, { id: warehouses.central });
    expect(result.data?.reconcileStock).toEqual(expectedReport(true));
    const central = (await ledgerMismatches(server)).filter((m) => m.warehouse_id === warehouses.central);
    expect(central).toEqual([]);
    const [first = 0, second = 0] = sized.combinationIds;
    const levels = await sql(
      server,
      'select product_id, combination_id, on_hand, reserved, updated_at = ? as now from stock_level ' +
        'where warehouse_id = ? order by product_id, combination_id',
      [NOW, warehouses.central],
    );
    expect(levels).toEqual([
      { product_id: plain.productId, combination_id: null, on_hand: 10, reserved: 3, now: true },
      // Its reserved was wrong (0 for 1 held), but 0 is right once the expired hold is released: untouched.
      { product_id: sized.productId, combination_id: first, on_hand: 4, reserved: 0, now: false },
      { product_id: sized.productId, combination_id: second, on_hand: 3, reserved: 0, now: true },
    ]);
    const stale = await sql(
      server,
      "select status, closed_at = ? as now from stock_reservation where reference = 'order:stale'",
      [NOW],
    );
    expect(stale).toEqual([
      { status: 'released', now: true },
      { status: 'released', now: true },
    ]);
    expect((await snapshot()).movements).toEqual(movements);
    const boutique = await sql(server, 'select on_hand from stock_level where warehouse_id = ?', [
      warehouses.boutique,
    ]);
    expect(boutique).toEqual([{ on_hand: 50 }]);

    const again = await admin.graphql<{ reconcileStock: Record<string, unknown> }>(RECONCILE, {
      id: warehouses.central,
    });
    expect(again.data?.reconcileStock).toMatchObject({
      levelsChecked: 3,
      onHandCorrections: [],
      reservedCorrections: [],
      expiredReservationsReleased: 0,
    });
  });

  it('answers the update-stocks POST with {status: success, ...} and keeps the status of a refusal', async () => {
    const path = (id: string) => `/dashboard/api/warehouse/update-stocks/${id}`;
    const response = await admin.rest('POST', path(warehouses.boutique));
    expect([response.status, await response.json()]).toEqual([
      200,
      {
        status: 'success',
        warehouseId: warehouses.boutique,
        warehouseName: 'Boutique Alger-Centre',
        levelsChecked: 1,
        onHandCorrections: [correction(plain.productId, null, 50, 6)],
        reservedCorrections: [],
        expiredReservationsReleased: 0,
        applied: true,
        checkedAt: NOW.toISOString(),
      },
    ]);
    expect(await ledgerMismatches(server)).toEqual([]);
    const unknown = await admin.rest('POST', path('nope'));
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      { status: 'error', success: false, code: 'NOT_FOUND', message: 'Warehouse nope not found', errors: {} },
    ]);
    const clerk = await signInAs(server, { roles: ['STOCK_CLERK'], warehouseIds: [warehouses.boutique] });
    const foreign = await server.request('POST', path(warehouses.central), {
      headers: { cookie: clerk.cookie, 'x-csrf-token': clerk.csrfToken },
    });
    expect([foreign.status, await foreign.json()]).toEqual([
      403,
      {
        status: 'error',
        success: false,
        code: 'FORBIDDEN',
        message: 'You are not assigned to this warehouse',
        errors: {},
      },
    ]);
    const noCsrf = await server.request('POST', path(warehouses.boutique), {
      headers: { cookie: admin.signed.cookie },
    });
    expect(noCsrf.status).toBe(403);
  });
});
