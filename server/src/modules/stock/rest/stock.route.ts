/**
 * Back-office REST shims of the legacy stock screens, calling the services
 * GraphQL calls:
 *   POST /dashboard/api/warehouse/{warehouseId}/add-stock  multipart, urlencoded or JSON
 *        {productId, combinationId (empty or 0: none), quantity, reason?, reference?, note?}
 *        -> {status:'ok', message: '<quantity added>', quantity, stock:{onHand, reserved, available}}
 *   POST /dashboard/api/warehouse/update-stocks/{warehouseId}  (CSRF header)
 *        -> {status:'success', ...the StockReconciliation fields}
 *   GET  /dashboard/api/stock/check?warehouseId=  (the configured stock-update URL: a GET must stay
 *        safe, so it is update-stocks' dry run) -> {status:'success', checkedAt, warehouses:[...]}
 * A refusal keeps its HTTP status and answers {status:'error', success:false, message, code,
 * messageKey?, errors}: the legacy pages test `status`, the shared error body says the rest.
 */
import { Permission } from '@tijara/schema';
import type { Request, Response } from 'express';
import type { StockEntryService } from '../stock-entry.service';
import type { StockReconciliationService } from '../stock-reconciliation.service';
import type { StockReconciliationView } from '../stock.results';
import { fieldOf, readFormBody } from '../../../rest/form-body';
import { route } from '../../../rest/route';
import type { RestRoute, RouteContext } from '../../../rest/route';
import { pathText, queryText, requiredWholeNumber, selectedId, typedQuantity } from '../../../rest/params';
import { answeringRefusals } from '../../../rest/legacy-refusal';

const STOCK = { permission: Permission.STOCK } as const;

export interface StockRouteServices {
  readonly entries: StockEntryService;
  readonly reconciliation: StockReconciliationService;
}

/** Legacy stock screens also read `status: 'error'` from a refusal's body. */
function shaped(handler: (ctx: RouteContext, req: Request, res: Response) => Promise<void>) {
  return (ctx: RouteContext, req: Request, res: Response) =>
    answeringRefusals(
      res,
      () => handler(ctx, req, res),
      () => ({ status: 'error' }),
    );
}

function reconciliationBody(report: StockReconciliationView) {
  return { status: 'success', ...report };
}

export function stockRoutes({ entries, reconciliation }: StockRouteServices): RestRoute[] {
  return [
    route(
      'post',
      '/dashboard/api/warehouse/:warehouseId/add-stock',
      STOCK,
      shaped(async (ctx, req, res) => {
        const body = await readFormBody(req);
        const quantity = typedQuantity(fieldOf(body, 'quantity'));
        const level = await entries.addStock(ctx, {
          warehouseId: pathText(req, 'warehouseId'),
          productId: requiredWholeNumber('productId', fieldOf(body, 'productId')),
          combinationId: selectedId('combinationId', fieldOf(body, 'combinationId')) ?? null,
          quantity,
          reason: fieldOf(body, 'reason')?.trim().toLowerCase() || null,
          reference: fieldOf(body, 'reference') ?? null,
          note: fieldOf(body, 'note') ?? null,
        });
        const stock = { onHand: level.onHand, reserved: level.reserved, available: level.available };
        res.json({ status: 'ok', message: String(quantity), quantity, stock });
      }),
    ),
    route(
      'post',
      '/dashboard/api/warehouse/update-stocks/:warehouseId',
      STOCK,
      shaped(async (ctx, req, res) => {
        res.json(reconciliationBody(await reconciliation.reconcile(ctx, pathText(req, 'warehouseId'))));
      }),
    ),
    route(
      'get',
      '/dashboard/api/stock/check',
      STOCK,
      shaped(async (ctx, req, res) => {
        const warehouseId = queryText(req, 'warehouseId');
        const warehouses = warehouseId
          ? [await reconciliation.check(ctx, warehouseId)]
          : await reconciliation.checkAll(ctx);
        res.json({ status: 'success', checkedAt: ctx.now, warehouses });
      }),
    ),
  ];
}
