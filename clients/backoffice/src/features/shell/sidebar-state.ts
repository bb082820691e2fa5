/** Collapsed or expanded, remembered under the legacy dashboard's key so staff keep their habit. */
import { useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'phoenixIsNavbarVerticalCollapsed';

export function useSidebarCollapsed(storage: Storage = window.localStorage) {
  const [collapsed, setCollapsed] = useState(() => storage.getItem(SIDEBAR_STORAGE_KEY) === 'true');
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      storage.setItem(SIDEBAR_STORAGE_KEY, String(next));
    } catch {
      // Storage refused: the state holds for this visit.
    }
  };
  return { collapsed, toggle };
}
