/**
 * An internal expedition from start to end over GraphQL: create, add / update / remove items (each
 * reserving in the source), send (EXPEDITION_OUT rows), receive in parts (EXPEDITION_IN rows in the
 * destination, statuses), complete with a shortfall; and the two ways to cancel. The ledger and the
 * levels agree at every step.
 */
import {
  ADD,
  CANCEL,
  COMPLETE,
  dataOf,
  expeditionWorld,
  levelOf,
  movementsOf,
  newExpedition,
  RECEIVE,
  REMOVE,
  SEND,
  stockedProduct,
  UPDATE,
} from './helpers/expeditions-fixtures';
import type { ExpeditionView, ExpeditionWorld } from './helpers/expeditions-fixtures';
import { addStockDirect, createStockProduct, ledgerMismatches } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import type { StaffClient } from './helpers/catalog-admin-fixtures';

let server: TestApp;
let world: ExpeditionWorld;
beforeAll(async () => {
  server = await createTestApp();
  world = await expeditionWorld(server);
});
afterAll(() => server.close());

type Answer = Record<string, ExpeditionView>;

async function call(client: StaffClient, query: string, variables: Record<string, unknown>, field: string) {
  return dataOf(await client.graphql<Answer>(query, variables), field);
}

const add = (
  expeditionId: number,
  productId: number,
  quantity: number,
  combinationId: number | null = null,
) =>
  call(
    world.sender,
    ADD,
    { input: { expeditionId, productId, combinationId, quantity } },
    'addExpeditionItem',
  );

const receive = (partId: number, quantity: number, idempotencyKey?: string) =>
  call(world.receiver, RECEIVE, { input: { partId, quantity, idempotencyKey } }, 'receiveExpeditionPart');

interface Flow {
  readonly id: number;
  readonly plain: number;
  readonly sized: number;
  readonly small: number;
}

/** Stock in the central warehouse (a plain product, a combination) and a new expedition. */
async function createdFlow(): Promise<Flow> {
  const plain = await stockedProduct(server, world.central, 10, 'Caftan brodé');
  const sized = await createStockProduct(server, { combinations: 2, name: 'Babouche' });
  const [small = 0] = sized.combinationIds;
  await addStockDirect(server, {
    warehouseId: world.central,
    productId: sized.productId,
    combinationId: small,
    quantity: 5,
  });
  const created = await newExpedition(server, world, '  Réassort du samedi  ');
  expect(created).toMatchObject({
    status: 'INPROGRESS',
    sourceWarehouseId: world.central,
    sourceWarehouseName: 'Entrepôt central',
    destinationWarehouseId: world.boutique,
    destinationWarehouseName: 'Boutique Alger-Centre',
    note: 'Réassort du samedi',
    sentAt: null,
    closedAt: null,
    items: [],
    totalQuantity: 0,
    allowedTransitions: ['CANCELLED'],
  });
  expect(created.createdByName).toMatch(/^staff-/);
  return { id: created.id, plain: plain.productId, sized: sized.productId, small };
}

/** Adds (twice to one line), updates and removes: the reservations follow; 5 + 2 units in the end. */
async function editItems({ id, plain, sized, small }: Flow): Promise<void> {
  await add(id, plain, 4);
  const added = await add(id, plain, 2);
  expect(added.items).toHaveLength(1);
  expect(added.items[0]).toMatchObject({
    productName: 'Caftan brodé',
    quantity: 6,
    type: 'PRODUCT',
    status: 'PENDING',
  });
  expect(await levelOf(server, world.central, plain)).toEqual({ on_hand: 10, reserved: 6 });
  const withSize = await add(id, sized, 3, small);
  expect(withSize.items[1]).toMatchObject({
    combinationId: small,
    combinationName: 'V1',
    type: 'COMBINATION',
  });
  expect(withSize.allowedTransitions).toEqual(['SENT', 'CANCELLED']);

  const input = (productId: number, quantity: number, combinationId: number | null = null) => ({
    input: { expeditionId: id, productId, combinationId, quantity },
  });
  await call(world.sender, UPDATE, input(plain, 5), 'updateExpeditionItem');
  await call(world.sender, UPDATE, input(sized, 1, small), 'updateExpeditionItem');
  expect(await levelOf(server, world.central, plain)).toEqual({ on_hand: 10, reserved: 5 });
  const ref = { input: { expeditionId: id, productId: sized, combinationId: small } };
  const removed = await call(world.sender, REMOVE, ref, 'removeExpeditionItem');
  expect(removed.items.map((item) => item.productId)).toEqual([plain]);
  expect(await levelOf(server, world.central, sized, small)).toEqual({ on_hand: 5, reserved: 0 });
  expect((await add(id, sized, 2, small)).totalQuantity).toBe(7);
}

/** Sends: the reservations become EXPEDITION_OUT rows in the source. Returns the two part ids. */
async function sendChecked({ id, plain, sized, small }: Flow): Promise<[number, number]> {
  const sent = await call(world.sender, SEND, { id }, 'sendExpedition');
  expect(sent).toMatchObject({ status: 'SENT', allowedTransitions: ['CANCELLED'], totalQuantity: 7 });
  expect(sent.sentAt).not.toBeNull();
  expect(sent.items.map((item) => item.status)).toEqual(['SENT', 'SENT']);
  expect(await levelOf(server, world.central, plain)).toEqual({ on_hand: 5, reserved: 0 });
  expect(await levelOf(server, world.central, sized, small)).toEqual({ on_hand: 3, reserved: 0 });
  const out = await movementsOf(server, `expedition:${id}`);
  expect(out.map((m) => [m.warehouse_id, m.product_id, m.quantity, m.reason])).toEqual([
    [world.central, plain, -5, 'expedition_out'],
    [world.central, sized, -2, 'expedition_out'],
  ]);
  expect(out.every((m) => m.staff_id !== null)).toBe(true);
  return sent.items.map((item) => item.id) as [number, number];
}

