/**
 * The legacy expedition shims' exact answers, with JSON and form-encoded bodies alike: the product
 * picker, add / update / remove item, and part reception (with its Idempotency-Key header); refusals
 * keep their 4xx and carry the legacy screens' message key.
 */
import {
  expeditionWorld,
  levelOf,
  newExpedition,
  SEND,
  stockedProduct,
  dataOf,
} from './helpers/expeditions-fixtures';
import type { ExpeditionView, ExpeditionWorld } from './helpers/expeditions-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { addStockDirect, createStockProduct } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let world: ExpeditionWorld;
beforeAll(async () => {
  server = await createTestApp();
  world = await expeditionWorld(server);
});
afterAll(() => server.close());

const BASE = '/dashboard/api/internal-expedition';

/** A urlencoded POST, as a plain HTML form sends it, with the client's cookie and CSRF token. */
function postForm(client: StaffClient, path: string, fields: Record<string, string>, headers = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      cookie: client.signed.cookie,
      'x-csrf-token': client.signed.csrfToken,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const json = async (response: Response) => [response.status, await response.json()] as const;

describe('the item shims', () => {
  it('add, update and remove with JSON or form bodies, answering the items', async () => {
    const plain = await stockedProduct(server, world.central, 8, 'Tapis');
    const sized = await createStockProduct(server, { combinations: 1, name: 'Gandoura' });
    const combinationId = sized.combinationIds[0] ?? 0;
    await addStockDirect(server, {
      warehouseId: world.central,
      productId: sized.productId,
      combinationId,
      quantity: 3,
    });
    const { id } = await newExpedition(server, world);
    const item = (itemId: number, quantity: number) => ({
      id: itemId,
      productId: plain.productId,
      combinationId: null,
      productName: 'Tapis',
      combinationName: null,
      quantity,
    });

    const [status, added] = await json(
      await world.sender.rest('POST', `${BASE}/${id}/add-item`, {
        productId: plain.productId,
        combinationId: null,
        quantity: 2,
      }),
    );
    const itemId = (added as { items: { id: number }[] }).items[0]?.id ?? 0;
    expect([status, added]).toEqual([
      200,
      { success: true, message: 'item_added', items: [item(itemId, 2)] },
    ]);
    const emptyCombination = { productId: String(plain.productId), combinationId: '', quantity: '1' };
    expect(await json(await postForm(world.sender, `${BASE}/${id}/add-item`, emptyCombination))).toEqual([
      200,
      { success: true, message: 'item_added', items: [item(itemId, 3)] },
    ]);
    const zeroCombination = { productId: String(plain.productId), combinationId: '0', quantity: '5' };
    expect(await json(await postForm(world.sender, `${BASE}/${id}/update-item`, zeroCombination))).toEqual([
      200,
      { success: true, message: 'item_updated', items: [item(itemId, 5)] },
    ]);
    const sizedForm = {
      productId: String(sized.productId),
      combinationId: String(combinationId),
      quantity: '٢',
    };
    const [, withSize] = await json(await postForm(world.sender, `${BASE}/${id}/add-item`, sizedForm));
    expect((withSize as { items: unknown[] }).items[1]).toEqual({
      id: expect.any(Number),
      productId: sized.productId,
      combinationId,
      productName: 'Gandoura',
      combinationName: 'V1',
      quantity: 2,
    });
    const removeBody = { productId: sized.productId, combinationId };
    expect(await json(await world.sender.rest('POST', `${BASE}/${id}/remove-item`, removeBody))).toEqual([
      200,
      { success: true, message: 'item_removed', items: [item(itemId, 5)] },
    ]);
    expect(await levelOf(server, world.central, sized.productId, combinationId)).toEqual({
      on_hand: 3,
      reserved: 0,
    });
    expect(await levelOf(server, world.central, plain.productId)).toEqual({ on_hand: 8, reserved: 5 });
  });

  it('keeps the 4xx of a refusal with the message key, for JSON and form bodies alike', async () => {
    const product = await stockedProduct(server, world.central, 3);
    const { id } = await newExpedition(server, world);
    const path = `${BASE}/${id}/add-item`;
    const tooMany = { productId: String(product.productId), quantity: '4' };
    const expected = {
      success: false,
      code: 'BAD_USER_INPUT',
      message: 'The quantity must be a whole number from 1 to 3',
      messageKey: 'invalid_quantity',
      errors: { quantity: ['The quantity must be a whole number from 1 to 3'] },
      available: 3,
    };
    expect(await json(await postForm(world.sender, path, tooMany))).toEqual([400, expected]);
    expect(await json(await world.sender.rest('POST', path, { ...tooMany, quantity: 1.5 }))).toEqual([
      400,
      expected,
    ]);
    expect(
      await json(
        await postForm(world.sender, path, { productId: String(product.productId), quantity: 'abc' }),
      ),
    ).toEqual([400, expected]);
    const [noProduct, body] = await json(await world.sender.rest('POST', path, { quantity: 1 }));
    expect([noProduct, body]).toEqual([
      400,
      {
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'Missing productId',
        messageKey: 'error_adding',
        errors: { productId: ['is required'] },
      },
    ]);
    const [unknown, missing] = await json(
      await world.sender.rest('POST', `${BASE}/2000000000/update-item`, { productId: 1, quantity: 1 }),
    );
    expect([unknown, (missing as { messageKey: string }).messageKey]).toEqual([404, 'error_updating']);
    expect((await world.sender.rest('POST', `${BASE}/abc/remove-item`, { productId: 1 })).status).toBe(400);

    await world.sender.rest('POST', path, { productId: product.productId, quantity: 1 });
    await world.sender.graphql(SEND, { id });
    expect(
      await json(await world.sender.rest('POST', path, { productId: product.productId, quantity: 1 })),
    ).toEqual([
      409,
      {
        success: false,
        code: 'CONFLICT',
        message: `Expedition ${id} is sent: its items can no longer change`,
        messageKey: 'error_adding',
        errors: {},
        reason: 'expedition_not_editable',
        status: 'sent',
      },
    ]);
    expect(await levelOf(server, world.central, product.productId)).toEqual({ on_hand: 2, reserved: 0 });
  });
});

describe('the reception shim', () => {
  async function sentPart(quantity: number) {
    const product = await stockedProduct(server, world.central, quantity);
    const { id } = await newExpedition(server, world);
    await world.sender.rest('POST', `${BASE}/${id}/add-item`, { productId: product.productId, quantity });
    const sent = dataOf(
      await world.sender.graphql<Record<string, ExpeditionView>>(SEND, { id }),
      'sendExpedition',
    );
    return { partId: sent.items[0]?.id ?? 0, productId: product.productId };
  }

  it('answers the part totals and statuses, for JSON and form bodies, once per Idempotency-Key', async () => {
    const { partId, productId } = await sentPart(5);
    const path = `${BASE}/receive/part/${partId}`;
    const first = await json(
      await world.receiver.rest('POST', path, { qtyReceived: 2 }, { 'idempotency-key': 'k-1' }),
    );
    const partial = {
      success: true,
      message: 'partReceived',
      qtyReceived: 2,
      remaining: 3,
      status: 'partially_recieved',
      expeditionStatus: 'partially_recieved',
    };
    expect(first).toEqual([200, partial]);
    expect(
      await json(await postForm(world.receiver, path, { qtyReceived: '2' }, { 'idempotency-key': 'k-1' })),
    ).toEqual([200, partial]);
    expect(await json(await postForm(world.receiver, path, { qtyReceived: '3' }))).toEqual([
      200,
      { ...partial, qtyReceived: 5, remaining: 0, status: 'recieved', expeditionStatus: 'fully_recieved' },
    ]);
    expect(await levelOf(server, world.boutique, productId)).toEqual({ on_hand: 5, reserved: 0 });
  });

  it('refuses 0, fractions and too many with the 4xx and the key', async () => {
    const { partId } = await sentPart(2);
    const path = `${BASE}/receive/part/${partId}`;
    const keyOf = async (response: Response) => {
      const [status, body] = await json(response);
      return [status, (body as { success: boolean }).success, (body as { messageKey: string }).messageKey];
    };
    expect(await keyOf(await postForm(world.receiver, path, { qtyReceived: '0' }))).toEqual([
      400,
      false,
      'invalid_data',
    ]);
    expect(await keyOf(await world.receiver.rest('POST', path, { qtyReceived: 1.5 }))).toEqual([
      400,
      false,
      'invalid_data',
    ]);
    expect(await keyOf(await world.receiver.rest('POST', path, {}))).toEqual([400, false, 'invalid_data']);
    const [, tooMany] = await json(await world.receiver.rest('POST', path, { qtyReceived: 3 }));
    expect(tooMany).toMatchObject({
      success: false,
      code: 'BAD_USER_INPUT',
      messageKey: 'error_receiving_part',
      remaining: 2,
    });
    expect(
      await keyOf(await world.receiver.rest('POST', `${BASE}/receive/part/2000000000`, { qtyReceived: 1 })),
    ).toEqual([404, false, 'error_receiving_part']);
    expect(await keyOf(await world.sender.rest('POST', path, { qtyReceived: 1 }))).toEqual([
      403,
      false,
      'error_receiving_part',
    ]);
  });
});
