/**
 * The dashboard home: one answer whose parts each need their permission (sales and waiting orders
 * ORDERS, low stock STOCK, carriers' money TRANSPORTER_PAYMENTS); a part the actor may not see is
 * null and the others still answer. Orders are counted in the shops the actor acts in, stock in the
 * warehouses they work in. At most four statements whatever the data (two for orders, one for stock,
 * one for carriers), sent at once: each takes its own pool connection.
 */
import { Permission, StaffRole } from '@tijara/schema';
import { assertActor, warehouseScope } from '../../core/access';
import { FieldProblems } from '../../core/field-problems';
import type { Actor, RequestContext } from '../../core/request-context';
import { parseUuid } from '../catalog';
import type { TransporterPaymentsService } from '../transporter-payments';
import type { DashboardArgs } from './dashboard.inputs';
import { salesRows, waitingRows } from './dashboard-orders.sql';
import type { ShopScope } from './dashboard-orders.sql';
import type {
  CarrierHolding,
  Dashboard,
  DashboardOrders,
  DashboardSales,
  DashboardStock,
} from './dashboard.results';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_LOW_STOCK_THRESHOLD,
  WAITING,
  salesSeriesOf,
} from './dashboard-rules';
import { lowStockRows } from './dashboard-stock.sql';
import { warehousesOf } from './low-stock-view';

interface DashboardRequest {
  readonly shopUuid: string | null;
  readonly threshold: number;
}

function requestOf(args: DashboardArgs): DashboardRequest {
  const problems = new FieldProblems();
  const threshold = args.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  if (!Number.isInteger(threshold) || threshold < 0 || threshold > MAX_LOW_STOCK_THRESHOLD) {
    problems.add('lowStockThreshold', `must be a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}`);
  }
  problems.assertNone('Invalid dashboard arguments');
  return { shopUuid: args.shopUuid ? parseUuid('shopUuid', args.shopUuid) : null, threshold };
}

/**
 * The shops whose orders the actor may count: null for every shop (an admin without a shop asked),
 * an empty list when none (not assigned there), else the shop asked or the actor's shops.
 */
function shopScopeOf(actor: Actor, shopUuid: string | null): ShopScope {
  const admin = actor.roles.includes(StaffRole.ADMIN);
  if (shopUuid === null) return admin ? null : actor.shopIds;
  return admin || actor.shopIds.includes(shopUuid) ? [shopUuid] : [];
}

export class DashboardService {
  constructor(private readonly transporterPayments: TransporterPaymentsService) {}

  async dashboard(ctx: RequestContext, args: DashboardArgs): Promise<Dashboard> {
    const actor = assertActor(ctx);
    const request = requestOf(args);
    const may = (permission: Permission) => actor.permissions.has(permission);
    const shops = shopScopeOf(actor, request.shopUuid);
    // Independent reads on the pool (no transaction): each statement overlaps the others.
    const [sales, orders, stock, carriers] = await Promise.all([
      may(Permission.ORDERS) ? this.sales(ctx, shops) : null,
      may(Permission.ORDERS) ? this.orders(ctx, shops) : null,
      may(Permission.STOCK) ? this.stock(ctx, actor, request) : null,
      may(Permission.TRANSPORTER_PAYMENTS) ? this.carriers(ctx) : null,
    ]);
    return { sales, orders, stock, carriers };
  }

  private async sales(ctx: RequestContext, shops: ShopScope): Promise<DashboardSales> {
    return salesSeriesOf(await salesRows(ctx.em, ctx.now, shops));
  }

  private async orders(ctx: RequestContext, shops: ShopScope): Promise<DashboardOrders> {
    const rows = await waitingRows(ctx.em, shops);
    const countOf = (kind: string) => rows.find((row) => row.kind === kind)?.count ?? 0;
    return {
      waiting: WAITING.map((status) => ({ status, count: countOf(status) })),
      posToReview: countOf('review'),
    };
  }

  private async stock(ctx: RequestContext, actor: Actor, request: DashboardRequest): Promise<DashboardStock> {
    const warehouseIds = warehouseScope(actor);
    const rows =
      warehouseIds?.length === 0
        ? []
        : await lowStockRows(ctx.em, {
            threshold: request.threshold,
            locale: ctx.locale,
            warehouseIds,
            shopUuid: request.shopUuid,
          });
    return { threshold: request.threshold, warehouses: warehousesOf(rows) };
  }

  private async carriers(ctx: RequestContext): Promise<CarrierHolding[]> {
    const due = await this.transporterPayments.transportersDue(ctx);
    return due
      .filter((carrier) => carrier.unpaidCount > 0)
      .map(({ transporterId, name, unpaidCount, unpaidTotal }) => ({
        transporterId,
        name,
        count: unpaidCount,
        total: unpaidTotal,
      }));
  }
}
