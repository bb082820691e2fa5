/** A till text in the cashier's language (the catalogue carries fr, en and ar), French when empty. */
import type { Locale } from '@tijara/schema';
import type { Labels } from '../till-data';

export function labelOf(labels: Labels, locale: Locale): string {
  return labels[locale] || labels.fr;
}
