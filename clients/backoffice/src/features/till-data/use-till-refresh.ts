/**
 * The till's refresh as a screen uses it: runs once when the till mounts if it is due (never
 * refreshed, or not for REFRESH_DUE_MS), and on demand; stops when the screen goes. A till whose
 * data is older than STALE_AFTER_MS should say so (OFFLINE.md 2.7: prices may have changed).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useLiveQuery } from 'dexie-react-hooks';
import { META, readMeta } from './meta';
import { refreshTillData } from './refresh';
import type { TillDb } from './till-db';
import type { RefreshProgress, TillDevice, TillRefreshState } from './types';

/** A refresh at mount when the last one is older than this. */
export const REFRESH_DUE_MS = 30 * 60_000;
/** Past this the till warns that its prices and promotions may be out of date. */
export const STALE_AFTER_MS = 12 * 3_600_000;

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

export function useTillRefresh(
  db: TillDb,
  client: ApolloClient,
  device: TillDevice | null | undefined,
): TillRefreshState {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<RefreshProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const lastRefreshedAt = useLiveQuery(() => readMeta<number>(db, META.refreshedAt), [db]);
  const current = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    if (!device || current.current) return;
    const controller = new AbortController();
    current.current = controller;
    setRunning(true);
    setError(null);
    refreshTillData(db, client, { device, onProgress: setProgress, signal: controller.signal })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted && !isAbort(reason)) setError(reason);
      })
      .finally(() => {
        if (current.current !== controller) return;
        current.current = null;
        setRunning(false);
        setProgress(null);
      });
  }, [db, client, device]);

  // Once per device: the first refresh, or a due one.
  const deviceKey = device ? `${device.uuid}|${device.shopUuid}|${device.warehouseId}` : null;
  useEffect(() => {
    if (deviceKey === null) return;
    let cancelled = false;
    void readMeta<number>(db, META.refreshedAt).then((at) => {
      if (!cancelled && (at === null || Date.now() - at >= REFRESH_DUE_MS)) start();
    });
    return () => {
      cancelled = true;
      if (!current.current) return;
      current.current.abort();
      current.current = null;
      setRunning(false);
      setProgress(null);
    };
    // `start` changes with the device object; the device's identity is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, deviceKey]);

  return { running, progress, lastRefreshedAt: lastRefreshedAt ?? null, error, refresh: start };
}
