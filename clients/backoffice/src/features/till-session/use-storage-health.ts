/**
 * The device's storage as the till watches it (OFFLINE.md Q14): persistence granted or refused, and
 * usage against quota. Asked at mount, when the tablet comes back to the foreground, and every ten
 * minutes (sales and catalogue refreshes fill it slowly).
 */
import { useEffect, useState } from 'react';
import { storageHealth } from '../till-data';
import type { StorageHealth } from '../till-data';

const EVERY_MS = 10 * 60 * 1000;

export function useStorageHealth(): StorageHealth | null {
  const [health, setHealth] = useState<StorageHealth | null>(null);
  useEffect(() => {
    let current = true;
    const check = () => {
      void storageHealth()
        .then((answer) => current && setHealth(answer))
        .catch(() => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    const timer = setInterval(check, EVERY_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return health;
}

/** The share of the quota used, in whole percent; null when the browser does not say. */
export function usedPercent(health: StorageHealth): number | null {
  if (health.usage === null || !health.quota) return null;
  return Math.round((health.usage / health.quota) * 100);
}
