/**
 * A page of expedition ids, newest first, with the total in the same statement (a window count);
 * past the last page the count has no row to ride on and is read apart.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ExpeditionStatus } from '@tijara/schema';

export interface ExpeditionFilter {
  /** Expeditions leaving or reaching one of these; null: every warehouse. */
  readonly warehouseIds: readonly string[] | null;
  readonly status: ExpeditionStatus | null;
}

function whereOf(filter: ExpeditionFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.warehouseIds !== null) {
    const list = filter.warehouseIds.map(() => '?').join(', ');
    clauses.push(`(e.source_warehouse_id in (${list}) or e.destination_warehouse_id in (${list}))`);
    params.push(...filter.warehouseIds, ...filter.warehouseIds);
  }
  if (filter.status !== null) {
    clauses.push('e.status = ?');
    params.push(filter.status);
  }
  return { sql: clauses.length > 0 ? `where ${clauses.join(' and ')}` : '', params };
}

export async function expeditionIdPage(
  em: EntityManager,
  filter: ExpeditionFilter,
  { limit, offset }: { readonly limit: number; readonly offset: number },
): Promise<{ ids: number[]; totalCount: number }> {
  if (filter.warehouseIds !== null && filter.warehouseIds.length === 0) return { ids: [], totalCount: 0 };
  const where = whereOf(filter);
  const rows = await em.execute<{ id: number; total: string }[]>(
    `select e.id, count(*) over () as total from expedition e ${where.sql} ` +
      'order by e.created_at desc, e.id desc limit ? offset ?',
    [...where.params, limit, offset],
  );
  if (rows.length > 0 || offset === 0) {
    return { ids: rows.map((row) => row.id), totalCount: Number(rows[0]?.total ?? 0) };
  }
  const [counted] = await em.execute<{ total: string }[]>(
    `select count(*) as total from expedition e ${where.sql}`,
    where.params,
  );
  return { ids: [], totalCount: Number(counted?.total ?? 0) };
}
