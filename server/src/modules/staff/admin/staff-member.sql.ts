/**
 * The staff tables as administration reads and locks them. One statement answers the list (or one
 * account) with each person's shops and warehouses aggregated, whatever the number of people; the
 * lock takes the rows a change about admins depends on, in id order so two changes never deadlock.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { StaffRole } from '@tijara/schema';
import { foldedSql } from '../../../core/folded-search';
import { pgArray } from '../../../core/pg-array';
import { rolesFromStored, storedRole } from '../roles';
import type { StaffMemberView } from './staff-member.results';

interface StaffMemberRow {
  readonly id: string;
  readonly email: string;
  readonly display_name: string;
  readonly roles: string[];
  readonly active: boolean;
  readonly version: number;
  readonly shop_ids: string[];
  readonly warehouse_ids: string[];
}

export interface StaffListQuery {
  /** A LIKE pattern over the folded name and e-mail (folded-search's searchPattern); null: everyone. */
  readonly pattern: string | null;
  readonly role: StaffRole | null;
  readonly active: boolean | null;
}

const MEMBER_SQL = `select s.id, s.email, s.display_name, s.roles, s.active, s.version,
    array(select ss.shop_uuid::text from staff_shop ss where ss.staff_id = s.id order by 1) as shop_ids,
    array(select sw.warehouse_id::text from staff_warehouse sw where sw.staff_id = s.id order by 1)
      as warehouse_ids
  from staff s`;

function viewOf(row: StaffMemberRow): StaffMemberView {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    roles: rolesFromStored(row.roles),
    active: row.active,
    version: row.version,
    shopIds: row.shop_ids,
    warehouseIds: row.warehouse_ids,
  };
}

/** By name (case ignored), then e-mail. */
export async function listStaffMembers(em: EntityManager, query: StaffListQuery): Promise<StaffMemberView[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.pattern !== null) {
    conditions.push(`(${foldedSql('s.display_name')} like ? or ${foldedSql('s.email')} like ?)`);
    params.push(query.pattern, query.pattern);
  }
  if (query.role !== null) {
    conditions.push('s.roles @> array[?]::text[]');
    params.push(storedRole(query.role));
  }
  if (query.active !== null) {
    conditions.push('s.active = ?');
    params.push(query.active);
  }
  const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
  const rows = await em.execute<StaffMemberRow[]>(
    `${MEMBER_SQL}${where} order by lower(s.display_name), s.email, s.id`,
    params,
  );
  return rows.map(viewOf);
}

export async function findStaffMember(em: EntityManager, id: string): Promise<StaffMemberView | null> {
  const [row] = await em.execute<StaffMemberRow[]>(`${MEMBER_SQL} where s.id = ?`, [id]);
  return row ? viewOf(row) : null;
}

export interface LockedStaff {
  readonly id: string;
  readonly active: boolean;
  readonly roles: readonly StaffRole[];
  readonly version: number;
}

/**
 * Locks, until the transaction ends, the accounts named and every active admin. A change waiting
 * here sees the rows as the change before it left them (PostgreSQL re-reads a locked row once it is
 * free): of two admins demoting each other at once, the second finds the other is no admin any more.
 */
export async function lockForAdminChange(em: EntityManager, ids: readonly string[]): Promise<LockedStaff[]> {
  const rows = await em.execute<{ id: string; active: boolean; roles: string[]; version: number }[]>(
    `select id, active, roles, version from staff
      where id = any(?::uuid[]) or (active and roles @> array[?]::text[])
      order by id for update`,
    [pgArray(ids), storedRole(StaffRole.ADMIN)],
  );
  return rows.map((row) => ({ ...row, roles: rolesFromStored(row.roles) }));
}
