/**
 * Finding a warehouse a member of staff may act in: unknown ids (including text that is not a uuid)
 * are 404, a warehouse the actor is not assigned to is 403, an inactive one refuses new stock work.
 * Stock, expeditions and their shims all go through here, so the answers agree.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode } from '@tijara/schema';
import { assertCanActInWarehouse } from '../../core/access';
import { AppError, NotFoundError } from '../../core/errors';
import { isUuid } from '../../core/ids';
import type { RequestContext } from '../../core/request-context';
import { Warehouse } from './warehouse.entity';

export interface WarehouseAccessOptions {
  /** Refuse an inactive warehouse (new stock work); reading its history stays possible. */
  readonly mustBeActive?: boolean;
  /** The field to name in errors ('warehouseId', 'sourceWarehouseId'...). */
  readonly field?: string;
}

export async function warehouseFor(
  ctx: Pick<RequestContext, 'actor'>,
  em: EntityManager,
  id: string,
  { mustBeActive = false, field = 'warehouseId' }: WarehouseAccessOptions = {},
): Promise<Warehouse> {
  const warehouse = isUuid(id) ? await em.findOne(Warehouse, { id }) : null;
  if (!warehouse) throw new NotFoundError('Warehouse', id);
  assertCanActInWarehouse(ctx, warehouse.id);
  if (mustBeActive && !warehouse.active) {
    const message = 'This warehouse is inactive';
    throw new AppError(ErrorCode.CONFLICT, message, { [field]: [message] });
  }
  return warehouse;
}
