/**
 * The checks every administrative write makes under its row locks (see lockForAdminChange): the
 * account exists, the form's version is the saved one, the change leaves an active admin, and the
 * actor, whose permissions were read when the request began, still holds STAFF_ADMIN now. The last
 * rule is checked before the actor's own: of two admins demoting each other at once, the second is
 * told the other is the last admin, which is what stops it.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Permission, StaffRole, permissionsOf } from '@tijara/schema';
import { assertActor } from '../../../core/access';
import { ForbiddenError, NotFoundError } from '../../../core/errors';
import type { RequestContext } from '../../../core/request-context';
import { Staff } from '../staff.entity';
import { lastAdminError, staffChangedError } from './staff-problems';
import { lockForAdminChange } from './staff-member.sql';
import type { LockedStaff } from './staff-member.sql';

function isActiveAdmin(row: LockedStaff): boolean {
  return row.active && row.roles.includes(StaffRole.ADMIN);
}

export interface AdminChange {
  /** The form's version, or null for an action that needs none (deactivate, reset). */
  readonly version: number | null;
  /** Whether the target stays an active admin after the change (null: the change does not say). */
  readonly staysActiveAdmin?: boolean;
}

/** The target, loaded with its affectation, once every check passed; its row and the admins' locked. */
export async function lockedTarget(
  ctx: RequestContext,
  em: EntityManager,
  id: string,
  change: AdminChange,
): Promise<Staff> {
  const actor = assertActor(ctx);
  const rows = await lockForAdminChange(em, [id, actor.staffId]);
  const target = rows.find((row) => row.id === id);
  if (!target) throw new NotFoundError('Staff member', id);
  if (change.version !== null && change.version !== target.version) throw staffChangedError();
  if (isActiveAdmin(target) && change.staysActiveAdmin === false) {
    const others = rows.filter((row) => row.id !== id && isActiveAdmin(row));
    if (others.length === 0) throw lastAdminError();
  }
  const self = rows.find((row) => row.id === actor.staffId);
  if (!self?.active || !permissionsOf(self.roles).includes(Permission.STAFF_ADMIN)) {
    throw new ForbiddenError(`This needs the ${Permission.STAFF_ADMIN} permission`);
  }
  return em.findOneOrFail(Staff, id, { populate: ['shops', 'warehouses'], refresh: true });
}
