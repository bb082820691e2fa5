/**
 * The sync engine's chunk (app/start-sync.ts), asked for when the browser is idle after the load, so
 * it never competes with the first draw. A chunk that fails to come (the network dropped at that
 * moment) is asked again when the browser is back online, or a little later: without the engine the
 * outbox would not send from this tab until a reload.
 */
import type { ApolloClient } from '@apollo/client';
import type { SyncEngine } from '@tijara/shared';
import type { TillDb } from '../features/till-data';

const RETRY_MS = 30_000;

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 200);
}

export function loadSyncEngine(db: TillDb, client: ApolloClient): Promise<SyncEngine> {
  return new Promise<SyncEngine>((resolve) => {
    let asking = false;
    const ask = () => {
      if (asking) return;
      asking = true;
      import('./start-sync').then(
        ({ startSync }) => resolve(startSync(db, client)),
        () => {
          asking = false;
          window.addEventListener('online', ask, { once: true });
          window.setTimeout(ask, RETRY_MS);
        },
      );
    };
    if (document.readyState === 'complete') whenIdle(ask);
    else window.addEventListener('load', () => whenIdle(ask), { once: true });
  });
}
