/**
 * The app's react-intl setup: locale from storage, then the browser, then French; <html lang dir>
 * kept in step; catalogues merged so a message missing in en or ar shows its French text, and the
 * shared components' messages sit under the app's.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, INTL_LOCALE } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { applyLocaleToDocument, detectLocale, storeLocale } from './locale';
import { LocaleContext } from './locale-context';
import type { Catalogues } from './catalogue';
import { sharedCatalogue } from './shared-catalogues';

export function mergeCatalogues(messages: Catalogues, locale: Locale): Record<string, string> {
  return {
    ...sharedCatalogue[DEFAULT_LOCALE],
    ...messages[DEFAULT_LOCALE],
    ...sharedCatalogue[locale],
    ...messages[locale],
  };
}

/** The French fallback is intended, so react-intl's "missing translation" is noise; the rest is not. */
const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

interface Props {
  messages: Catalogues;
  children: ReactNode;
  /** Forces the starting locale (tests, server-chosen); otherwise detected. */
  initialLocale?: Locale;
}

export function I18nProvider({ messages, children, initialLocale }: Props) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? detectLocale());
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);

  useEffect(() => applyLocaleToDocument(locale), [locale]);

  const merged = useMemo(() => mergeCatalogues(messages, locale), [messages, locale]);
  const state = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider
        locale={INTL_LOCALE[locale]}
        defaultLocale={INTL_LOCALE[DEFAULT_LOCALE]}
        messages={merged}
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
