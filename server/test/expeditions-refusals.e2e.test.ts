/**
 * Every refused expedition call over GraphQL: transitions the table forbids, edits once sent,
 * receptions that are not whole, too many or repeated, unknown ids, other warehouses' clerks and bad
 * creations. Each gets its 4xx with the screens' message key, and nothing changes.
 */
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import {
  ADD,
  CANCEL,
  COMPLETE,
  CREATE,
  dataOf,
  expeditionAt as stagedExpedition,
  expeditionWorld,
  GET,
  levelOf,
  movementsOf,
  RECEIVE,
  refusalOf,
  REMOVE,
  SEND,
  stockedProduct,
  UPDATE,
} from './helpers/expeditions-fixtures';
import type { ExpeditionStage, ExpeditionView, ExpeditionWorld } from './helpers/expeditions-fixtures';
import { createTestApp } from './helpers/test-app';
import type { GraphqlResponse, TestApp } from './helpers/test-app';

let server: TestApp;
let world: ExpeditionWorld;
beforeAll(async () => {
  server = await createTestApp();
  world = await expeditionWorld(server);
});
afterAll(() => server.close());

type Answer = GraphqlResponse<Record<string, ExpeditionView>>;

const expeditionAt = (stage: ExpeditionStage) => stagedExpedition(server, world, stage);

const invalid = { status: 409, code: 'CONFLICT', messageKey: 'invalid_transition' };

describe('transitions the table forbids', () => {
  const MUTATIONS = { sendExpedition: SEND, completeExpedition: COMPLETE, cancelExpedition: CANCEL } as const;
  it.each([
    ['sendExpedition', 'empty'],
    ['completeExpedition', 'inprogress'],
    ['sendExpedition', 'sent'],
    ['completeExpedition', 'sent'],
    ['cancelExpedition', 'partial'],
    ['cancelExpedition', 'full'],
    ['cancelExpedition', 'completed'],
    ['completeExpedition', 'completed'],
    ['sendExpedition', 'cancelled'],
    ['cancelExpedition', 'cancelled'],
  ] as const)(
    'refuses %s on an expedition %s (409 invalid_transition), changing nothing',
    async (field, stage) => {
      const query = MUTATIONS[field];
      const { id } = await expeditionAt(stage);
      const before = await sql(server, 'select * from expedition where id = ?', [id]);
      const ledger = await movementsOf(server, `expedition:${id}`);
      const client = query === COMPLETE ? world.receiver : world.sender;
      const answer: Answer = await client.graphql(query, { id });
      expect(refusalOf(answer)).toEqual(invalid);
      expect(answer.errors?.[0]?.message).toMatch(/^Invalid transition from \w+ to \w+/);
      expect(await sql(server, 'select * from expedition where id = ?', [id])).toEqual(before);
      expect(await movementsOf(server, `expedition:${id}`)).toEqual(ledger);
    },
  );
});

describe('editing a sent expedition', () => {
  it('is refused with 409, the action key and the reason, and nothing changes', async () => {
    const { id, productId } = await expeditionAt('sent');
    const other = await stockedProduct(server, world.central, 5);
    const before = await sql(server, 'select * from expedition_item where expedition_id = ?', [id]);
    const calls: [string, Record<string, unknown>, string][] = [
      [ADD, { input: { expeditionId: id, productId: other.productId, quantity: 1 } }, 'error_adding'],
      [UPDATE, { input: { expeditionId: id, productId, quantity: 2 } }, 'error_updating'],
      [REMOVE, { input: { expeditionId: id, productId } }, 'error_removing'],
    ];
    for (const [query, variables, messageKey] of calls) {
      const answer = await world.sender.graphql(query, variables);
      expect(refusalOf(answer)).toEqual({ status: 409, code: 'CONFLICT', messageKey });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        reason: 'expedition_not_editable',
        status: 'sent',
      });
    }
    expect(await sql(server, 'select * from expedition_item where expedition_id = ?', [id])).toEqual(before);
    expect(await levelOf(server, world.central, other.productId)).toEqual({ on_hand: 5, reserved: 0 });
  });
});

