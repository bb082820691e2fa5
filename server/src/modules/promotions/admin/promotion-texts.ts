/**
 * What shoppers read of a promotion, per language: title, subtitle, slogan and banner HTML. French is
 * required with a title (the default and fallback language); English and Arabic are optional, each
 * at most once. A language sent with every text blank is simply not stored; one with some text needs
 * its title. Texts are trimmed, the banner sanitised. Every problem goes under `translations`.
 */
import { isLocale, LOCALES, PROMOTION_TEXT_MAX_LENGTH } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import type { PromotionTexts, PromotionTranslations } from '../promotion.entity';
import { BANNER_HTML_MAX_LENGTH, sanitizeBannerHtml } from './banner-html';
import type { FieldProblems } from './field-problems';

export interface PromotionTextsValue {
  readonly locale: string;
  readonly title: string;
  readonly subtitle?: string | null;
  readonly slogan?: string | null;
  readonly bannerHtml?: string | null;
}

export interface LocalisedTexts extends PromotionTexts {
  readonly locale: Locale;
}

const FIELD = 'translations';

function shortText(problems: FieldProblems, locale: string, name: string, value: string | null | undefined) {
  const text = value?.trim() ?? '';
  if (text.length > PROMOTION_TEXT_MAX_LENGTH) {
    problems.add(FIELD, `${locale}: the ${name} must be at most ${PROMOTION_TEXT_MAX_LENGTH} characters`);
  }
  return text;
}

function cleanTexts(problems: FieldProblems, input: PromotionTextsValue): PromotionTexts {
  const { locale } = input;
  const bannerHtml = sanitizeBannerHtml(input.bannerHtml ?? '');
  if (bannerHtml.length > BANNER_HTML_MAX_LENGTH) {
    problems.add(FIELD, `${locale}: the banner HTML must be at most ${BANNER_HTML_MAX_LENGTH} characters`);
  }
  return {
    title: shortText(problems, locale, 'title', input.title),
    subtitle: shortText(problems, locale, 'subtitle', input.subtitle),
    slogan: shortText(problems, locale, 'slogan', input.slogan),
    bannerHtml,
  };
}

function isBlank(texts: PromotionTexts): boolean {
  return texts.title === '' && texts.subtitle === '' && texts.slogan === '' && texts.bannerHtml === '';
}

/** The stored translations; check `problems` before using them. */
export function checkTranslations(
  problems: FieldProblems,
  inputs: readonly PromotionTextsValue[],
): PromotionTranslations {
  const clean: Partial<Record<Locale, PromotionTexts>> = {};
  const seen = new Set<string>();
  for (const input of inputs) {
    if (!isLocale(input.locale)) {
      problems.add(FIELD, `${input.locale}: the language must be one of ${LOCALES.join(', ')}`);
      continue;
    }
    if (seen.has(input.locale)) {
      problems.add(FIELD, `${input.locale}: each language may be given once`);
      continue;
    }
    seen.add(input.locale);
    const texts = cleanTexts(problems, input);
    if (input.locale !== 'fr' && isBlank(texts)) continue;
    if (texts.title === '') problems.add(FIELD, `${input.locale}: the title is required`);
    clean[input.locale] = texts;
  }
  if (!seen.has('fr')) problems.add(FIELD, 'fr: the French texts are required, with a title');
  const fr = clean.fr ?? { title: '', subtitle: '', slogan: '', bannerHtml: '' };
  return { ...clean, fr };
}

/** fr first, then en and ar when present (the order the editor shows). */
export function translationList(translations: PromotionTranslations): LocalisedTexts[] {
  return LOCALES.flatMap((locale) => {
    const texts = translations[locale];
    return texts === undefined ? [] : [{ locale, ...texts }];
  });
}
