/**
 * Legacy back-office shims of the expedition screens, calling the same
 * services as GraphQL; bodies may be JSON, urlencoded or multipart. Permission EXPEDITIONS.
 *   GET  /dashboard/api/warehouse/:warehouseId/available-products?search=&expeditionId=
 *        -> [{product_id, combination_id, type, product_name, combination_name, available_stock}]
 *   POST /dashboard/api/internal-expedition/:expeditionId/add-item    {productId, combinationId, quantity}
 *   POST /dashboard/api/internal-expedition/:expeditionId/update-item {productId, combinationId, quantity}
 *   POST /dashboard/api/internal-expedition/:expeditionId/remove-item {productId, combinationId}
 *        -> {success: true, message: 'item_added' | 'item_updated' | 'item_removed', items: [...]}
 *   POST /dashboard/api/internal-expedition/receive/part/:partId {qtyReceived} (+ Idempotency-Key)
 *        -> {success: true, message: 'partReceived', qtyReceived, remaining, status, expeditionStatus}
 * Refusals keep their 4xx and answer {success: false, message, code, messageKey, errors} (plus the
 * refusal's figures, such as `available` or `remaining`).
 */
import { Permission, StockMessageKey } from '@tijara/schema';
import type { Response } from 'express';
import type { ExpeditionResult } from '../expedition.results';
import type { ExpeditionServices } from '../expeditions.resolver';
import { fieldOf, readFormBody } from '../../../rest/form-body';
import type { FormBody } from '../../../rest/form-body';
import { route } from '../../../rest/route';
import type { RestRoute, RouteContext } from '../../../rest/route';
import {
  pathId,
  pathText,
  queryText,
  requiredWholeNumber,
  selectedId,
  typedQuantity,
} from '../../../rest/params';
import { answeringRefusals } from '../../../rest/legacy-refusal';

const EXPEDITIONS = { permission: Permission.EXPEDITIONS } as const;
const BASE = '/dashboard/api/internal-expedition';

/** A plain product's line comes as null, '' or 0. */
function lineOf(expeditionId: number, body: FormBody) {
  return {
    expeditionId,
    productId: requiredWholeNumber('productId', fieldOf(body, 'productId')),
    combinationId: selectedId('combinationId', fieldOf(body, 'combinationId')) ?? null,
  };
}

function itemsAnswer(expedition: ExpeditionResult, message: string) {
  return {
    success: true,
    message,
    items: expedition.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      combinationId: item.combinationId,
      productName: item.productName,
      combinationName: item.combinationName,
      quantity: item.quantity,
    })),
  };
}

/** Runs the call; a refusal keeps its status and names the action's message key when it has none. */
function legacy(res: Response, fallbackKey: StockMessageKey, call: () => Promise<unknown>): Promise<void> {
  return answeringRefusals(
    res,
    async () => {
      res.json(await call());
    },
    () => ({ messageKey: fallbackKey }),
  );
}

function availableProductsRoute({ query }: ExpeditionServices): RestRoute {
  return route(
    'get',
    '/dashboard/api/warehouse/:warehouseId/available-products',
    EXPEDITIONS,
    (ctx, req, res) =>
      legacy(res, StockMessageKey.ERROR_LOADING_PRODUCTS, async () => {
        const lines = await query.availableProducts(ctx, {
          warehouseId: pathText(req, 'warehouseId'),
          search: queryText(req, 'search') ?? null,
          expeditionId: selectedId('expeditionId', queryText(req, 'expeditionId')) ?? null,
        });
        return lines.map((line) => ({
          product_id: line.productId,
          combination_id: line.combinationId,
          type: line.type,
          product_name: line.productName,
          combination_name: line.combinationName,
          available_stock: line.availableStock,
        }));
      }),
  );
}

type ItemEdit = (
  ctx: RouteContext,
  line: ReturnType<typeof lineOf>,
  body: FormBody,
) => Promise<ExpeditionResult>;

function itemRoute(
  action: 'add' | 'update' | 'remove',
  key: StockMessageKey,
  message: string,
  edit: ItemEdit,
) {
  return route('post', `${BASE}/:expeditionId/${action}-item`, EXPEDITIONS, (ctx, req, res) =>
    legacy(res, key, async () => {
      const expeditionId = pathId(req, 'expeditionId');
      const body = await readFormBody(req);
      return itemsAnswer(await edit(ctx, lineOf(expeditionId, body), body), message);
    }),
  );
}

function itemRoutes({ items }: ExpeditionServices): RestRoute[] {
  const quantity = (body: FormBody) => typedQuantity(fieldOf(body, 'quantity'));
  return [
    itemRoute('add', StockMessageKey.ERROR_ADDING, 'item_added', (ctx, line, body) =>
      items.add(ctx, { ...line, quantity: quantity(body) }),
    ),
    itemRoute('update', StockMessageKey.ERROR_UPDATING, 'item_updated', (ctx, line, body) =>
      items.update(ctx, { ...line, quantity: quantity(body) }),
    ),
    itemRoute('remove', StockMessageKey.ERROR_REMOVING, 'item_removed', (ctx, line) =>
      items.remove(ctx, line),
    ),
  ];
}

function receptionRoute({ reception }: ExpeditionServices): RestRoute {
  return route('post', `${BASE}/receive/part/:partId`, EXPEDITIONS, (ctx, req, res) =>
    legacy(res, StockMessageKey.ERROR_RECEIVING_PART, async () => {
      const partId = pathId(req, 'partId');
      const body = await readFormBody(req);
      const expedition = await reception.receive(ctx, {
        partId,
        quantity: typedQuantity(fieldOf(body, 'qtyReceived')),
        idempotencyKey: req.get('idempotency-key') ?? null,
      });
      const part = expedition.items.find((item) => item.id === partId);
      return {
        success: true,
        message: StockMessageKey.PART_RECEIVED,
        qtyReceived: part?.receivedQuantity ?? 0,
        remaining: part?.remainingQuantity ?? 0,
        status: part?.status ?? null,
        expeditionStatus: expedition.status,
      };
    }),
  );
}

export function expeditionRoutes(services: ExpeditionServices): RestRoute[] {
  return [availableProductsRoute(services), ...itemRoutes(services), receptionRoute(services)];
}
