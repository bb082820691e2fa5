/**
 * Hears the catalogue revision other instances bump the moment their write commits: one PostgreSQL
 * connection per instance, outside the pool (LISTEN belongs to a session), on the channel the bump
 * notifies (catalogue-changes.ts). Every (re)connection also reads the row once listening, so a write
 * made while the connection was down is caught then. A lost connection is logged and opened again
 * after a pause that doubles up to RETRY_MAX_MS; meanwhile the poll (`pollCatalogueRevision`) keeps
 * the caches within CATALOGUE_POLL_MS. Behind a pooler in transaction mode (PgBouncer) LISTEN is not
 * delivered: the poll alone applies there.
 */
import { Client } from 'pg';
import type { Logger } from '../../core/logger';
import { CATALOGUE_CHANNEL } from './catalogue-changes';
import type { CatalogueChanges } from './catalogue-changes';

/** How the connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'tijara-catalogue-listener';
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 30_000;

export interface CatalogueListenerOptions {
  /** The database the instance runs on (the pool's own URL). */
  readonly connectionString: string;
  readonly changes: CatalogueChanges;
  readonly log: Logger;
}

/** Starts listening; the function returned stops, closing the connection. */
export function listenCatalogueRevision(options: CatalogueListenerOptions): () => Promise<void> {
  const { changes, log } = options;
  let stopped = false;
  let client: Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;

  const retryLater = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const current = new Client({
      connectionString: options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client = current;
    let lost = false;
    const drop = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === current) client = undefined;
      current.end().catch(() => undefined);
      if (stopped) return;
      log.warn(
        { err: error },
        'The catalogue listener lost its connection: the poll covers until it is back',
      );
      retryLater();
    };
    current.on('error', drop);
    current.on('end', () => drop());
    current.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) changes.heard(Number(message.payload));
    });
    try {
      await current.connect();
      await current.query(`listen ${CATALOGUE_CHANNEL}`);
      const { rows } = await current.query<{ revision: string }>(
        'select revision from catalogue_revision where id = 1',
      );
      changes.heard(Number(rows[0]?.revision ?? 0));
      retryMs = RETRY_FIRST_MS;
    } catch (error) {
      drop(error);
    }
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
