import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface MirrorRefresh {
  refreshing: boolean;
  /** The last refresh failed (offline, server down): the UI falls back to what the device has. */
  failed: boolean;
  retry: () => void;
}

/**
 * Runs `refresh` whenever `key` changes (null: nothing to load yet) and on retry. Each run has a
 * token; only the answer for the current token counts, so a slow reply for a wilaya the shopper has
 * already left never marks the list on screen.
 */
export function useMirrorRefresh(key: string | null, refresh: () => Promise<void>): MirrorRefresh {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ token: string; failed: boolean } | null>(null);
  const token = key === null ? null : `${key}#${attempt}`;
  const run = useEffectEvent(refresh);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    run().then(
      () => current && setSettled({ token, failed: false }),
      () => current && setSettled({ token, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const done = settled !== null && settled.token === token;
  return { refreshing: token !== null && !done, failed: done && settled.failed, retry };
}
