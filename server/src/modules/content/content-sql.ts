/**
 * How content runs SQL: `?` placeholders (MikroORM's execute escapes each value), on the EntityManager
 * it is given (a write's transaction, or the request's fork). Integer lists travel as one PostgreSQL
 * array literal (`?::int[]`), which an empty list cannot break; JSON as text cast to jsonb.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

export function rows<Row>(em: EntityManager, text: string, params: readonly unknown[] = []): Promise<Row[]> {
  return em.execute<Row[]>(text, [...params]);
}

export async function firstRow<Row>(
  em: EntityManager,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row | null> {
  const [row] = await rows<Row>(em, text, params);
  return row ?? null;
}

/** `{1,2,3}`: whole numbers only, so nothing else can enter the literal. */
export function intArray(values: readonly number[]): string {
  if (!values.every(Number.isSafeInteger)) throw new Error('Not a list of whole numbers');
  return `{${values.join(',')}}`;
}

export function jsonText(value: unknown): string {
  return JSON.stringify(value);
}
