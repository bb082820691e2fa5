/**
 * Opens the database the server runs on: DATABASE_URL when set, otherwise the embedded PostgreSQL
 * under DATA_DIR. Also the migration and readiness checks that only concern the database.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../core/logger';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { EmbeddedPostgresHandle } from './embedded-postgres';
import { createOrmConfig } from './orm-config';

export interface DatabaseOptions {
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly log: Logger;
  readonly onQuery?: (sql: string) => void;
}

export interface Database {
  readonly orm: MikroORM;
  /** Whether this process started PostgreSQL itself (no DATABASE_URL). */
  readonly embedded: boolean;
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
    const orm = await MikroORM.init(createOrmConfig({ clientUrl, log: ormLog, onQuery: options.onQuery }));
    return {
      orm,
      embedded: embedded !== undefined,
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

const READINESS_TIMEOUT_MS = 3_000;

/** Ready when the database answers and every committed migration is applied. */
export async function checkReadiness(orm: MikroORM): Promise<Readiness> {
  const check = async (): Promise<Readiness> => {
    await orm.em.getConnection().execute('select 1');
    const pending = await orm.getMigrator().getPendingMigrations();
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
