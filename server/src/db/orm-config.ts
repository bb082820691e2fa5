/**
 * MikroORM configuration: every module's entities listed explicitly (no folder scanning), the
 * dataloader on for references and collections, and the committed migrations from migrations/index.ts.
 * The schema is never synchronised from the entities here: only migrations change it.
 */
import path from 'node:path';
import { DataloaderType } from '@mikro-orm/core';
import type { LoggerOptions, Logger as OrmLogger, LoggerNamespace } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import type { Options } from '@mikro-orm/postgresql';
import type { Logger } from '../core/logger';
import { serverEntities } from '../modules';
import { HeaderMigrationGenerator, migrationFileName } from './migration-generator';
import { migrations } from './migrations/index';
import { tagStatement, untagStatement } from './statement-tag';

/** Every module's entities, from the one list of modules. */
export const entities = serverEntities;

/** public_write_hit: the shared public write limit (http/rate-limit.ts), an UNLOGGED table. */
export const SQL_ONLY_TABLES = ['public_write_hit'];

/** Where `npm run migration:create` writes (the sources; tsc compiles them with the rest). */
export const MIGRATIONS_SOURCE_DIR = path.resolve(__dirname, '../../src/db/migrations');

export interface OrmConfigOptions {
  readonly clientUrl: string;
  readonly log: Logger;
  /** Sees every SQL statement as the code wrote it, without its request tag (tests count queries with it). */
  readonly onQuery?: (sql: string) => void;
  readonly poolMax?: number;
}

function ormLogger(log: Logger, onQuery: ((sql: string) => void) | undefined) {
  return (options: LoggerOptions): OrmLogger => {
    const write = (namespace: LoggerNamespace, message: string) => log.debug({ namespace }, message);
    return {
      log: write,
      error: (namespace, message) => log.error({ namespace }, message),
      warn: (namespace, message) => log.warn({ namespace }, message),
      // The line shows the statement as sent (with its request tag) and carries the requestId field.
      logQuery: ({ query = '', took }) => {
        onQuery?.(untagStatement(query));
        log.debug({ namespace: 'query', tookMs: took }, query);
      },
      setDebugMode: () => undefined,
      isEnabled: (namespace) =>
        options.debugMode === true ||
        (Array.isArray(options.debugMode) && options.debugMode.includes(namespace)),
    };
  };
}

export function createOrmConfig({ clientUrl, log, onQuery, poolMax = 10 }: OrmConfigOptions): Options {
  const debugQueries = onQuery !== undefined || log.isLevelEnabled('debug');
  return defineConfig({
    clientUrl,
    entities,
    dataloader: DataloaderType.ALL,
    allowGlobalContext: false,
    discovery: { disableDynamicFileAccess: true },
    extensions: [Migrator],
    migrations: {
      migrationsList: migrations,
      pathTs: MIGRATIONS_SOURCE_DIR,
      path: MIGRATIONS_SOURCE_DIR,
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
      generator: HeaderMigrationGenerator,
      fileName: migrationFileName,
    },
    // Tables only raw SQL touches, made by hand-written migrations (no entity): the diff must not drop them.
    schemaGenerator: { skipTables: SQL_ONLY_TABLES },
    pool: { min: 0, max: poolMax },
    // The request id in front of each statement (statement-tag.ts says why in front).
    onQuery: tagStatement,
    debug: debugQueries ? ['query', 'info'] : false,
    loggerFactory: ormLogger(log, onQuery),
  });
}
