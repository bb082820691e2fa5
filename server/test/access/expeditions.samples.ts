/**
 * Access samples for the expeditions area (see samples.ts). The allowed calls run as an admin (the
 * first role holding EXPEDITIONS), once each, so every mutation gets an expedition of its own at the
 * stage it needs.
 */
import { staffClient } from '../helpers/catalog-admin-fixtures';
import { expeditionAt, stockedProduct } from '../helpers/expeditions-fixtures';
import type { ExpeditionWorld, StagedExpedition } from '../helpers/expeditions-fixtures';
import { demoWarehouses } from '../helpers/stock-fixtures';
import type { AccessSamples } from './samples';

let world: ExpeditionWorld;
let productId: number;
const staged: Record<string, StagedExpedition> = {};

const STAGES = {
  read: 'inprogress',
  add: 'empty',
  update: 'inprogress',
  remove: 'inprogress',
  send: 'inprogress',
  receive: 'sent',
  complete: 'partial',
  cancel: 'inprogress',
  restAdd: 'empty',
  restUpdate: 'inprogress',
  restRemove: 'inprogress',
  restReceive: 'sent',
} as const;

function at(name: keyof typeof STAGES): StagedExpedition {
  const expedition = staged[name];
  if (!expedition) throw new Error(`No expedition prepared for ${name}`);
  return expedition;
}

const BASE = '/dashboard/api/internal-expedition';

export const expeditionsSamples: AccessSamples = {
  async prepare(server) {
    const { central, boutique } = await demoWarehouses(server);
    const admin = await staffClient(server);
    world = { central, boutique, sender: admin, receiver: admin };
    for (const [name, stage] of Object.entries(STAGES))
      staged[name] = await expeditionAt(server, world, stage);
    productId = (await stockedProduct(server, central, 5)).productId;
  },
  graphql: () => ({
    'query expeditions': '{ expeditions { totalCount } }',
    'query expedition': `{ expedition(id: ${at('read').id}) { id status } }`,
    'query availableProducts': `{ availableProducts(warehouseId: "${world.central}") { productId availableStock } }`,
    'mutation createExpedition': `mutation { createExpedition(input: { sourceWarehouseId: "${world.central}", destinationWarehouseId: "${world.boutique}" }) { id } }`,
    'mutation addExpeditionItem': `mutation { addExpeditionItem(input: { expeditionId: ${at('add').id}, productId: ${productId}, quantity: 1 }) { id } }`,
    'mutation updateExpeditionItem': `mutation { updateExpeditionItem(input: { expeditionId: ${at('update').id}, productId: ${at('update').productId}, quantity: 2 }) { id } }`,
    'mutation removeExpeditionItem': `mutation { removeExpeditionItem(input: { expeditionId: ${at('remove').id}, productId: ${at('remove').productId} }) { id } }`,
    'mutation sendExpedition': `mutation { sendExpedition(id: ${at('send').id}) { status } }`,
    'mutation receiveExpeditionPart': `mutation { receiveExpeditionPart(input: { partId: ${at('receive').partId}, quantity: 1 }) { status } }`,
    'mutation completeExpedition': `mutation { completeExpedition(id: ${at('complete').id}) { status } }`,
    'mutation cancelExpedition': `mutation { cancelExpedition(id: ${at('cancel').id}) { status } }`,
  }),
  rest: () => ({
    'get /dashboard/api/warehouse/:warehouseId/available-products': `/dashboard/api/warehouse/${world.central}/available-products?search=a`,
    'post /dashboard/api/internal-expedition/:expeditionId/add-item': {
      path: `${BASE}/${at('restAdd').id}/add-item`,
      body: { productId, combinationId: null, quantity: 1 },
    },
    'post /dashboard/api/internal-expedition/:expeditionId/update-item': {
      path: `${BASE}/${at('restUpdate').id}/update-item`,
      body: { productId: at('restUpdate').productId, combinationId: null, quantity: 3 },
    },
    'post /dashboard/api/internal-expedition/:expeditionId/remove-item': {
      path: `${BASE}/${at('restRemove').id}/remove-item`,
      body: { productId: at('restRemove').productId, combinationId: null },
    },
    'post /dashboard/api/internal-expedition/receive/part/:partId': {
      path: `${BASE}/receive/part/${at('restReceive').partId}`,
      body: { qtyReceived: 1 },
    },
  }),
};
