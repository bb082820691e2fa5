/**
 * `syncOrders`: a batch of orders made offline, POS sales from a till and shoppers' orders queued
 * by the storefront, each processed in its own transaction, in the order given, so one bad entry
 * never affects the others (a rejected or conflicting entry never blocks the outbox:
 * clients/shared/README.md). Each entry answers created, duplicate, conflict or rejected with its
 * reasons. An unexpected failure (the database, a bug) is not a business answer: the other entries
 * still run, then the call fails, and the client resends the whole batch with the same keys; what
 * was recorded answers `duplicate`.
 *
 * A sale takes its stock from its till's warehouse when the till is registered in the sale's shop
 * (pos' devices, read once per call for every till the batch names), else from the shop's default.
 *
 * Also the reconciliation lookup by client order id, for a till that never got its answer.
 */
import { normalizeOrderKey, isOrderKey, OrderSyncStatus } from '@tijara/schema';
import { assertCanActInShop } from '../../../core/access';
import { BadUserInputError } from '../../../core/errors';
import { isUuid } from '../../../core/ids';
import type { RequestContext } from '../../../core/request-context';
import { staffShopsOf } from '../../staff';
import type { StaffShops } from '../../staff';
import { saleWarehouse, tillWarehouses } from './device-warehouses.sql';
import type { TillWarehouse } from './device-warehouses.sql';
import type { PosSaleService } from './pos-sale.service';
import { saleCashier } from './sale-access';
import { checkSale } from './sale-rules';
import { rejected } from './sync-outcome';
import type { SyncOutcome } from './sync-outcome';
import { SyncReasonCode, reason } from './sync-reasons';
import type { PosSaleRequest, SyncEntryRequest } from './sync-request';
import { syncedOrderByKey } from './synced-order.sql';
import type { SyncedOrderRow } from './synced-order.sql';

/** Entries per call: a till drains its queue in batches of at most this many (more is BAD_USER_INPUT). */
export const MAX_SYNC_BATCH = 100;

/** Records a shopper's queued order through the checkout; see web-entry.ts. */
export interface WebEntryRecorder<WebOrder> {
  record(ctx: RequestContext, entry: SyncEntryRequest<WebOrder>, order: WebOrder): Promise<SyncOutcome>;
}

/** What one read per call tells about every sale of the batch: their tills and the cashiers they name. */
interface BatchFacts {
  readonly tills: ReadonlyMap<string, TillWarehouse>;
  /** Where the colleagues the batch's sales name work (a sale naming the sender costs nothing). */
  readonly cashiers: ReadonlyMap<string, StaffShops>;
}

export class OrderSyncService<WebOrder> {
  constructor(
    private readonly sales: PosSaleService,
    private readonly web: WebEntryRecorder<WebOrder>,
  ) {}

  /** The outcome of each entry, in the order given. */
  async sync(ctx: RequestContext, entries: readonly SyncEntryRequest<WebOrder>[]): Promise<SyncOutcome[]> {
    if (entries.length > MAX_SYNC_BATCH) {
      throw new BadUserInputError(
        { orders: [`At most ${MAX_SYNC_BATCH} orders per call`] },
        `At most ${MAX_SYNC_BATCH} orders per call, got ${entries.length}`,
      );
    }
    const sales = entries.filter((entry) => entry.sale !== null);
    const tills = await tillWarehouses(
      ctx.em,
      sales.map((entry) => entry.deviceId),
    );
    const sender = ctx.actor?.staffId.toLowerCase() ?? null;
    const cashiers = await staffShopsOf(
      ctx.em,
      sales.flatMap((entry) => {
        const named = entry.cashierId?.trim().toLowerCase() ?? null;
        return named === null || named === sender ? [] : [named];
      }),
    );
    const outcomes: SyncOutcome[] = [];
    let failure: unknown = null;
    for (const entry of entries) {
      const kind = entry.sale === null ? 'web' : 'sale';
      try {
        const outcome = await this.one(ctx, entry, { tills, cashiers });
        ctx.metrics.orderSync(outcome.status, kind);
        // A web entry's replay is the checkout's, counted there.
        if (outcome.status === OrderSyncStatus.DUPLICATE && kind === 'sale') ctx.metrics.replayed('pos_sale');
        outcomes.push(outcome);
      } catch (error) {
        ctx.metrics.orderSync('failed', kind);
        ctx.log.error({ err: error, clientOrderId: entry.clientOrderId }, 'A synced order failed');
        failure ??= error;
      }
    }
    if (failure !== null) throw failure;
    return outcomes;
  }

  private one(
    ctx: RequestContext,
    entry: SyncEntryRequest<WebOrder>,
    batch: BatchFacts,
  ): Promise<SyncOutcome> {
    if ((entry.sale === null) === (entry.webOrder === null)) {
      const message = 'Send exactly one of sale and webOrder';
      return Promise.resolve(rejected([reason(SyncReasonCode.BAD_USER_INPUT, message, { field: 'sale' })]));
    }
    if (entry.sale !== null) return this.sale(ctx, entry, entry.sale, batch);
    return this.web.record(ctx, entry, entry.webOrder as WebOrder);
  }

  private async sale(
    ctx: RequestContext,
    entry: SyncEntryRequest,
    sale: PosSaleRequest,
    batch: BatchFacts,
  ): Promise<SyncOutcome> {
    const shopUuid = sale.shopUuid.trim().toLowerCase();
    const warehouse = saleWarehouse(batch.tills, entry.deviceId, shopUuid);
    const cashier = saleCashier(ctx.actor, shopUuid, entry.cashierId, {
      fromShopTill: warehouse !== null,
      colleagues: batch.cashiers,
    });
    if ('refusal' in cashier) return rejected([cashier.refusal]);
    const checked = checkSale(entry, { ...sale, shopUuid }, cashier.cashierId);
    if (!checked.ok) return rejected(checked.reasons);
    return this.sales.record(ctx, checked.sale, warehouse);
  }

  /** The order a shop's client order id made, or null (staff of that shop; the guard checked POS_SALE). */
  async orderByClientId(
    ctx: RequestContext,
    shopUuid: string,
    clientOrderId: string,
  ): Promise<SyncedOrderRow | null> {
    const shop = shopUuid.trim().toLowerCase();
    const key = normalizeOrderKey(clientOrderId);
    const errors: Record<string, string[]> = {};
    if (!isUuid(shop)) errors['shopUuid'] = ['Not a shop id'];
    if (!isOrderKey(key)) errors['clientOrderId'] = ['Not a client order id'];
    if (Object.keys(errors).length > 0) throw new BadUserInputError(errors);
    assertCanActInShop(ctx, shop);
    return syncedOrderByKey(ctx.em, shop, key);
  }
}