describe('item quantities', () => {
  it('refuses 0, above the available stock and an update below 1 with invalid_quantity and the figures', async () => {
    const { id, productId } = await expeditionAt('inprogress');
    const ask = (query: string, quantity: number) =>
      world.sender.graphql<Record<string, ExpeditionView>>(query, {
        input: { expeditionId: id, productId, quantity },
      });
    const zero = await ask(ADD, 0);
    expect(refusalOf(zero)).toEqual({ status: 400, code: 'BAD_USER_INPUT', messageKey: 'invalid_quantity' });
    expect(zero.errors?.[0]?.extensions).toMatchObject({
      available: 6,
      fieldErrors: { quantity: [expect.any(String)] },
    });
    expect(refusalOf(await ask(ADD, 7)).messageKey).toBe('invalid_quantity');
    const below = await ask(UPDATE, 0);
    expect([refusalOf(below).messageKey, below.errors?.[0]?.extensions]).toEqual([
      'invalid_quantity',
      expect.objectContaining({ available: 10 }),
    ]);
    const above = await ask(UPDATE, 11);
    expect(above.errors?.[0]?.extensions).toMatchObject({ messageKey: 'invalid_quantity', available: 10 });
    expect(dataOf(await ask(UPDATE, 10), 'updateExpeditionItem')).toMatchObject({ totalQuantity: 10 });
    expect(await levelOf(server, world.central, productId)).toEqual({ on_hand: 10, reserved: 10 });
  });

  it('refuses updating or removing a line that is not in the expedition (404)', async () => {
    const { id } = await expeditionAt('inprogress');
    const other = await stockedProduct(server, world.central, 5);
    const update = await world.sender.graphql(UPDATE, {
      input: { expeditionId: id, productId: other.productId, quantity: 1 },
    });
    expect(refusalOf(update)).toEqual({ status: 404, code: 'NOT_FOUND', messageKey: 'error_updating' });
    const remove = await world.sender.graphql(REMOVE, {
      input: { expeditionId: id, productId: other.productId },
    });
    expect(refusalOf(remove)).toEqual({ status: 404, code: 'NOT_FOUND', messageKey: 'error_removing' });
  });
});

describe('receiving', () => {
  const receive = (partId: number, quantity: number, idempotencyKey?: string, client?: StaffClient) =>
    (client ?? world.receiver).graphql<Record<string, ExpeditionView>>(RECEIVE, {
      input: { partId, quantity, idempotencyKey },
    });

  it('refuses more than expected, 0 and a fraction, and nothing is received', async () => {
    const { id, partId, productId } = await expeditionAt('partial');
    const more = await receive(partId, 4);
    expect(refusalOf(more)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'error_receiving_part',
    });
    expect(more.errors?.[0]?.extensions).toMatchObject({
      remaining: 3,
      fieldErrors: { quantity: [expect.any(String)] },
    });
    expect(refusalOf(await receive(partId, 0))).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'invalid_data',
    });
    expect(refusalOf(await receive(partId, 1.5)).code).toBe('BAD_USER_INPUT');
    expect(await levelOf(server, world.boutique, productId)).toEqual({ on_hand: 1, reserved: 0 });
    expect(
      await sql(server, 'select count(*)::int as n from expedition_reception where item_id = ?', [partId]),
    ).toEqual([{ n: 1 }]);
    expect(
      dataOf(await world.sender.graphql<Record<string, ExpeditionView>>(GET, { id }), 'expedition').status,
    ).toBe('PARTIALLY_RECIEVED');
  });

  it('receives once for a repeated idempotency key, answering the expedition as it is', async () => {
    const { id, partId, productId } = await expeditionAt('sent');
    const first = dataOf(await receive(partId, 2, 'tap-1'), 'receiveExpeditionPart');
    const again = dataOf(await receive(partId, 2, 'tap-1'), 'receiveExpeditionPart');
    expect(again).toEqual(first);
    expect(again.receivedQuantity).toBe(2);
    expect(await levelOf(server, world.boutique, productId)).toEqual({ on_hand: 2, reserved: 0 });
    expect(
      (await movementsOf(server, `expedition:${id}`)).filter((m) => m.reason === 'expedition_in'),
    ).toHaveLength(1);
    const elsewhere = await expeditionAt('sent');
    const reused = await receive(elsewhere.partId, 1, 'tap-1');
    expect(refusalOf(reused)).toEqual({ status: 409, code: 'CONFLICT', messageKey: 'error_receiving_part' });
  });

  it('refuses an expedition that is not on its way (409) and a clerk of the source (403)', async () => {
    const inprogress = await expeditionAt('inprogress');
    expect(refusalOf(await receive(inprogress.partId, 1))).toEqual({
      status: 409,
      code: 'CONFLICT',
      messageKey: 'error_receiving_part',
    });
    const sent = await expeditionAt('sent');
    expect(refusalOf(await receive(sent.partId, 1, undefined, world.sender))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      messageKey: 'error_receiving_part',
    });
  });
});

