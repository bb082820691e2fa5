/** The facets of a listing (every option of its scope) with their counts, in one locale. */
import { centimes } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { labelIn } from '../labels';
import type { Labels } from '../labels';
import type { FacetCountsRow } from './facet-counts.sql';
import type { FacetRow } from './listing.sql';
import type { FilterData, FilterValues } from './storefront.results';

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function valueCounts(rows: FacetCountsRow['features']): Map<string, number> {
  return new Map(rows.map(([code, label, count]) => [JSON.stringify([code, label]), count]));
}

export function filterDataView(facets: FacetRow, counts: FacetCountsRow, locale: Locale): FilterData {
  const featureCounts = valueCounts(counts.features);
  const attributeCounts = valueCounts(counts.attributes);
  const group = (
    code: string,
    labels: Labels,
    values: readonly Labels[],
    known: Map<string, number>,
  ): FilterValues => {
    const shown = distinct(values.map((value) => labelIn(value, locale)));
    return {
      type: code,
      label: labelIn(labels, locale),
      values: shown,
      options: shown.map((value) => ({ value, count: known.get(JSON.stringify([code, value])) ?? 0 })),
    };
  };
  const count = (byId: Readonly<Record<string, number>>, id: number) => byId[String(id)] ?? 0;
  const { min, max } = facets.priceTtc;
  return {
    brands: facets.brands.map((brand) => ({ ...brand, count: count(counts.brands, brand.id) })),
    subCategories: facets.categories.map((c) => ({
      id: c.id,
      uuid: c.uuid,
      slug: c.slug,
      name: labelIn(c.names, locale),
      count: count(counts.categories, c.id),
    })),
    brandLines: facets.brandLines.map((l) => ({
      id: l.id,
      uuid: l.uuid,
      slug: l.slug,
      name: labelIn(l.names, locale),
      count: count(counts.brandLines, l.id),
    })),
    features: facets.features.map((f) => group(f.code, f.labels, f.values, featureCounts)),
    attributes: facets.attributes.map((a) =>
      group(
        a.code,
        a.labels,
        a.values.map((v) => v.labels),
        attributeCounts,
      ),
    ),
    priceRange: min === null || max === null ? null : { min: centimes(min), max: centimes(max) },
  };
}
