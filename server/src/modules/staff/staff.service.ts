/** Staff accounts. For now: making sure the administrator named in the environment exists. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from './password';
import { Staff } from './staff.entity';

export interface AdminCredentials {
  readonly email: string;
  readonly password: string;
}

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged';

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
      roles: ['admin'],
    });
    await em.flush();
    return 'created';
  }
  if (existing.active && existing.roles.includes('admin')) return 'unchanged';
  existing.active = true;
  if (!existing.roles.includes('admin')) existing.roles = [...existing.roles, 'admin'];
  await em.flush();
  return 'updated';
}
