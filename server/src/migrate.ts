/**
 * The one-shot migration command (`node server/dist/migrate.js`, `npm run migrate`): everything a
 * server's start-up prepares when MIGRATE is on (the committed migrations, the seed of an empty
 * database, the reform date, the storefront token, the admin account), under the same advisory lock,
 * then exit 0. The Kubernetes migration Job and compose's `migrate` service run it before servers
 * started with MIGRATE=false take traffic; running it again changes nothing. Exit 1 on any failure.
 */
import { createMediaStorage } from './app';
import { ConfigError, loadConfig } from './config/env';
import { createLogger } from './core/logger';
import { openDatabase } from './db/database';
import { pendingMigrations } from './db/schema-status';
import { prepareDatabase } from './db/prepare-database';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel, { format: config.logFormat });
  const database = await openDatabase({ ...config, log });
  try {
    await prepareDatabase(database.orm, config, log, { storage: createMediaStorage(config) });
    const pending = await pendingMigrations(database.orm);
    if (pending.length > 0) throw new Error(`Migrations still pending after the run: ${pending.join(', ')}`);
    log.info('The database schema is current');
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      const format = process.stdout.isTTY ? 'pretty' : 'json';
      createLogger('error', { format }).fatal({ err: error }, 'The migration command failed');
    }
    process.exit(1);
  },
);
