/**
 * The sync engine's chunk (app/start-sync.ts), asked for when the browser is idle after the load, so
 * it never competes with the first draw, and started once the database is open (app/load-chunk.ts
 * asks again for a chunk that failed to come).
 */
import type { ApolloClient } from '@apollo/client';
import type { SyncEngine } from '@tijara/shared';
import type { TillDb } from '../features/till-data';
import { loadChunk } from './load-chunk';

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 200);
}

export function loadSyncEngine(whenDb: Promise<TillDb>, client: ApolloClient): Promise<SyncEngine> {
  return new Promise<SyncEngine>((resolve) => {
    const start = () =>
      resolve(
        Promise.all([loadChunk(() => import('./start-sync')), whenDb]).then(([{ startSync }, db]) =>
          startSync(db, client),
        ),
      );
    if (document.readyState === 'complete') whenIdle(start);
    else window.addEventListener('load', () => whenIdle(start), { once: true });
  });
}
