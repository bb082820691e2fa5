/**
 * Tells readers (the public listing cache) that the catalogue changed, so a write is visible on the
 * very next request. Writers run their work through `write()`: the work and the bump of the
 * catalogue_revision row commit together, and only after the commit does the in-process revision
 * move, so a reader can never cache pre-commit data under the new revision. Other server instances
 * share no memory with this one: the bump also sends the new revision on the PostgreSQL channel
 * `catalogue_revision` (NOTIFY is delivered on commit, never for a rolled-back write), which each
 * instance listens to (catalogue-listener.ts), and they poll the row as well (`pollCatalogueRevision`),
 * the fallback while a listening connection is down.
 */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../core/logger';
import type { RequestContext } from '../../core/request-context';

export type CatalogueListener = (revision: number) => void;

/** The channel every instance LISTENs on; the payload is the new revision. */
export const CATALOGUE_CHANNEL = 'catalogue_revision';

const BUMP_SQL =
  'with bumped as (insert into catalogue_revision (id, revision, changed_at) values (1, 1, now()) ' +
  'on conflict (id) do update set revision = catalogue_revision.revision + 1, changed_at = now() ' +
  `returning revision) select revision, pg_notify('${CATALOGUE_CHANNEL}', revision::text) from bumped`;

export class CatalogueChanges {
  private current = 0;
  private readonly listeners = new Set<CatalogueListener>();

  /** The last revision this instance knows of: a cache entry built under another one is stale. */
  get revision(): number {
    return this.current;
  }

  onChange(listener: CatalogueListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs `work` in one transaction with the revision bump; readers see the change once committed. */
  async write<T>(ctx: RequestContext, work: (em: EntityManager) => Promise<T>): Promise<T> {
    let revision = 0;
    const result = await ctx.em.transactional(async (em) => {
      const value = await work(em);
      await em.flush();
      // em.execute, not em.getConnection().execute: only the former runs on the transaction's connection.
      const rows = await em.execute<{ revision: string }[]>(BUMP_SQL);
      revision = Number(rows[0]?.revision ?? 0);
      return value;
    });
    this.advanceTo(revision);
    return result;
  }

  /** Reads the shared row (another instance may have written); listeners run when it moved. */
  async refresh(em: EntityManager): Promise<number> {
    const rows = await em
      .getConnection()
      .execute<{ revision: string }[]>('select revision from catalogue_revision where id = 1');
    this.heard(Number(rows[0]?.revision ?? 0));
    return this.current;
  }

  /** A revision read or told elsewhere (a notification): listeners run when it is newer. */
  heard(revision: number): void {
    if (Number.isSafeInteger(revision)) this.advanceTo(revision);
  }

  private advanceTo(revision: number): void {
    if (revision <= this.current) return;
    this.current = revision;
    for (const listener of this.listeners) listener(revision);
  }
}

/** Polls the shared revision so writes made by other instances reach this one's caches. */
export function pollCatalogueRevision(
  orm: MikroORM,
  changes: CatalogueChanges,
  everyMs: number,
  log: Logger,
): () => void {
  const timer = setInterval(() => {
    changes.refresh(orm.em.fork()).catch((error: unknown) => {
      log.warn({ err: error }, 'Could not read the catalogue revision');
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
