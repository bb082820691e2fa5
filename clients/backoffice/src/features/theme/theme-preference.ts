/**
 * Light, dark or auto, stored under the key the legacy dashboard used (phoenixTheme). The stored
 * choice is used; with nothing stored, the system preference is applied and then saved (so the
 * tablet keeps the theme it opened with). 'auto' is the explicit choice to follow the
 * system live.
 */
import { useEffect, useState } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'auto';
export const THEME_STORAGE_KEY = 'phoenixTheme';

/** The stored choice; null when nothing (or nothing valid) is stored. */
export function readThemeChoice(storage: Storage): ThemeChoice | null {
  const stored = storage.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' || stored === 'auto' ? stored : null;
}

function storeThemeChoice(storage: Storage, choice: ThemeChoice): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice holds for this visit.
  }
}

/** The stored choice, else the system's preference, saved as the choice. */
export function initialThemeChoice(storage: Storage, systemPrefersDark: boolean): ThemeChoice {
  const stored = readThemeChoice(storage);
  if (stored !== null) return stored;
  const system = systemPrefersDark ? 'dark' : 'light';
  storeThemeChoice(storage, system);
  return system;
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): 'light' | 'dark' {
  if (choice === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function useTheme(storage: Storage = window.localStorage) {
  const [systemDark, setSystemDark] = useState(() => window.matchMedia?.(DARK_QUERY).matches ?? false);
  const [choice, setChoice] = useState<ThemeChoice>(() => initialThemeChoice(storage, systemDark));

  useEffect(() => {
    const query = window.matchMedia?.(DARK_QUERY);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const theme = resolveTheme(choice, systemDark);
  useEffect(() => {
    document.documentElement.dataset.bsTheme = theme;
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  const choose = (next: ThemeChoice) => {
    setChoice(next);
    storeThemeChoice(storage, next);
  };
  return { choice, theme, choose };
}
