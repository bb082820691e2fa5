/** Business constants that both server and clients enforce. */
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

/** Staff accounts: a password of 8 characters at least (128 at most, so hashing stays cheap), a display name of 60. */
export const STAFF_PASSWORD_MIN_LENGTH = 8;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
export const STAFF_DISPLAY_NAME_MAX_LENGTH = 60;

/** Uploads (product images, review photos): at most 2 MB per file. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Files in one upload request (the back office sends 8 in parallel, several per request). */
export const MAX_UPLOAD_FILES = 20;
/** Storefront and GraphQL listing page sizes; the first is the default. */
export const PAGE_SIZES = [12, 24, 50, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;
/** Product search (back-office menus, POS) starts at this many characters. */
export const SEARCH_MIN_LENGTH = 3;
/** Any search box: longer text is refused, so a pasted paragraph never becomes a huge statement. */
export const SEARCH_MAX_LENGTH = 100;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
