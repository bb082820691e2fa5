/**
 * Every change of an expedition (items, status, receptions) starts by locking its row
 * (`select ... for update`) in the change's transaction: a send cannot interleave with an item edit,
 * two receptions of one expedition take turns, and the status read is the one the change applies to.
 * Then the side of the expedition the actor must be able to act in is checked.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { StaffRole } from '@tijara/schema';
import type { ExpeditionStatus } from '@tijara/schema';
import { assertActor } from '../../core/access';
import { ForbiddenError, NotFoundError } from '../../core/errors';
import { assertId } from '../../core/ids';
import type { RequestContext } from '../../core/request-context';
import { warehouseFor } from '../stock';

export interface LockedExpedition {
  readonly id: number;
  readonly status: ExpeditionStatus;
  readonly sourceWarehouseId: string;
  readonly destinationWarehouseId: string;
  readonly sentAt: Date | null;
}

interface Row {
  id: number;
  status: ExpeditionStatus;
  source_warehouse_id: string;
  destination_warehouse_id: string;
  sent_at: Date | string | null;
}

/** 404 for an unknown id (400 for one that can never be an id). */
export async function lockExpedition(em: EntityManager, id: number, field = 'id'): Promise<LockedExpedition> {
  assertId(field, id, 'Expedition');
  const [row] = await em.execute<Row[]>(
    'select id, status, source_warehouse_id, destination_warehouse_id, sent_at from expedition where id = ? for update',
    [id],
  );
  if (!row) throw new NotFoundError('Expedition', id);
  return {
    id: row.id,
    status: row.status,
    sourceWarehouseId: row.source_warehouse_id,
    destinationWarehouseId: row.destination_warehouse_id,
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  };
}

/** Which warehouse of the expedition a change happens in. */
export type ExpeditionSide = 'source' | 'destination';

/**
 * 403 unless the actor may act in that side's warehouse; `mustBeActive` refuses new stock work in a
 * deactivated one (409).
 */
export async function assertSide(
  ctx: Pick<RequestContext, 'actor'>,
  em: EntityManager,
  expedition: LockedExpedition,
  side: ExpeditionSide,
  mustBeActive: boolean,
): Promise<void> {
  const id = side === 'source' ? expedition.sourceWarehouseId : expedition.destinationWarehouseId;
  await warehouseFor(ctx, em, id, { mustBeActive, field: `${side}WarehouseId` });
}

/** Reading an expedition: the actor acts in its source or its destination (admins everywhere). */
export function assertCanRead(
  ctx: Pick<RequestContext, 'actor'>,
  expedition: { readonly sourceWarehouseId: string; readonly destinationWarehouseId: string },
): void {
  const actor = assertActor(ctx);
  if (actor.roles.includes(StaffRole.ADMIN)) return;
  const { sourceWarehouseId, destinationWarehouseId } = expedition;
  if (actor.warehouseIds.includes(sourceWarehouseId) || actor.warehouseIds.includes(destinationWarehouseId))
    return;
  throw new ForbiddenError('You are not assigned to either warehouse of this expedition');
}
