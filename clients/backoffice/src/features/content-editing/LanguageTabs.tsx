/**
 * Texts per language, one tab each (French first: required where a text is, and the fallback). The
 * panel's fields are typed in their language's direction whatever the screen's (`directionOf`:
 * Arabic right to left), their labels stay in the screen's. Arrow keys move between tabs in the
 * order they are shown; a tab whose texts the server refused is marked.
 */
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { LANGUAGE_NAMES } from '@tijara/shared';
import { messages } from './messages';

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

interface Props {
  /** Tabs to mark: the server refused something in that language. */
  readonly faulty?: Partial<Record<Locale, boolean>>;
  readonly children: (locale: Locale) => ReactNode;
}

export function LanguageTabs({ faulty = {}, children }: Props) {
  const intl = useIntl();
  const base = useId();
  const [shown, setShown] = useState<Locale>('fr');
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: 0, End: 0 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const index =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? LOCALES.length - 1
          : LOCALES.indexOf(shown) + (rtl ? -step : step);
    const next = LOCALES[(index + LOCALES.length) % LOCALES.length] ?? 'fr';
    setShown(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="content-languages">
      <div
        role="tablist"
        className="content-languages__tabs"
        aria-label={intl.formatMessage(messages.languages)}
        onKeyDown={onKey}
      >
        {LOCALES.map((locale) => (
          <button
            key={locale}
            ref={(element) => {
              tabs.current[locale] = element;
            }}
            type="button"
            role="tab"
            lang={locale}
            id={`${base}-tab-${locale}`}
            aria-selected={locale === shown}
            aria-controls={`${base}-panel`}
            tabIndex={locale === shown ? 0 : -1}
            className={
              faulty[locale]
                ? 'content-languages__tab content-languages__tab--faulty'
                : 'content-languages__tab'
            }
            onClick={() => setShown(locale)}
          >
            {LANGUAGE_NAMES[locale]}
            {faulty[locale] ? <span aria-hidden="true"> •</span> : null}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${shown}`}
        className="content-languages__panel"
      >
        {children(shown)}
      </div>
    </div>
  );
}