describe('unknown ids and other warehouses', () => {
  it('answers 404 for an unknown expedition, part, product or warehouse', async () => {
    const product = await stockedProduct(server, world.central, 1);
    const { id } = await expeditionAt('empty');
    const unknown = 2_000_000_000;
    const notFound = (answer: GraphqlResponse<unknown>) => refusalOf(answer).code;
    expect(notFound(await world.sender.graphql(GET, { id: unknown }))).toBe('NOT_FOUND');
    expect(notFound(await world.sender.graphql(SEND, { id: unknown }))).toBe('NOT_FOUND');
    expect(
      notFound(
        await world.sender.graphql(ADD, {
          input: { expeditionId: unknown, productId: product.productId, quantity: 1 },
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      notFound(
        await world.sender.graphql(ADD, { input: { expeditionId: id, productId: unknown, quantity: 1 } }),
      ),
    ).toBe('NOT_FOUND');
    expect(notFound(await world.receiver.graphql(RECEIVE, { input: { partId: unknown, quantity: 1 } }))).toBe(
      'NOT_FOUND',
    );
    const input = {
      sourceWarehouseId: world.central,
      destinationWarehouseId: '00000000-0000-4000-8000-000000000000',
    };
    expect(refusalOf(await world.sender.graphql(CREATE, { input }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it("refuses another warehouse's clerk (403), and lets either side read", async () => {
    const { id, productId } = await expeditionAt('inprogress');
    const stranger: StaffClient = await staffClient(server, { roles: ['STOCK_CLERK'], warehouseIds: [] });
    expect(refusalOf(await stranger.graphql(GET, { id })).code).toBe('FORBIDDEN');
    const input = { input: { expeditionId: id, productId, quantity: 1 } };
    expect(refusalOf(await world.receiver.graphql(ADD, input))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(refusalOf(await world.receiver.graphql(SEND, { id })).code).toBe('FORBIDDEN');
    expect(refusalOf(await world.receiver.graphql(CANCEL, { id })).code).toBe('FORBIDDEN');
    const create = { input: { sourceWarehouseId: world.boutique, destinationWarehouseId: world.central } };
    expect(refusalOf(await world.sender.graphql(CREATE, create)).code).toBe('FORBIDDEN');
    expect(
      dataOf(await world.receiver.graphql<Record<string, ExpeditionView>>(GET, { id }), 'expedition').id,
    ).toBe(id);
  });
});

describe('creating', () => {
  it('refuses the same warehouse, another shop, an inactive destination and a long note, naming the field', async () => {
    const create = (destinationWarehouseId: string, note?: string) =>
      world.sender.graphql(CREATE, {
        input: { sourceWarehouseId: world.central, destinationWarehouseId, note },
      });
    const fieldsOf = (answer: GraphqlResponse<unknown>) =>
      Object.keys(answer.errors?.[0]?.extensions.fieldErrors ?? {});
    const same = await create(world.central);
    expect([same.status, fieldsOf(same)]).toEqual([400, ['destinationWarehouseId']]);
    const [shop] = await sql<{ uuid: string }>(
      server,
      "insert into shop (uuid, name) values (gen_random_uuid(), 'Autre') returning uuid",
    );
    const [foreign] = await sql<{ id: string }>(
      server,
      "insert into warehouse (id, shop_uuid, name) values (gen_random_uuid(), ?, 'Ailleurs') returning id",
      [shop?.uuid],
    );
    const otherShop = await create(foreign?.id ?? '');
    expect([otherShop.status, fieldsOf(otherShop)]).toEqual([400, ['destinationWarehouseId']]);
    await sql(server, 'update warehouse set active = false where id = ?', [world.boutique]);
    const inactive = await create(world.boutique);
    await sql(server, 'update warehouse set active = true where id = ?', [world.boutique]);
    expect([inactive.status, fieldsOf(inactive)]).toEqual([409, ['destinationWarehouseId']]);
    const long = await create(world.boutique, 'x'.repeat(2001));
    expect([long.status, fieldsOf(long)]).toEqual([400, ['note']]);
  });
});
