/**
 * Creating an expedition and the status changes staff trigger (send, cancel, complete), each in one
 * transaction that locks the expedition row first and checks the transition against the table in
 * expedition-transitions.ts. Stock effects:
 * - send: each item's reservation in the source becomes an EXPEDITION_OUT ledger row;
 * - cancel while in progress: the reservations are released (no ledger row: nothing moved);
 * - cancel once sent (nothing received yet): the units go back into the source as EXPEDITION_IN rows;
 * - complete: no ledger row; units never received stay as the items' remaining quantity, recorded as
 *   lost in transit (they already left the source's on hand when it was sent).
 * Every ledger row names `expedition:<id>` and the member of staff.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode, ExpeditionStatus, StockMovementReason } from '@tijara/schema';
import { assertActor } from '../../core/access';
import { AppError, BadUserInputError, NotFoundError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { isUuid } from '../../core/ids';
import { Warehouse, warehouseFor } from '../stock';
import type { StockLedger } from '../stock';
import { assertCanRead, assertSide, lockExpedition } from './expedition-lock';
import type { LockedExpedition } from './expedition-lock';
import { expeditionReference, factsOf, itemReference, partsOf } from './expedition-parts';
import type { Part } from './expedition-parts';
import { loadExpedition } from './expedition-read.sql';
import { MAX_NOTE_LENGTH } from './expedition-rules';
import { assertTransition } from './expedition-transitions';
import type { ExpeditionResult } from './expedition.results';

export interface CreateExpeditionRequest {
  readonly sourceWarehouseId: string;
  readonly destinationWarehouseId: string;
  readonly note?: string | null;
}

function noteOf(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  if (trimmed.length > MAX_NOTE_LENGTH) {
    throw new BadUserInputError({ note: [`At most ${MAX_NOTE_LENGTH} characters`] }, 'Invalid note');
  }
  return trimmed === '' ? null : trimmed;
}

/** The destination: any existing warehouse (404), other than the source, of its shop, active. */
async function destinationFor(em: EntityManager, source: Warehouse, id: string): Promise<Warehouse> {
  const destination = isUuid(id) ? await em.findOne(Warehouse, { id }) : null;
  if (!destination) throw new NotFoundError('Warehouse', id);
  if (destination.id === source.id) {
    throw new BadUserInputError({ destinationWarehouseId: ['must differ from the source warehouse'] });
  }
  if (destination.shop.uuid !== source.shop.uuid) {
    throw new BadUserInputError({ destinationWarehouseId: ['must belong to the same shop as the source'] });
  }
  if (!destination.active) {
    const message = 'This warehouse is inactive';
    throw new AppError(ErrorCode.CONFLICT, message, { destinationWarehouseId: [message] });
  }
  return destination;
}

export class ExpeditionFlowService {
  constructor(private readonly ledger: StockLedger) {}

  /** A new expedition in progress, created by the actor, who must be able to act in the source. */
  create(ctx: RequestContext, request: CreateExpeditionRequest): Promise<ExpeditionResult> {
    const actor = assertActor(ctx);
    return ctx.em.transactional(async (em) => {
      const source = await warehouseFor(ctx, em, request.sourceWarehouseId, {
        mustBeActive: true,
        field: 'sourceWarehouseId',
      });
      const destination = await destinationFor(em, source, request.destinationWarehouseId);
      const note = noteOf(request.note);
      const [row] = await em.execute<{ id: number }[]>(
        'insert into expedition (source_warehouse_id, destination_warehouse_id, status, note, created_by_id, created_at) ' +
          'values (?, ?, ?, ?, ?, ?) returning id',
        [source.id, destination.id, ExpeditionStatus.INPROGRESS, note, actor.staffId, ctx.now],
      );
      if (!row) throw new Error('The expedition insert returned no row');
      return loadExpedition(em, row.id, ctx.locale);
    });
  }

