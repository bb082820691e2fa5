/**
 * The legacy add-stock form (POST /dashboard/api/warehouse/{warehouseId}/add-stock): multipart,
 * urlencoded and JSON bodies alike, answering {status: 'ok', message: the quantity added}; a refusal
 * keeps its 4xx with {status: 'error', success: false, message, messageKey, errors} and writes nothing.
 */
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { createStockProduct, demoWarehouses } from './helpers/stock-fixtures';
import type { DemoWarehouses, StockProduct } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let admin: StaffClient;
let warehouses: DemoWarehouses;
let plain: StockProduct;
let sized: StockProduct;

beforeAll(async () => {
  server = await createTestApp();
  admin = await staffClient(server);
  warehouses = await demoWarehouses(server);
  plain = await createStockProduct(server, { name: 'Tapis' });
  sized = await createStockProduct(server, { name: 'Gandoura', combinations: 2 });
});
afterAll(() => server.close());

const movementCount = async () =>
  Number((await sql<{ n: string }>(server, 'select count(*) as n from stock_movement'))[0]?.n);
const json = async (response: Response) => [response.status, await response.json()] as const;

describe('the add-stock form', () => {
  const path = () => `/dashboard/api/warehouse/${warehouses.boutique}/add-stock`;

  it('answers {status: ok, message: the quantity added} to multipart, urlencoded and JSON alike', async () => {
    const fields = { productId: String(plain.productId), combinationId: '', quantity: '4' };
    expect(await json(await admin.form(path(), fields))).toEqual([
      200,
      { status: 'ok', message: '4', quantity: 4, stock: { onHand: 4, reserved: 0, available: 4 } },
    ]);
    const urlencoded = await fetch(`${server.url}${path()}`, {
      method: 'POST',
      headers: {
        cookie: admin.signed.cookie,
        'x-csrf-token': admin.signed.csrfToken,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        ...fields,
        combinationId: '0',
        quantity: '٣',
        reason: 'return',
      }).toString(),
    });
    expect(await json(urlencoded)).toEqual([
      200,
      { status: 'ok', message: '3', quantity: 3, stock: { onHand: 7, reserved: 0, available: 7 } },
    ]);
    const body = { productId: sized.productId, combinationId: sized.combinationIds[0], quantity: 2 };
    expect(await json(await admin.rest('POST', path(), body))).toEqual([
      200,
      { status: 'ok', message: '2', quantity: 2, stock: { onHand: 2, reserved: 0, available: 2 } },
    ]);
  });

  it('keeps the 4xx of a refusal with {status: error, success: false, code, message, messageKey, errors}', async () => {
    const before = await movementCount();
    for (const quantity of ['abc', '1.5', '0', '-1', '']) {
      expect([
        quantity,
        ...(await json(await admin.form(path(), { productId: String(plain.productId), quantity }))),
      ]).toEqual([
        quantity,
        400,
        {
          status: 'error',
          success: false,
          code: 'BAD_USER_INPUT',
          message: 'Invalid quantity',
          messageKey: 'invalid_quantity',
          errors: { quantity: ['must be a whole number from 1 to 1000000'] },
        },
      ]);
    }
    const [status, body] = await json(await admin.form(path(), { quantity: '2' }));
    expect([status, body]).toEqual([
      400,
      {
        status: 'error',
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'Missing productId',
        errors: { productId: ['is required'] },
      },
    ]);
    const unknown = await json(
      await admin.form('/dashboard/api/warehouse/nope/add-stock', {
        productId: String(plain.productId),
        quantity: '2',
      }),
    );
    expect(unknown).toEqual([
      404,
      { status: 'error', success: false, code: 'NOT_FOUND', message: 'Warehouse nope not found', errors: {} },
    ]);
    const missingCombination = await json(
      await admin.form(path(), { productId: String(sized.productId), quantity: '2' }),
    );
    expect([missingCombination[0], (missingCombination[1] as { errors: object }).errors]).toEqual([
      400,
      { combinationId: [expect.any(String)] },
    ]);
    const noCsrf = await server.request('POST', path(), {
      headers: { cookie: admin.signed.cookie },
      body: { productId: plain.productId, quantity: 1 },
    });
    expect(noCsrf.status).toBe(403);
    expect(await movementCount()).toBe(before);
  });
});
