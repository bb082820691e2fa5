/** Picks the app language a request prefers from its Accept-Language header (RFC 9110 q-values). */
import { DEFAULT_LOCALE, isLocale } from '@tijara/schema';
import type { Locale } from '@tijara/schema';

export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!isLocale(language) || !Number.isFinite(q) || q <= 0) continue;
    // Ties keep the earlier entry: the header's order is the user's order.
    if (best === undefined || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
