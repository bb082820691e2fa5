/**
 * Reading a card in one language: the product's name and texts in the request's locale with the
 * French fallback, a combination's label (its own name, else its values), prices of combinations.
 * Shared by the legacy JSON and the GraphQL types so both say the same thing.
 */
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { labelIn } from '../labels';
import type { Labels } from '../labels';
import type { CardCombination, CardTranslation, ProductCardRow } from './card-row';
import { plainText, SEO_DESCRIPTION_LENGTH, truncate } from './plain-text';

/** Joins a combination's values when it has no name of its own ("XL - Rouge"). */
export const VALUE_SEPARATOR = ' - ';

function usable(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== '';
}

/** The translation in the locale, else French, else the first written. */
export function translationIn(
  translations: readonly { readonly locale: Locale; readonly name: string }[],
  locale: Locale,
): string {
  const named = (wanted: Locale) => translations.find((t) => t.locale === wanted && usable(t.name))?.name;
  return named(locale) ?? named('fr') ?? translations.find((t) => usable(t.name))?.name ?? '';
}

export function productTexts(card: ProductCardRow, locale: Locale): CardTranslation {
  const pick = (wanted: Locale) => card.translations.find((t) => t.locale === wanted && usable(t.name));
  const found = pick(locale) ?? pick('fr') ?? card.translations[0];
  const name = translationIn(card.translations, locale);
  return found
    ? { ...found, name }
    : { locale, name, shortDescription: '', longDescription: '', seoTitle: '', seoDescription: '' };
}

/**
 * What a search engine or a shared link shows, in the locale: the SEO fields written for that
 * language (else French), else the name and the short (else long) description as plain text.
 */
export function productSeo(card: ProductCardRow, locale: Locale): { title: string; description: string } {
  const texts = productTexts(card, locale);
  const written = (pick: (t: CardTranslation) => string) =>
    [locale, 'fr']
      .map((l) => card.translations.find((t) => t.locale === l))
      .find((t) => t && usable(pick(t)));
  const title = written((t) => t.seoTitle)?.seoTitle.trim() ?? texts.name;
  const description =
    written((t) => t.seoDescription)?.seoDescription.trim() ??
    plainText(usable(plainText(texts.shortDescription)) ? texts.shortDescription : texts.longDescription);
  return { title, description: truncate(description, SEO_DESCRIPTION_LENGTH) };
}

/** A combination's label in the locale: its own name, else its values' labels joined. */
export function combinationLabel(combination: CardCombination, locale: Locale): string {
  const own = combination.names?.[locale] ?? combination.names?.fr;
  if (usable(own)) return own;
  return combination.values.map((value) => labelIn(value.labels, locale)).join(VALUE_SEPARATOR);
}

/** The label in every locale (the legacy `combinationLangsRead`). */
export function combinationLabels(combination: CardCombination): { locale: Locale; name: string }[] {
  return LOCALES.map((locale) => ({ locale, name: combinationLabel(combination, locale) }));
}

/** HT price of a combination, centimes: the product's plus the impact, never below 0. */
export function combinationPriceHt(productPriceHt: number, combination: CardCombination): number {
  return Math.max(0, productPriceHt + combination.priceImpactHt);
}

/** Whether the legacy REST shapes say it can be picked: active (the GraphQL cards read stock: card-stock.ts). */
export function isAvailable(combination: CardCombination): boolean {
  return combination.active;
}

/** The product's images as the storefront orders them: default first, then by position. */
export function thumbKey(card: ProductCardRow): string | null {
  return card.images[0]?.storageKey ?? null;
}

/** Every written value of a labels object, as {lang, value} pairs. */
export function langValues(labels: Labels): { lang: Locale; value: string }[] {
  return LOCALES.flatMap((lang) => (usable(labels[lang]) ? [{ lang, value: labels[lang] }] : []));
}
