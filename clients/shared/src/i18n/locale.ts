/**
 * Which language the app speaks: the user's stored choice, else the browser's first language we
 * have, else French. Arabic turns the whole page right-to-left on <html> (W3C: never through CSS).
 */
import { DEFAULT_LOCALE, INTL_LOCALE, isLocale } from '@tijara/schema';
import type { Locale } from '@tijara/schema';

export const LOCALE_STORAGE_KEY = 'tijara.locale';

/** Each language named in itself, so anyone finds their own in the switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English', ar: 'العربية' };

/** localStorage can throw (disabled storage, some private modes): the choice is then not kept. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStoredLocale(): Locale | null {
  try {
    const value = storage()?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch (error) {
    console.warn('The language choice could not be saved', error);
  }
}

/** 'ar-DZ', 'en_US', 'FR' -> their app locale, or null. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.split(/[-_]/)[0]?.toLowerCase();
  return isLocale(primary) ? primary : null;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

export function detectLocale(
  stored: Locale | null = readStoredLocale(),
  languages: readonly string[] = browserLanguages(),
): Locale {
  if (stored) return stored;
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function applyLocaleToDocument(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = INTL_LOCALE[locale];
  doc.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}
