/**
 * Texts in en and ar that an app loads with the language instead of with its first page (the
 * storefront: French is the source and the default, so a French visit downloads no translation).
 * The chunk is asked for once it is wanted, and kept. A chunk that fails to come (offline, before
 * the service worker holds it) answers undefined, and is asked for again the next time.
 */
import { DEFAULT_LOCALE } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import type { TranslatedLocale } from './catalogue';

type Texts = Readonly<Record<string, string>>;

export type TranslatedTexts = Readonly<Record<TranslatedLocale, Texts>>;

export interface TranslationSource {
  /** The texts of `locale` once they have come (French, the source: none to wait for); else undefined. */
  loaded(locale: Locale): Texts | undefined;
  /** The texts of `locale`, loading them if needed; undefined when they could not come. */
  load(locale: Locale): Promise<Texts | undefined>;
}

const NONE: Texts = {};

export function translationSource(importTexts: () => Promise<TranslatedTexts>): TranslationSource {
  let texts: TranslatedTexts | undefined;
  let loading: Promise<void> | undefined;
  const loaded = (locale: Locale): Texts | undefined =>
    locale === DEFAULT_LOCALE ? NONE : texts?.[locale as TranslatedLocale];
  return {
    loaded,
    async load(locale) {
      const known = loaded(locale);
      if (known) return known;
      loading ??= importTexts().then(
        (value) => {
          texts = value;
        },
        () => {
          loading = undefined;
        },
      );
      await loading;
      return loaded(locale);
    },
  };
}
