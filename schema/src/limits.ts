/** Business constants from the spec that both server and clients enforce. */
export const LOCALES = ['fr', 'en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** Intl locale per app language: Algerian variants, with Latin digits in Arabic. */
export const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-DZ', en: 'en-DZ', ar: 'ar-DZ' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const CHECKOUT_COOLDOWN_SECONDS = 100;
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 20;
