/**
 * Opens the database the server runs on: DATABASE_URL when set, otherwise the embedded PostgreSQL
 * under DATA_DIR. Also the migration and readiness checks that only concern the database.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../core/logger';
import type { PoolUse } from '../core/metrics';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { EmbeddedPostgresHandle } from './embedded-postgres';
import { createOrmConfig } from './orm-config';
import { pendingMigrations } from './schema-status';

export interface DatabaseOptions {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly log: Logger;
  readonly onQuery?: (sql: string) => void;
  /** Connections this process may hold (DATABASE_POOL_MAX); the ORM config's default otherwise. */
  readonly databasePoolMax?: number;
}

export interface Database {
  readonly orm: MikroORM;
  /** Whether this process started PostgreSQL itself (no DATABASE_URL). */
  readonly embedded: boolean;
  /** The pool's connections now, for the metrics; null once it is closed. */
  poolUse(): PoolUse | null;
  /** Closes the pool, then stops the embedded PostgreSQL if there is one. */
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { log } = options;
  let embedded: EmbeddedPostgresHandle | undefined;
  if (options.databaseUrl === undefined) {
    embedded = await startEmbeddedPostgres({
      dataDir: options.dataDir,
      log: log.child({ component: 'postgres' }),
    });
  }
  const clientUrl = options.databaseUrl ?? embedded?.url ?? '';
  try {
    const ormLog = log.child({ component: 'orm' });
    const orm = await MikroORM.init(
      createOrmConfig({
        clientUrl,
        log: ormLog,
        onQuery: options.onQuery,
        poolMax: options.databasePoolMax,
      }),
    );
    return {
      orm,
      embedded: embedded !== undefined,
      poolUse: () => readPoolUse(orm),
      async close() {
        await orm.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/** The pool MikroORM's knex client holds (tarn); its size is the ORM config's `pool.max`. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

function readPoolUse(orm: MikroORM): PoolUse | null {
  const pool = (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
  if (pool === undefined) return null;
  const max = orm.config.get('pool')?.max ?? 0;
  return { used: pool.numUsed(), idle: pool.numFree(), waiting: pool.numPendingAcquires(), max };
}

const READINESS_TIMEOUT_MS = 3_000;

/** Ready when the database answers and every committed migration is applied. */
export async function checkReadiness(orm: MikroORM): Promise<Readiness> {
  const check = async (): Promise<Readiness> => {
    await orm.em.getConnection().execute('select 1');
    const pending = await pendingMigrations(orm);
    return pending.length === 0
      ? { ready: true }
      : { ready: false, reason: `${pending.length} pending migrations` };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: 'database timeout' }), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch {
    return { ready: false, reason: 'database unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
