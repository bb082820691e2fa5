/**
 * Editing an expedition's items while it is in progress. Each item holds a reservation of its units
 * in the source (owner `expedition-item:<itemId>`), so available stock drops at once and the
 * ledger's guarded update decides races: two clerks adding the last units to two expeditions, or a
 * sale and an expedition, cannot both get them. Every edit locks the expedition row first, so a send
 * never interleaves with an edit. One transaction per call: a refused edit changes nothing.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { checkStockItem, InsufficientStockError } from '../stock';
import type { StockLedger, StockLine } from '../stock';
import { assertSide, lockExpedition } from './expedition-lock';
import type { LockedExpedition } from './expedition-lock';
import { itemReference, partForLine } from './expedition-parts';
import type { Part } from './expedition-parts';
import { loadExpedition } from './expedition-read.sql';
import {
  assertEditable,
  editMessageKey,
  invalidQuantity,
  isItemQuantity,
  keyedRefusals,
} from './expedition-rules';
import type { ItemEdit } from './expedition-rules';
import type { ExpeditionResult } from './expedition.results';

export interface ExpeditionItemRef {
  readonly expeditionId: number;
  readonly productId: number;
  readonly combinationId?: number | null;
}

export interface ExpeditionItemRequest extends ExpeditionItemRef {
  /** Units to add (add) or the new absolute quantity (update). */
  readonly quantity: number;
}

interface EditTarget {
  readonly expedition: LockedExpedition;
  /** The line in the source warehouse. */
  readonly line: StockLine;
}

export class ExpeditionItemsService {
  constructor(private readonly ledger: StockLedger) {}

  /** Adds units of a line (to its item when the line is already there): 1 to what is available. */
  add(ctx: RequestContext, request: ExpeditionItemRequest): Promise<ExpeditionResult> {
    return this.edit(ctx, request, 'add', async (em, { expedition, line }) => {
      if (!isItemQuantity(request.quantity))
        throw invalidQuantity((await this.ledger.figures(em, line)).available);
      const [item] = await em.execute<{ id: number }[]>(
        'insert into expedition_item (expedition_id, product_id, combination_id, quantity) values (?, ?, ?, ?) ' +
          'on conflict (expedition_id, product_id, coalesce(combination_id, 0)) ' +
          'do update set quantity = expedition_item.quantity + excluded.quantity returning id',
        [expedition.id, line.productId, line.combinationId, request.quantity],
      );
      if (!item) throw new Error('The expedition item upsert returned no row');
      await reserving(0, () =>
        this.ledger.reserve(em, {
          ...line,
          quantity: request.quantity,
          reference: itemReference(item.id),
          at: ctx.now,
        }),
      );
    });
  }

  /** Sets an item's quantity (1 to what is available counting its own reservation). */
  update(ctx: RequestContext, request: ExpeditionItemRequest): Promise<ExpeditionResult> {
    return this.edit(ctx, request, 'update', async (em, { expedition, line }) => {
      const item = await existingPart(em, expedition.id, line);
      if (!isItemQuantity(request.quantity)) {
        throw invalidQuantity((await this.ledger.figures(em, line)).available + item.quantity);
      }
      await reserving(item.quantity, () =>
        this.ledger.setReserved(em, line, itemReference(item.id), request.quantity, ctx.now),
      );
      await em.execute(
        'update expedition_item set quantity = ? where id = ?',
        [request.quantity, item.id],
        'run',
      );
    });
  }

  /** Takes a line out of the expedition, giving its units back to the source's available stock. */
  remove(ctx: RequestContext, request: ExpeditionItemRef): Promise<ExpeditionResult> {
    return this.edit(ctx, request, 'remove', async (em, { expedition, line }) => {
      const item = await existingPart(em, expedition.id, line);
      await this.ledger.release(em, itemReference(item.id), ctx.now, line);
      await em.execute('delete from expedition_item where id = ?', [item.id], 'run');
    });
  }

  /** Lock, source access, still editable, a stockable line; then the change and the answer. */
  private edit(
    ctx: RequestContext,
    ref: ExpeditionItemRef,
    edit: ItemEdit,
    change: (em: EntityManager, target: EditTarget) => Promise<void>,
  ): Promise<ExpeditionResult> {
    return keyedRefusals(editMessageKey(edit), () =>
      ctx.em.transactional(async (em) => {
        const expedition = await lockExpedition(em, ref.expeditionId, 'expeditionId');
        await assertSide(ctx, em, expedition, 'source', true);
        assertEditable(expedition, edit);
        const checked = await checkStockItem(em, ref.productId, ref.combinationId);
        await change(em, { expedition, line: { warehouseId: expedition.sourceWarehouseId, ...checked } });
        return loadExpedition(em, expedition.id, ctx.locale);
      }),
    );
  }
}

async function existingPart(em: EntityManager, expeditionId: number, line: StockLine): Promise<Part> {
  const part = await partForLine(em, expeditionId, line);
  if (!part) {
    const what =
      line.combinationId === null ? `product ${line.productId}` : `combination ${line.combinationId}`;
    throw new NotFoundError(`Expedition ${expeditionId} item for`, what);
  }
  return part;
}

/**
 * Runs a reservation change; the ledger's refusal becomes `invalid_quantity`, reporting
 * what could be asked for: what the line has free plus what this item already holds.
 */
async function reserving(held: number, reserve: () => Promise<unknown>): Promise<void> {
  try {
    await reserve();
  } catch (error) {
    if (error instanceof InsufficientStockError) throw invalidQuantity(error.available + held);
    throw error;
  }
}
