/**
 * The legacy `filterData` of a listing (what the legacy client builds its filters from), in the
 * request's locale:
 * - brands, subCategories: names (the legacy client compares names; subCategories are the main
 *   categories of the listed products);
 * - brandlines: {raw (the name as cards show it), langs [{locale, name}], id, slug};
 * - features: {[type code]: values}, with featureLabels {[type code]: label} beside it;
 * - attributes: [{label (the code, = combination values' `type`), labelTrans, data (values as cards
 *   show them), dataTrans [{value, langs}]}];
 * - priceRange {min, max}: HT dinars, the legacy effective price; priceRangeTtcCentimes beside it.
 * Values are listed once each, in the catalogue's order.
 */
import { centimesToDinars } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { labelIn, labelList } from '../labels';
import { langValues } from '../storefront/card-text';
import type { FacetRow } from '../storefront/listing.sql';

function distinctBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function legacyFilterData(facets: FacetRow, locale: Locale) {
  const { priceHt, priceTtc } = facets;
  const features = Object.fromEntries(
    facets.features.map((f) => [
      f.code,
      distinctBy(f.values, (v) => labelIn(v, locale)).map((v) => labelIn(v, locale)),
    ]),
  );
  return {
    brands: distinctBy(facets.brands, (b) => b.name).map((b) => b.name),
    subCategories: distinctBy(facets.categories, (c) => labelIn(c.names, locale)).map((c) =>
      labelIn(c.names, locale),
    ),
    brandlines: facets.brandLines.map((line) => ({
      raw: labelIn(line.names, locale),
      langs: labelList(line.names),
      id: line.id,
      slug: line.slug,
    })),
    features,
    featureLabels: Object.fromEntries(facets.features.map((f) => [f.code, labelIn(f.labels, locale)])),
    attributes: facets.attributes.map((attribute) => {
      const values = distinctBy(attribute.values, (v) => labelIn(v.labels, locale));
      return {
        label: attribute.code,
        labelTrans: labelIn(attribute.labels, locale),
        data: values.map((v) => labelIn(v.labels, locale)),
        dataTrans: values.map((v) => ({ value: labelIn(v.labels, locale), langs: langValues(v.labels) })),
      };
    }),
    priceRange: { min: centimesToDinars(priceHt.min ?? 0), max: centimesToDinars(priceHt.max ?? 0) },
    priceRangeTtcCentimes: { min: priceTtc.min ?? 0, max: priceTtc.max ?? 0 },
  };
}
