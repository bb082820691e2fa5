/**
 * Expedition fixtures: a stock clerk for each demo warehouse (the central one sends, the boutique
 * receives), the GraphQL operations the tests call, a stocked product (stock-fixtures.ts),
 * and SQL reads of levels, ledger rows and receptions for the assertions.
 */
import { staffClient, sql } from './catalog-admin-fixtures';
import type { StaffClient } from './catalog-admin-fixtures';
import { addStockDirect, createStockProduct, demoWarehouses } from './stock-fixtures';
import type { TestApp } from './test-app';
import { dataOf } from './graphql-results';

export const EXPEDITION_FIELDS = `id status sourceWarehouseId sourceWarehouseName destinationWarehouseId
  destinationWarehouseName note createdAt createdByName sentAt closedAt totalQuantity receivedQuantity
  allowedTransitions items { id productId combinationId type productName combinationName quantity
  receivedQuantity remainingQuantity status }`;

export const CREATE = `mutation ($input: CreateExpeditionInput!) { createExpedition(input: $input) { ${EXPEDITION_FIELDS} } }`;
export const ADD = `mutation ($input: ExpeditionItemInput!) { addExpeditionItem(input: $input) { ${EXPEDITION_FIELDS} } }`;
export const UPDATE = `mutation ($input: ExpeditionItemInput!) { updateExpeditionItem(input: $input) { ${EXPEDITION_FIELDS} } }`;
export const REMOVE = `mutation ($input: ExpeditionItemRef!) { removeExpeditionItem(input: $input) { ${EXPEDITION_FIELDS} } }`;
export const SEND = `mutation ($id: Int!) { sendExpedition(id: $id) { ${EXPEDITION_FIELDS} } }`;
export const CANCEL = `mutation ($id: Int!) { cancelExpedition(id: $id) { ${EXPEDITION_FIELDS} } }`;
export const COMPLETE = `mutation ($id: Int!) { completeExpedition(id: $id) { ${EXPEDITION_FIELDS} } }`;
export const RECEIVE = `mutation ($input: ReceiveExpeditionPartInput!) { receiveExpeditionPart(input: $input) { ${EXPEDITION_FIELDS} } }`;
export const GET = `query ($id: Int!) { expedition(id: $id) { ${EXPEDITION_FIELDS} } }`;

export interface ExpeditionItemView {
  id: number;
  productId: number;
  combinationId: number | null;
  type: string;
  productName: string;
  combinationName: string | null;
  quantity: number;
  receivedQuantity: number;
  remainingQuantity: number;
  status: string;
}

export interface ExpeditionView {
  id: number;
  status: string;
  sourceWarehouseId: string;
  destinationWarehouseId: string;
  sourceWarehouseName: string;
  destinationWarehouseName: string;
  note: string | null;
  createdByName: string;
  sentAt: string | null;
  closedAt: string | null;
  totalQuantity: number;
  receivedQuantity: number;
  allowedTransitions: string[];
  items: ExpeditionItemView[];
}

export interface ExpeditionWorld {
  readonly central: string;
  readonly boutique: string;
  /** A stock clerk assigned to the central warehouse (the source). */
  readonly sender: StaffClient;
  /** A stock clerk assigned to the boutique (the destination). */
  readonly receiver: StaffClient;
}

export async function expeditionWorld(server: TestApp): Promise<ExpeditionWorld> {
  const { central, boutique } = await demoWarehouses(server);
  const sender = await staffClient(server, { roles: ['STOCK_CLERK'], warehouseIds: [central] });
  const receiver = await staffClient(server, { roles: ['STOCK_CLERK'], warehouseIds: [boutique] });
  return { central, boutique, sender, receiver };
}

export { refusalOf } from './graphql-results';
export { dataOf };

/** A new expedition from the central warehouse to the boutique, by the sender. */
export async function newExpedition(
  server: TestApp,
  world: ExpeditionWorld,
  note?: string,
): Promise<ExpeditionView> {
  const input = { sourceWarehouseId: world.central, destinationWarehouseId: world.boutique, note };
  return dataOf(
    await world.sender.graphql<Record<string, ExpeditionView>>(CREATE, { input }),
    'createExpedition',
  );
}

/** A plain product with `quantity` units on hand in the warehouse. */
export async function stockedProduct(server: TestApp, warehouseId: string, quantity: number, name?: string) {
  const product = await createStockProduct(server, { name });
  await addStockDirect(server, { warehouseId, productId: product.productId, quantity });
  return product;
}

export interface LevelRow {
  on_hand: number;
  reserved: number;
}

export async function levelOf(
  server: TestApp,
  warehouseId: string,
  productId: number,
  combinationId: number | null = null,
): Promise<LevelRow> {
  const [row] = await sql<LevelRow>(
    server,
    'select on_hand, reserved from stock_level where warehouse_id = ? and product_id = ? and coalesce(combination_id, 0) = ?',
    [warehouseId, productId, combinationId ?? 0],
  );
  return row ?? { on_hand: 0, reserved: 0 };
}

export interface MovementRow {
  warehouse_id: string;
  product_id: number;
  quantity: number;
  reason: string;
  reference: string | null;
  staff_id: string | null;
}

/** The ledger rows naming `reference`, oldest first. */
export function movementsOf(server: TestApp, reference: string): Promise<MovementRow[]> {
  return sql<MovementRow>(
    server,
    'select warehouse_id, product_id, quantity, reason, reference, staff_id from stock_movement where reference = ? order by id',
    [reference],
  );
}

export type ExpeditionStage =
  'empty' | 'inprogress' | 'sent' | 'partial' | 'full' | 'completed' | 'cancelled';

export interface StagedExpedition {
  readonly id: number;
  readonly productId: number;
  /** The one item's id (0 for 'empty'). */
  readonly partId: number;
}

/**
 * An expedition from the central warehouse to the boutique holding 4 units of a fresh product (10
 * in stock), taken to `stage`: 'partial' has 1 unit received, 'full' and 'completed' all 4.
 */
export async function expeditionAt(
  server: TestApp,
  world: ExpeditionWorld,
  stage: ExpeditionStage,
): Promise<StagedExpedition> {
  const product = await stockedProduct(server, world.central, 10);
  const { id } = await newExpedition(server, world);
  if (stage === 'empty') return { id, productId: product.productId, partId: 0 };
  const input = { expeditionId: id, productId: product.productId, quantity: 4 };
  const added = dataOf(
    await world.sender.graphql<Record<string, ExpeditionView>>(ADD, { input }),
    'addExpeditionItem',
  );
  const partId = added.items[0]?.id ?? 0;
  const receive = (quantity: number) => world.receiver.graphql(RECEIVE, { input: { partId, quantity } });
  if (stage === 'cancelled') await world.sender.graphql(CANCEL, { id });
  if (stage === 'inprogress' || stage === 'cancelled') return { id, productId: product.productId, partId };
  await world.sender.graphql(SEND, { id });
  if (stage === 'partial') await receive(1);
  if (stage === 'full' || stage === 'completed') await receive(4);
  if (stage === 'completed') await world.receiver.graphql(COMPLETE, { id });
  return { id, productId: product.productId, partId };
}
