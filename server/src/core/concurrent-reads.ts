/**
 * Independent reads at once where that helps: on the pool they take two connections and overlap; in a
 * transaction they share its one connection, which runs one query at a time (pg deprecates queueing
 * a query behind another on one client), so there they run one after the other.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

export async function concurrentReads<A, B>(
  em: EntityManager,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  if (em.isInTransaction()) return [await first(), await second()];
  return Promise.all([first(), second()]);
}
