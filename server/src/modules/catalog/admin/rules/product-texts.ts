/**
 * A product's texts in one language (the back office's product language form): name, short
 * description, SEO title and SEO description must each be non-empty after trimming; the long
 * description may be empty. Descriptions are HTML, cleaned before they are stored, and a description
 * whose markup shows no text counts as empty.
 */
import { FieldProblems, requiredText } from './field-checks';
import { sanitizeDescription, visibleText } from './html';

/** The legacy screen's alert when any required field of the language form is empty. */
export const LANGUAGE_FORM_MESSAGE = 'Please fill in all required fields.';

export const TEXT_LIMITS = {
  name: 200,
  seoTitle: 200,
  seoDescription: 1_000,
  shortDescription: 10_000,
  longDescription: 100_000,
} as const;

export interface ProductTextsInput {
  readonly name: string;
  readonly shortDescription: string;
  readonly longDescription?: string | null;
  readonly seoTitle: string;
  readonly seoDescription: string;
}

export interface ProductTexts {
  readonly name: string;
  readonly shortDescription: string;
  readonly longDescription: string;
  readonly seoTitle: string;
  readonly seoDescription: string;
}

function description(
  problems: FieldProblems,
  field: keyof typeof TEXT_LIMITS,
  html: string,
  required: boolean,
) {
  const clean = sanitizeDescription(html);
  if (required && visibleText(clean) === '') problems.add(field, 'must not be empty');
  else if (clean.length > TEXT_LIMITS[field]) {
    problems.add(field, `must be at most ${TEXT_LIMITS[field]} characters`);
  }
  return clean;
}

/** The texts to store; throws BadUserInputError naming every field at fault. */
export function checkProductTexts(input: ProductTextsInput): ProductTexts {
  const problems = new FieldProblems();
  const texts: ProductTexts = {
    name: requiredText(problems, 'name', input.name, TEXT_LIMITS.name),
    shortDescription: description(problems, 'shortDescription', input.shortDescription, true),
    longDescription: description(problems, 'longDescription', input.longDescription ?? '', false),
    seoTitle: requiredText(problems, 'seoTitle', input.seoTitle, TEXT_LIMITS.seoTitle),
    seoDescription: requiredText(
      problems,
      'seoDescription',
      input.seoDescription,
      TEXT_LIMITS.seoDescription,
    ),
  };
  problems.assertNone(LANGUAGE_FORM_MESSAGE);
  return texts;
}
