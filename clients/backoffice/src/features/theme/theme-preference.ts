/**
 * Light, dark or auto, stored under the key the legacy dashboard used (phoenixTheme). With nothing
 * stored, or 'auto', the system preference is followed live; an explicit choice wins over it.
 */
import { useEffect, useState } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'auto';
export const THEME_STORAGE_KEY = 'phoenixTheme';

export function readThemeChoice(storage: Storage): ThemeChoice {
  const stored = storage.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'auto';
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): 'light' | 'dark' {
  if (choice === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function useTheme(storage: Storage = window.localStorage) {
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice(storage));
  const [systemDark, setSystemDark] = useState(() => window.matchMedia?.(DARK_QUERY).matches ?? false);

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
    try {
      storage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage refused: the choice holds for this visit.
    }
  };
  return { choice, theme, choose };
}
