/**
 * Loading what a request names by id: a missing row is NOT_FOUND naming the kind and the id (ids are
 * checked for range first, core/ids.ts), and slugs are checked or generated unique per table.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import { NotFoundError } from '../../../core/errors';
import { assertId } from '../../../core/ids';
import { baseSlug, firstFreeSlug, slugProblem } from './rules/slug';
import type { FieldProblems } from './rules/field-checks';

interface WithId {
  id: number;
}

/** The row with this id, or NOT_FOUND. */
export async function findOr404<T extends WithId>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: number,
  what: string,
  field = 'id',
): Promise<T> {
  assertId(field, id, what);
  const row = await em.findOne(entity, { id } as FilterQuery<T>);
  if (!row) throw new NotFoundError(what, id);
  return row;
}

/** Every row named, in the order given (duplicates collapsed), or NOT_FOUND for the first missing. */
export async function findAllOr404<T extends WithId>(
  em: EntityManager,
  entity: EntityClass<T>,
  ids: readonly number[],
  what: string,
  field: string,
): Promise<T[]> {
  const unique = [...new Set(ids)];
  unique.forEach((id, index) => assertId(`${field}.${index}`, id, what));
  if (unique.length === 0) return [];
  const rows = await em.find(entity, { id: { $in: unique } } as unknown as FilterQuery<T>);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw new NotFoundError(what, id);
    return row;
  });
}

interface WithSlug extends WithId {
  slug: string;
}

/** Slugs of rows matching `where`, read as plain values (the identity map is left alone). */
async function slugsWhere<T extends WithSlug>(em: EntityManager, entity: EntityClass<T>, where: object) {
  const rows = await em
    .createQueryBuilder(entity)
    .select(['id', 'slug'] as never)
    .where(where as never)
    .execute<{ id: number; slug: string }[]>('all');
  return rows;
}

/**
 * The slug to store: the one typed (checked well formed and unused by another row), or one made from
 * `name`, numbered when taken ("robe-kabyle-2").
 */
export async function slugFor<T extends WithSlug>(
  em: EntityManager,
  entity: EntityClass<T>,
  options: { typed?: string | null; name: string; fallback: string; selfId?: number },
  problems: FieldProblems,
): Promise<string> {
  const { typed, selfId } = options;
  if (typed !== undefined && typed !== null) {
    const problem = slugProblem(typed);
    if (problem) problems.add('slug', problem);
    else if ((await slugsWhere(em, entity, { slug: typed })).some((row) => row.id !== selfId)) {
      problems.add('slug', 'is already used');
    }
    return typed;
  }
  const base = baseSlug(options.name, options.fallback);
  const rows = await slugsWhere(em, entity, { $or: [{ slug: base }, { slug: { $like: `${base}-%` } }] });
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/**
 * Holds the products' row locks until the transaction ends: writes of a product's combinations and
 * packs take turns, so two of them cannot both pass the checks (one default, distinct values, no pack
 * in a pack) and then collide. Locked in id order, so two writers never wait on each other in a loop.
 */
export async function lockProducts(em: EntityManager, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const knex = em.getKnex();
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  await em.getConnection().execute(knex('product').select('id').whereIn('id', ids).orderBy('id').forUpdate());
}