  /** inprogress -> sent: the reserved units leave the source (EXPEDITION_OUT rows). */
  send(ctx: RequestContext, id: number): Promise<ExpeditionResult> {
    return this.change(ctx, id, async (em, expedition, parts) => {
      await assertSide(ctx, em, expedition, 'source', true);
      assertTransition(expedition.status, ExpeditionStatus.SENT, factsOf(parts));
      for (const part of parts) await this.consume(ctx, em, expedition, part);
      await em.execute(
        'update expedition set status = ?, sent_at = ?, sent_by_id = ? where id = ?',
        [ExpeditionStatus.SENT, ctx.now, assertActor(ctx).staffId, expedition.id],
        'run',
      );
    });
  }

  /** inprogress or sent (nothing received) -> cancelled: reservations released or units returned. */
  cancel(ctx: RequestContext, id: number): Promise<ExpeditionResult> {
    return this.change(ctx, id, async (em, expedition, parts) => {
      await assertSide(ctx, em, expedition, 'source', false);
      assertTransition(expedition.status, ExpeditionStatus.CANCELLED, factsOf(parts));
      const sent = expedition.status !== ExpeditionStatus.INPROGRESS;
      for (const part of parts) {
        if (sent) await this.returnToSource(ctx, em, expedition, part);
        else await this.ledger.release(em, itemReference(part.id), ctx.now);
      }
      await this.close(ctx, em, expedition.id, ExpeditionStatus.CANCELLED);
    });
  }

  /** partially or fully received -> completed; what never arrived stays recorded as lost in transit. */
  complete(ctx: RequestContext, id: number): Promise<ExpeditionResult> {
    return this.change(ctx, id, async (em, expedition, parts) => {
      assertCanRead(ctx, expedition);
      assertTransition(expedition.status, ExpeditionStatus.COMPLETED, factsOf(parts));
      await this.close(ctx, em, expedition.id, ExpeditionStatus.COMPLETED);
    });
  }

  private change(
    ctx: RequestContext,
    id: number,
    apply: (em: EntityManager, expedition: LockedExpedition, parts: Part[]) => Promise<void>,
  ): Promise<ExpeditionResult> {
    assertActor(ctx);
    return ctx.em.transactional(async (em) => {
      const expedition = await lockExpedition(em, id);
      await apply(em, expedition, await partsOf(em, expedition.id));
      return loadExpedition(em, expedition.id, ctx.locale);
    });
  }

  private async consume(ctx: RequestContext, em: EntityManager, expedition: LockedExpedition, part: Part) {
    const consumed = await this.ledger.consume(em, itemReference(part.id), {
      reason: StockMovementReason.EXPEDITION_OUT,
      staffId: assertActor(ctx).staffId,
      at: ctx.now,
      movementReference: expeditionReference(expedition.id),
    });
    const units = consumed.reduce((sum, c) => sum + c.quantity, 0);
    // The item and its reservation change together under the expedition lock: a gap is a bug, not input.
    if (units !== part.quantity) {
      throw new Error(
        `Expedition item ${part.id} holds ${units} reserved units for ${part.quantity} to send`,
      );
    }
  }

  private async returnToSource(
    ctx: RequestContext,
    em: EntityManager,
    expedition: LockedExpedition,
    part: Part,
  ) {
    await this.ledger.move(em, {
      warehouseId: expedition.sourceWarehouseId,
      productId: part.productId,
      combinationId: part.combinationId,
      quantity: part.quantity,
      reason: StockMovementReason.EXPEDITION_IN,
      reference: expeditionReference(expedition.id),
      note: 'expedition cancelled after sending',
      staffId: assertActor(ctx).staffId,
      at: ctx.now,
      guard: 'none',
    });
  }

  private async close(ctx: RequestContext, em: EntityManager, id: number, status: ExpeditionStatus) {
    await em.execute(
      'update expedition set status = ?, closed_at = ?, closed_by_id = ? where id = ?',
      [status, ctx.now, assertActor(ctx).staffId, id],
      'run',
    );
  }
}
