/**
 * The texts of a part of the app that loads on demand (a tab, a sidebar, a page reached from a
 * checkout), given with its code instead of with the first page: a nested IntlProvider that adds the
 * part's catalogue to the app's, in the current language, French as the fallback. The first route
 * then carries no translation of what it does not show.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '@tijara/schema';
import type { Catalogues } from './catalogue';
import { useLocale } from './locale-context';

interface Props {
  readonly catalogue: Catalogues;
  readonly children: ReactNode;
}

export function CatalogueScope({ catalogue, children }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const messages = useMemo(
    // The app's messages are strings (I18nProvider never gives parsed ones).
    (): Record<string, string> => ({
      ...(intl.messages as Record<string, string>),
      ...catalogue[DEFAULT_LOCALE],
      ...catalogue[locale],
    }),
    [intl.messages, catalogue, locale],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={messages}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
