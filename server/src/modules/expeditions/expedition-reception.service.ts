/**
 * Receiving part of a sent expedition at its destination: one expedition_reception row (who, when,
 * how many), the part's received quantity, an EXPEDITION_IN ledger row in the destination
 * (`expedition:<id>`), then the expedition's status from what arrived so far, all in one transaction
 * under the expedition's row lock.
 *
 * Replays: a reception may carry an idempotency key (unique column). A key already stored for this
 * part answers the expedition as it is now, receiving nothing. The lock makes retries of one part take
 * turns; a key raced by another expedition is settled by the constraint (`on conflict do nothing`),
 * never by a check alone.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode, StockMessageKey, StockMovementReason } from '@tijara/schema';
import { assertActor } from '../../core/access';
import { NotFoundError, RuleError } from '../../core/errors';
import { assertId } from '../../core/ids';
import type { RequestContext } from '../../core/request-context';
import type { StockLedger } from '../stock';
import { assertSide, lockExpedition } from './expedition-lock';
import type { LockedExpedition } from './expedition-lock';
import { expeditionReference, factsOf, partById, partsOf } from './expedition-parts';
import type { Part } from './expedition-parts';
import { loadExpedition } from './expedition-read.sql';
import { assertReceivable, idempotencyKeyOf, keyedRefusals, receivedQuantityError } from './expedition-rules';
import { assertTransition, statusAfterReception } from './expedition-transitions';
import type { ExpeditionResult } from './expedition.results';

export interface ReceptionRequest {
  /** The expedition item (part) id. */
  readonly partId: number;
  /** Units arriving now. */
  readonly quantity: number;
  readonly idempotencyKey?: string | null;
}

function keyUsedElsewhere(): RuleError {
  const message = 'This idempotency key was already used for another part';
  return new RuleError(ErrorCode.CONFLICT, StockMessageKey.ERROR_RECEIVING_PART, message, {
    idempotencyKey: [message],
  });
}

export class ExpeditionReceptionService {
  constructor(private readonly ledger: StockLedger) {}

  receive(ctx: RequestContext, request: ReceptionRequest): Promise<ExpeditionResult> {
    return keyedRefusals(StockMessageKey.ERROR_RECEIVING_PART, () =>
      ctx.em.transactional(async (em) => {
        const key = idempotencyKeyOf(request.idempotencyKey);
        assertId('partId', request.partId, 'Expedition part');
        const found = await partById(em, request.partId);
        if (!found) throw new NotFoundError('Expedition part', request.partId);
        const expedition = await lockExpedition(em, found.expeditionId);
        await assertSide(ctx, em, expedition, 'destination', true);
        if (key === null || !(await replayed(em, key, request.partId))) {
          await this.receiveNow(ctx, em, expedition, request, key);
        }
        return loadExpedition(em, expedition.id, ctx.locale);
      }),
    );
  }

  private async receiveNow(
    ctx: RequestContext,
    em: EntityManager,
    expedition: LockedExpedition,
    request: ReceptionRequest,
    key: string | null,
  ): Promise<void> {
    assertReceivable(expedition);
    const parts = await partsOf(em, expedition.id);
    const part = parts.find((p) => p.id === request.partId);
    if (!part) throw new NotFoundError('Expedition part', request.partId);
    const refusal = receivedQuantityError(request.quantity, part.quantity - part.receivedQuantity);
    if (refusal) throw refusal;
    const staffId = assertActor(ctx).staffId;
    const inserted = await em.execute<{ id: number }[]>(
      'insert into expedition_reception (item_id, quantity, received_by_id, received_at, idempotency_key) ' +
        'values (?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing returning id',
      [part.id, request.quantity, staffId, ctx.now, key],
    );
    if (inserted.length === 0) throw keyUsedElsewhere();
    await em.execute(
      'update expedition_item set received_quantity = received_quantity + ? where id = ?',
      [request.quantity, part.id],
      'run',
    );
    await this.ledger.move(em, {
      warehouseId: expedition.destinationWarehouseId,
      productId: part.productId,
      combinationId: part.combinationId,
      quantity: request.quantity,
      reason: StockMovementReason.EXPEDITION_IN,
      reference: expeditionReference(expedition.id),
      staffId,
      at: ctx.now,
      guard: 'none',
    });
    await this.advance(em, expedition, parts, part, request.quantity);
  }

  /** The status the reception leads to, checked against the table. */
  private async advance(
    em: EntityManager,
    expedition: LockedExpedition,
    parts: readonly Part[],
    received: Part,
    quantity: number,
  ): Promise<void> {
    const after = parts.map((p) =>
      p.id === received.id ? { ...p, receivedQuantity: p.receivedQuantity + quantity } : p,
    );
    const facts = factsOf(after);
    const next = statusAfterReception(facts);
    assertTransition(expedition.status, next, facts);
    await em.execute('update expedition set status = ? where id = ?', [next, expedition.id], 'run');
  }
}

/** Whether this key already received this part (true), is new (false), or belongs to another part (409). */
async function replayed(em: EntityManager, key: string, partId: number): Promise<boolean> {
  const [row] = await em.execute<{ item_id: number }[]>(
    'select item_id from expedition_reception where idempotency_key = ?',
    [key],
  );
  if (!row) return false;
  if (row.item_id !== partId) throw keyUsedElsewhere();
  return true;
}
