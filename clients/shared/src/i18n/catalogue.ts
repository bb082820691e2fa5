/**
 * How a group of texts becomes a catalogue. French is the source, written once as the defaultMessage
 * of each descriptor (defineMessages); en and ar are keyed by the same message keys, so a missing or
 * extra translation does not compile. Catalogues are then joined per app.
 */
import type { MessageDescriptor } from 'react-intl';
import type { Locale } from '@tijara/schema';

export type Catalogues = Record<Locale, Record<string, string>>;

/** A defineMessages object: message key -> descriptor with an id and the French defaultMessage. */
export type MessageGroup = Readonly<Record<string, MessageDescriptor>>;

/** The languages translated from the French source. */
export type TranslatedLocale = Exclude<Locale, 'fr'>;

/** en and ar of a message group: one text per message key, every key present, no other. */
export type Translations<M extends MessageGroup> = Readonly<
  Record<TranslatedLocale, Readonly<Record<keyof M, string>>>
>;

/**
 * A catalogue built from defineMessages groups: id -> defaultMessage (the French source text). The
 * types require both on every descriptor; the apps' catalogue tests check the result.
 */
export function catalogueFromDescriptors(groups: readonly MessageGroup[]): Record<string, string> {
  const catalogue: Record<string, string> = {};
  for (const group of groups) {
    for (const { id, defaultMessage } of Object.values(group))
      catalogue[id as string] = defaultMessage as string;
  }
  return catalogue;
}

function byId<M extends MessageGroup>(messages: M, texts: Readonly<Record<keyof M, string>>) {
  return Object.fromEntries(Object.entries(messages).map(([key, d]) => [d.id, texts[key as keyof M]]));
}

/** One group's catalogue: French from its descriptors, en and ar from its translations. */
export function catalogueOf<M extends MessageGroup>(messages: M, translations: Translations<M>): Catalogues {
  return {
    fr: catalogueFromDescriptors([messages]),
    en: byId(messages, translations.en),
    ar: byId(messages, translations.ar),
  };
}

/** Several catalogues as one (the apps' catalogue tests check no id is defined twice). */
export function joinCatalogues(catalogues: readonly Catalogues[]): Catalogues {
  const join = (locale: Locale) => Object.assign({}, ...catalogues.map((catalogue) => catalogue[locale]));
  return { fr: join('fr'), en: join('en'), ar: join('ar') };
}
