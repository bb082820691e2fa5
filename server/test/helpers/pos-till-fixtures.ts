/**
 * Till fixtures (modules/pos): the GraphQL calls of devices and sessions, a till registered through
 * them, a session's open and close as a till's outbox sends them, and another shop with its own
 * warehouse for the refusals.
 */
import { randomUUID } from 'node:crypto';
import { Shop } from '../../src/modules/shop';
import { Warehouse } from '../../src/modules/stock';
import { dataOf } from './graphql-results';
import type { Caller } from './pos-fixtures';
import type { TestApp } from './test-app';

const DEVICE_FIELDS = 'uuid code name shopUuid warehouse { id name } active registeredAt lastSessionNumber';
const SESSION_FIELDS = `uuid number deviceUuid deviceCode shopUuid cashier { id displayName } status openedAt
  openingCash closedAt countedCash expectedCash difference salesCount salesTotal cashTotal note`;

export const REGISTER_POS_DEVICE = `mutation($input: RegisterPosDeviceInput!) {
  registerPosDevice(input: $input) { ${DEVICE_FIELDS} }
}`;
export const POS_DEVICES = `query($shopUuid: ID!) { posDevices(shopUuid: $shopUuid) { ${DEVICE_FIELDS} } }`;
export const OPEN_POS_SESSION = `mutation($input: OpenPosSessionInput!) {
  openPosSession(input: $input) { ${SESSION_FIELDS} }
}`;
export const CLOSE_POS_SESSION = `mutation($input: ClosePosSessionInput!) {
  closePosSession(input: $input) { ${SESSION_FIELDS} }
}`;
export const POS_SESSIONS = `query($shopUuid: ID!, $deviceUuid: ID, $limit: Int) {
  posSessions(shopUuid: $shopUuid, deviceUuid: $deviceUuid, limit: $limit) { ${SESSION_FIELDS} }
}`;

export interface TillDevice {
  uuid: string;
  code: string;
  name: string;
  shopUuid: string;
  warehouse: { id: string; name: string };
  active: boolean;
  registeredAt: string;
  lastSessionNumber: number;
}

export interface TillSession {
  uuid: string;
  number: number;
  deviceUuid: string;
  deviceCode: string;
  shopUuid: string;
  cashier: { id: string; displayName: string };
  status: 'OPEN' | 'CLOSED';
  openedAt: string;
  openingCash: number;
  closedAt: string | null;
  countedCash: number | null;
  expectedCash: number | null;
  difference: number | null;
  salesCount: number;
  salesTotal: number;
  cashTotal: number;
  note: string | null;
}

/** A code no other test of the file uses (1 to 6 of A-Z 0-9). */
export function tillCode(): string {
  return `T${randomUUID().replace(/-/g, '').slice(0, 5).toUpperCase()}`;
}

export async function registerTill(
  caller: Caller,
  input: { shopUuid: string; warehouseId: string; code?: string; name?: string; reclaim?: boolean },
): Promise<TillDevice> {
  const answer = await caller.graphql<{ registerPosDevice: TillDevice }>(REGISTER_POS_DEVICE, {
    input: { code: tillCode(), name: 'Caisse entrée', ...input },
  });
  return dataOf(answer, 'registerPosDevice');
}

export function openInput(device: Pick<TillDevice, 'uuid'>, values: Record<string, unknown> = {}) {
  return {
    uuid: randomUUID(),
    deviceUuid: device.uuid,
    number: 1,
    openedAt: '2026-11-24T08:00:00.000Z',
    openingCash: 1_000_000,
    ...values,
  };
}

export function closeInput(session: Pick<TillSession, 'uuid'>, values: Record<string, unknown> = {}) {
  return {
    uuid: session.uuid,
    closedAt: '2026-11-24T18:00:00.000Z',
    countedCash: 1_500_000,
    expectedCash: 1_520_000,
    note: 'Billet de 200 DA manquant',
    ...values,
  };
}

export async function openSession(caller: Caller, input: Record<string, unknown>): Promise<TillSession> {
  const answer = await caller.graphql<{ openPosSession: TillSession }>(OPEN_POS_SESSION, { input });
  return dataOf(answer, 'openPosSession');
}

/** A shop of its own with one warehouse (no default: not needed by the tills' refusals). */
export async function otherShop(server: TestApp): Promise<{ shopUuid: string; warehouseId: string }> {
  const em = server.orm.em.fork();
  const shop = em.create(Shop, { name: `Autre boutique ${randomUUID().slice(0, 6)}` });
  const warehouse = em.create(Warehouse, { shop, name: 'Dépôt Oran', isShopDefault: true });
  await em.flush();
  return { shopUuid: shop.uuid, warehouseId: warehouse.id };
}
