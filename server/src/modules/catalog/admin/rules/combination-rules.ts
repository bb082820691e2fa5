/**
 * What makes a product's combinations coherent: each is made of at least one attribute value and at
 * most one value per attribute (not "Rouge" and "Bleu" at once), no two combinations of a product are
 * made of the same values (the shopper could not tell them apart), and its label reads the values in
 * the attributes' order ("Rouge - XL" when Couleur comes before Taille).
 */
import type { Locale } from '@tijara/schema';
import { labelIn } from '../../labels';
import type { Labels } from '../../labels';

export interface ValueOfAttribute {
  readonly valueId: number;
  readonly attributeId: number;
}

/** Why these values cannot make one combination, or null. */
export function valueSetProblem(values: readonly ValueOfAttribute[]): string | null {
  if (values.length === 0) return 'a combination needs at least one attribute value';
  const attributes = new Set(values.map((v) => v.attributeId));
  if (attributes.size !== values.length) return 'at most one value per attribute';
  return null;
}

/** The same set of values whatever the order they were given in. */
export function valueSetKey(valueIds: readonly number[]): string {
  return [...new Set(valueIds)].sort((a, b) => a - b).join(',');
}

/** Whether another combination of the product (`others`: their value ids) already has these values. */
export function duplicatesAnother(valueIds: readonly number[], others: readonly (readonly number[])[]) {
  const key = valueSetKey(valueIds);
  return others.some((other) => valueSetKey(other) === key);
}

export interface LabelledValue {
  readonly labels: Labels;
  readonly position: number;
  readonly attribute: { readonly id: number; readonly position: number };
}

export const LABEL_SEPARATOR = ' - ';

/** "Rouge - XL": the values in their attributes' order, in the locale (French when missing). */
export function combinationLabel(values: readonly LabelledValue[], locale: Locale): string {
  return [...values]
    .sort(
      (a, b) =>
        a.attribute.position - b.attribute.position ||
        a.attribute.id - b.attribute.id ||
        a.position - b.position,
    )
    .map((value) => labelIn(value.labels, locale))
    .join(LABEL_SEPARATOR);
}

/** The combination's own name in the locale, else French, else its label. */
export function combinationName(names: Partial<Labels> | null, label: string, locale: Locale): string {
  const own = names?.[locale]?.trim() || names?.fr?.trim();
  return own || label;
}
