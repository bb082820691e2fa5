/**
 * `npm run migration:create -w @tijara/server -- <name>`: writes a migration for the difference
 * between the entities and the committed migrations. It diffs against a throwaway embedded PostgreSQL
 * with every committed migration applied, so the result never depends on anyone's local database. The
 * throwaway cluster lives in the temporary folder (the postgres user reaches it even as root).
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '../core/logger';
import { openDatabase } from './database';
import { writeMigrationIndex } from './migration-index';
import { MIGRATIONS_SOURCE_DIR } from './orm-config';

async function createMigration(name: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-migration-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir, log: createLogger('warn') });
  try {
    const migrator = database.orm.getMigrator();
    await migrator.up();
    const result = await migrator.createMigration(MIGRATIONS_SOURCE_DIR, false, false, name);
    if (!result.fileName) {
      process.stdout.write('The entities match the committed migrations: nothing to write.\n');
      return;
    }
    writeMigrationIndex(MIGRATIONS_SOURCE_DIR);
    process.stdout.write(`Wrote ${path.join(MIGRATIONS_SOURCE_DIR, result.fileName)} and index.ts\n`);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

createMigration(process.argv[2] ?? 'migration').catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
