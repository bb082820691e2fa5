/** The administrator named in the environment (ADMIN_EMAIL, ADMIN_PASSWORD), ensured at start-up. */
import { StaffRole } from '@tijara/schema';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from './password';
import { storedRole } from './roles';
import { Staff } from './staff.entity';

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
  existing.version += 1;
  await em.flush();
  return 'updated';
}
