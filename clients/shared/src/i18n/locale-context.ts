import { createContext, useContext } from 'react';
import type { Locale } from '@tijara/schema';

export interface LocaleState {
  locale: Locale;
  /** Switches the app's language and remembers it on this device. */
  setLocale: (locale: Locale) => void;
}

export const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside <I18nProvider>');
  return state;
}