/** Three receptions: EXPEDITION_IN rows in the destination, part and expedition statuses. */
async function receiveInParts({ id, plain }: Flow, [plainPart, sizedPart]: [number, number]): Promise<void> {
  const first = await receive(plainPart, 3);
  expect(first).toMatchObject({
    status: 'PARTIALLY_RECIEVED',
    receivedQuantity: 3,
    allowedTransitions: ['COMPLETED'],
  });
  expect(first.items[0]).toMatchObject({
    receivedQuantity: 3,
    remainingQuantity: 2,
    status: 'PARTIALLY_RECIEVED',
  });
  expect(await levelOf(server, world.boutique, plain)).toEqual({ on_hand: 3, reserved: 0 });
  await receive(plainPart, 2);
  const second = await receive(sizedPart, 1);
  expect(second.status).toBe('PARTIALLY_RECIEVED');
  expect(second.items.map((item) => [item.status, item.remainingQuantity])).toEqual([
    ['RECIEVED', 0],
    ['PARTIALLY_RECIEVED', 1],
  ]);
  const into = (await movementsOf(server, `expedition:${id}`)).slice(2);
  expect(into.map((m) => [m.warehouse_id, m.quantity, m.reason])).toEqual([
    [world.boutique, 3, 'expedition_in'],
    [world.boutique, 2, 'expedition_in'],
    [world.boutique, 1, 'expedition_in'],
  ]);
}

/** Completing with one unit missing: recorded on the item, no ledger row, the ledger still agrees. */
async function completeWithShortfall({ id, sized, small }: Flow): Promise<void> {
  const completed = await call(world.receiver, COMPLETE, { id }, 'completeExpedition');
  expect(completed).toMatchObject({
    status: 'COMPLETED',
    allowedTransitions: [],
    receivedQuantity: 6,
    totalQuantity: 7,
  });
  expect(completed.closedAt).not.toBeNull();
  expect(completed.items[1]?.remainingQuantity).toBe(1);
  // The unit lost in transit left the source when it was sent: completing writes no ledger row.
  expect(await movementsOf(server, `expedition:${id}`)).toHaveLength(5);
  expect(await levelOf(server, world.boutique, sized, small)).toEqual({ on_hand: 1, reserved: 0 });
  expect(await ledgerMismatches(server)).toEqual([]);
}

describe('an expedition from creation to completion', () => {
  it('reserves while in progress, moves out on send, in on each reception, and closes with the shortfall', async () => {
    const flow = await createdFlow();
    await editItems(flow);
    const parts = await sendChecked(flow);
    await receiveInParts(flow, parts);
    await completeWithShortfall(flow);
  });

  it('goes from partly to fully received when every unit arrived, then completes', async () => {
    const product = await stockedProduct(server, world.central, 4);
    const { id } = await newExpedition(server, world);
    await add(id, product.productId, 4);
    const sent = await call(world.sender, SEND, { id }, 'sendExpedition');
    const partId = sent.items[0]?.id ?? 0;
    expect((await receive(partId, 1)).status).toBe('PARTIALLY_RECIEVED');
    const full = await receive(partId, 3);
    expect(full).toMatchObject({ status: 'FULLY_RECIEVED', allowedTransitions: ['COMPLETED'] });
    expect(full.items[0]?.status).toBe('RECIEVED');
    expect((await call(world.receiver, COMPLETE, { id }, 'completeExpedition')).status).toBe('COMPLETED');
    expect(await levelOf(server, world.boutique, product.productId)).toEqual({ on_hand: 4, reserved: 0 });
  });
});

describe('cancelling', () => {
  it('releases the reservations of an expedition in progress, writing no ledger row', async () => {
    const product = await stockedProduct(server, world.central, 3);
    const { id } = await newExpedition(server, world);
    await add(id, product.productId, 3);
    expect(await levelOf(server, world.central, product.productId)).toEqual({ on_hand: 3, reserved: 3 });
    const cancelled = await call(world.sender, CANCEL, { id }, 'cancelExpedition');
    expect(cancelled).toMatchObject({ status: 'CANCELLED', allowedTransitions: [] });
    expect(cancelled.closedAt).not.toBeNull();
    expect(await levelOf(server, world.central, product.productId)).toEqual({ on_hand: 3, reserved: 0 });
    expect(await movementsOf(server, `expedition:${id}`)).toEqual([]);
  });

  it('puts the units of a sent expedition back into the source while nothing was received', async () => {
    const product = await stockedProduct(server, world.central, 5);
    const { id } = await newExpedition(server, world);
    await add(id, product.productId, 2);
    await call(world.sender, SEND, { id }, 'sendExpedition');
    expect(await levelOf(server, world.central, product.productId)).toEqual({ on_hand: 3, reserved: 0 });
    expect((await call(world.sender, CANCEL, { id }, 'cancelExpedition')).status).toBe('CANCELLED');
    expect(await levelOf(server, world.central, product.productId)).toEqual({ on_hand: 5, reserved: 0 });
    const rows = await movementsOf(server, `expedition:${id}`);
    expect(rows.map((m) => [m.warehouse_id, m.quantity, m.reason])).toEqual([
      [world.central, -2, 'expedition_out'],
      [world.central, 2, 'expedition_in'],
    ]);
    expect(await ledgerMismatches(server)).toEqual([]);
  });
});
