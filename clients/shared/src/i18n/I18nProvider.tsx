/**
 * The app's react-intl setup: locale from storage, then the browser, then French; <html lang dir>
 * kept in step; catalogues merged so a message missing in en or ar shows its French text, and the
 * shared components' messages sit under the app's. An app may give its en and ar texts as a
 * TranslationSource, loaded with the language: the screen stays in the language it shows until the
 * chosen one's texts have come (and stays there if they cannot come, offline on a first visit; the
 * choice is kept for the next load). The storefront's entry waits for them before its first render.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { IntlConfig } from 'react-intl';
import { DEFAULT_LOCALE, INTL_LOCALE } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { applyLocaleToDocument, detectLocale, storeLocale } from './locale';
import { LocaleContext } from './locale-context';
import type { Catalogues } from './catalogue';
import { sharedCatalogue } from './shared-catalogues';
import type { TranslationSource } from './translation-source';

export function mergeCatalogues(
  messages: Catalogues,
  locale: Locale,
  translated: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return {
    ...sharedCatalogue[DEFAULT_LOCALE],
    ...messages[DEFAULT_LOCALE],
    ...sharedCatalogue[locale],
    ...messages[locale],
    ...translated,
  };
}

/**
 * The language shown and the way to choose one: shown at once when its texts are there, else once
 * they have come (the last choice wins when several are on their way).
 */
function useShownLocale(wanted: Locale, source: TranslationSource | undefined) {
  const [shown, setShown] = useState<Locale>(() =>
    !source || source.loaded(wanted) ? wanted : DEFAULT_LOCALE,
  );
  const chosen = useRef(wanted);
  const show = useCallback(
    (next: Locale) => {
      chosen.current = next;
      if (!source || source.loaded(next)) {
        setShown(next);
        return;
      }
      void source.load(next).then((texts) => {
        if (texts && chosen.current === next) setShown(next);
      });
    },
    [source],
  );
  useEffect(() => {
    // The first language's texts were not waited for: shown in French until they come.
    if (chosen.current !== shown) show(chosen.current);
    // Once, for the language the app started in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [shown, show] as const;
}

/** The French fallback is intended, so react-intl's "missing translation" is noise; the rest is not. */
const onIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

interface Props {
  messages: Catalogues;
  /** en and ar texts loaded with the language, added over `messages`. */
  translations?: TranslationSource;
  children: ReactNode;
  /** Forces the starting locale (tests, server-chosen); otherwise detected. */
  initialLocale?: Locale;
}

export function I18nProvider({ messages, translations, children, initialLocale }: Props) {
  const [wanted] = useState<Locale>(() => initialLocale ?? detectLocale());
  const [locale, show] = useShownLocale(wanted, translations);
  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(next);
      show(next);
    },
    [show],
  );

  // Before the paint: an Arabic page's first frame is already right to left, never flipped after.
  useLayoutEffect(() => applyLocaleToDocument(locale), [locale]);

  const translated = translations?.loaded(locale);
  const merged = useMemo(() => mergeCatalogues(messages, locale, translated), [messages, locale, translated]);
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
