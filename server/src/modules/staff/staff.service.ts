/** Staff accounts: the administrator named in the environment, and the list staff admins manage. */
import { Permission, StaffRole } from '@tijara/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertPermission } from '../../core/access';
import type { RequestContext } from '../../core/request-context';
import { hashPassword } from './password';
import { storedRole } from './roles';
import { Staff } from './staff.entity';
import { profileOf, staffAccessOf } from './staff-profile';
import type { StaffProfile } from './staff.results';

export interface AdminCredentials {
  readonly email: string;
  readonly password: string;
}

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

const ADMIN = storedRole(StaffRole.ADMIN);

/**
 * Creates the admin account when missing. An existing account keeps its password (the environment
 * bootstraps access, later changes made in the app win) but gets the admin role and is re-activated.
 */
export async function ensureAdmin(em: EntityManager, admin: AdminCredentials): Promise<EnsureAdminResult> {
  const email = admin.email.trim().toLowerCase();
  const existing = await em.findOne(Staff, { email });
  if (!existing) {
    const displayName = email.split('@')[0] ?? email;
    em.create(Staff, {
      email,
      displayName,
      passwordHash: await hashPassword(admin.password),
      roles: [ADMIN],
    });
    await em.flush();
    return 'created';
  }
  if (existing.active && existing.roles.includes(ADMIN)) return 'unchanged';
  existing.active = true;
  if (!existing.roles.includes(ADMIN)) existing.roles = [...existing.roles, ADMIN];
  await em.flush();
  return 'updated';
}

export class StaffService {
  /** Every account, active or not, by email (STAFF_ADMIN). */
  async listStaff(ctx: RequestContext): Promise<StaffProfile[]> {
    assertPermission(ctx, Permission.STAFF_ADMIN);
    const rows = await ctx.em.find(
      Staff,
      {},
      { populate: ['shops', 'warehouses'], orderBy: { email: 'asc' } },
    );
    return rows.map((row) => profileOf(staffAccessOf(row)));
  }
}
