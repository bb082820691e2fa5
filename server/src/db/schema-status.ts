/**
 * Whether the database holds every committed migration, read without writing anything. MikroORM's
 * own pending check creates the migrations table when it is missing; an instance started with
 * MIGRATE=false must leave the schema to the migration Job, even while it waits for it.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../core/logger';

/** How often an instance started with MIGRATE=false looks again while the schema is behind. */
const SCHEMA_POLL_MS = 2_000;

/** The committed migrations the database has not recorded, in order; all of them on an empty one. */
export async function pendingMigrations(orm: MikroORM): Promise<string[]> {
  const options = orm.config.get('migrations');
  const committed = (options.migrationsList ?? []).map((migration) => migration.name);
  const table = `${orm.config.get('schema') ?? 'public'}.${options.tableName ?? 'mikro_orm_migrations'}`;
  const connection = orm.em.getConnection();
  const [found] = await connection.execute<{ present: boolean }[]>(
    'select to_regclass(?) is not null as present',
    [table],
  );
  if (found?.present !== true) return committed;
  const rows = await connection.execute<{ name: string }[]>(`select name from ${table}`);
  const applied = new Set(rows.map((row) => row.name));
  return committed.filter((name) => !applied.has(name));
}

export interface SchemaWait {
  /** Stops waiting; `onCurrent` is then never called. */
  cancel(): void;
}

/**
 * Calls `onCurrent` once the schema is current: at once when `wait` is false (this process applied
 * the migrations itself), otherwise after polling. Work that reads the database in the background
 * (revision polls, sweeps) starts there, so an instance waiting for the migration Job logs one clear
 * line instead of a failed query every few seconds.
 */
export function whenSchemaCurrent(
  orm: MikroORM,
  options: { readonly wait: boolean; readonly log: Logger },
  onCurrent: () => void,
): SchemaWait {
  if (!options.wait) {
    onCurrent();
    return { cancel: () => undefined };
  }
  const { log } = options;
  let cancelled = false;
  let timer: NodeJS.Timeout | undefined;
  let reported = false;
  const check = async () => {
    let pending: string[] | undefined;
    try {
      pending = await pendingMigrations(orm);
    } catch (error) {
      if (!cancelled) log.warn({ err: error }, 'MIGRATE=false: could not read the migrations table');
    }
    if (cancelled) return;
    if (pending?.length === 0) {
      if (reported) log.info('The database schema is now current: this instance is ready');
      onCurrent();
      return;
    }
    if (pending !== undefined && !reported) {
      reported = true;
      log.warn(
        { pending: pending.length, next: pending[0] },
        'MIGRATE=false and the database schema is behind: not ready (/readyz answers 503) until the ' +
          'migration command (node server/dist/migrate.js) has applied the pending migrations',
      );
    }
    timer = setTimeout(() => void check(), SCHEMA_POLL_MS);
    timer.unref();
  };
  void check();
  return {
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
