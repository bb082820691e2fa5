/**
 * Process entry: read the configuration, build the app, listen, print where everything is, and shut
 * down cleanly on SIGTERM/SIGINT (exit 0).
 */
import { ConfigError, loadConfig } from './config/env';
import type { Config } from './config/env';
import { createApp } from './app';
import { createLogger } from './core/logger';

/** Time for Apollo, the pool and PostgreSQL to stop once the last request is done. */
const SHUTDOWN_GRACE_MS = 20_000;

function publicUrl(config: Config, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const app = await createApp({ config, log });
  const port = await app.listen();
  const base = publicUrl(config, port);
  log.info({ url: `${base}/` }, `Storefront:   ${base}/`);
  log.info({ url: `${base}/dashboard/` }, `Back office:  ${base}/dashboard/`);
  log.info(
    { url: `${base}/graphql` },
    `GraphQL:      ${base}/graphql${config.graphiql ? ' (GraphiQL in a browser)' : ''}`,
  );

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
    app.close().then(
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
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    createLogger('error').fatal({ err: error }, 'The server could not start');
  }
  process.exit(1);
});
