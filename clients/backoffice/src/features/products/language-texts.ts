/**
 * A product's texts in one language, as the language form holds them. Name, short description, SEO
 * title and SEO description must each be non-empty after trimming (spec section 5); the long
 * description may stay empty. Limits are the server's (rules/product-texts.ts).
 */
import { LOCALES } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import type {
  ProductEditorFieldsFragment,
  ProductTranslationInput,
} from '../../__generated__/products/graphql';

export const TEXT_LOCALES: readonly Locale[] = LOCALES;

export const TEXT_FIELDS = [
  'name',
  'shortDescription',
  'longDescription',
  'seoTitle',
  'seoDescription',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type LanguageTexts = Readonly<Record<TextField, string>>;

export const REQUIRED_TEXTS: readonly TextField[] = [
  'name',
  'shortDescription',
  'seoTitle',
  'seoDescription',
];

export const TEXT_LIMITS: Readonly<Record<TextField, number>> = {
  name: 200,
  seoTitle: 200,
  seoDescription: 1_000,
  shortDescription: 10_000,
  longDescription: 100_000,
};

export function textsOf(product: ProductEditorFieldsFragment, locale: Locale): LanguageTexts {
  return savedTexts(product.translations.find((texts) => texts.locale === locale));
}

/** The texts the server holds for a language (empty ones when it holds none). */
export function savedTexts(saved: Partial<LanguageTexts> | undefined): LanguageTexts {
  return {
    name: saved?.name ?? '',
    shortDescription: saved?.shortDescription ?? '',
    longDescription: saved?.longDescription ?? '',
    seoTitle: saved?.seoTitle ?? '',
    seoDescription: saved?.seoDescription ?? '',
  };
}

/** The required fields left empty (spaces only count as empty). */
export function missingTexts(texts: LanguageTexts): TextField[] {
  return REQUIRED_TEXTS.filter((field) => texts[field].trim() === '');
}

export function translationInput(texts: LanguageTexts): ProductTranslationInput {
  return {
    name: texts.name.trim(),
    shortDescription: texts.shortDescription.trim(),
    longDescription: texts.longDescription.trim(),
    seoTitle: texts.seoTitle.trim(),
    seoDescription: texts.seoDescription.trim(),
  };
}
