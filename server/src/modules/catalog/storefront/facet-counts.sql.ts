/**
 * Facet counts in one statement (standard faceted search): for each option of a listing's facets,
 * the products of the scope that match every active narrowing filter except those of the option's
 * own facet, so a shopper who ticked one brand still sees how many products each other brand
 * would add, and an option at 0 can be shown disabled. Price and text filters have no facet and
 * always apply. Feature and attribute values are counted by their label in the request's locale
 * (French fallback, as labelIn), since that is how the storefront lists them (each label once).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tijara/schema';
import type { PromotedPrices, PromotionReach } from './card-pricing';
import type { ListingFilter, ListingScope, PriceBasis } from './listing-request';
import { filterParts, promotedJoin, scopeSql, visibleProduct } from './listing-conditions.sql';
import type { FacetKey, FilterPart } from './listing-conditions.sql';
import { joinSql, runSql, Sql, sql } from './sql';

export interface FacetCountsRow {
  /** By id (as JSON object keys). */
  readonly brands: Readonly<Record<string, number>>;
  readonly categories: Readonly<Record<string, number>>;
  readonly brandLines: Readonly<Record<string, number>>;
  /** [type code, label in the locale, count] */
  readonly features: readonly (readonly [string, string, number])[];
  readonly attributes: readonly (readonly [string, string, number])[];
}

export interface FacetCountsQuery {
  readonly shopUuid: string;
  readonly now: Date;
  readonly scope: ListingScope;
  readonly filter: ListingFilter;
  readonly basis: PriceBasis;
  readonly reach: PromotionReach | null;
  readonly promoted: PromotedPrices | null;
  readonly locale: Locale;
}

const column = (index: number) => new Sql(`l.f${index}`, []);

/** Every part's column but those `skip` says belong to the facet being counted (`true` when none). */
function others(parts: readonly FilterPart[], skip: (facet: FacetKey) => Sql | 'skip' | null): Sql {
  const kept = parts.flatMap((part, index) => {
    const rule = skip(part.facet);
    if (rule === 'skip') return [];
    return [rule === null ? column(index) : sql`(${rule} or ${column(index)})`];
  });
  return kept.length === 0 ? sql`true` : joinSql(kept, ' and ');
}

const facetIs = (kind: string) => (facet: FacetKey) => (facet?.kind === kind ? 'skip' : null);

/** Counted per row of a type: the row's own type's conditions are left out, by code. */
function typedOthers(parts: readonly FilterPart[], kind: 'feature' | 'attribute', codeColumn: string) {
  return others(parts, (facet) =>
    facet?.kind === kind ? sql`${new Sql(codeColumn, [])} = ${facet.type}` : null,
  );
}

function labelIn(columnName: string, locale: Locale): Sql {
  const labels = new Sql(columnName, []);
  return sql`case when btrim(coalesce(${labels}->>(${locale}::text), '')) <> '' then ${labels}->>(${locale}::text) else ${labels}->>'fr' end`;
}

function countsBy(key: string, where: Sql): Sql {
  const k = new Sql(key, []);
  return sql`coalesce((select json_object_agg(x.k, x.n) from (select l.${k} as k, count(*)::int as n from listed l where l.${k} is not null and ${where} group by l.${k}) x), '{}'::json)`;
}

export async function selectFacetCounts(em: EntityManager, query: FacetCountsQuery): Promise<FacetCountsRow> {
  const scope = scopeSql(query.scope, query.shopUuid, query.now, query.reach);
  const parts = filterParts(query.filter, query.basis, query.promoted);
  const flags = parts.map((part, index) => sql`, ${part.condition} as ${new Sql(`f${index}`, [])}`);
  const where = joinSql([visibleProduct(query.shopUuid), ...scope.predicates], ' and ');
  const listed = sql`listed as (select p.id, p.brand_id, p.brand_line_id, p.main_category_id${joinSql(flags, '')} from product p${promotedJoin(query.promoted)} where ${where})`;
  const featureLabel = labelIn('fv.values', query.locale);
  const valueLabel = labelIn('av.labels', query.locale);
  const features = sql`coalesce((select json_agg(json_build_array(x.code, x.label, x.n)) from (select ft.code, ${featureLabel} as label, count(distinct l.id)::int as n
      from listed l join product_feature_value pfv on pfv.product_id = l.id join feature_value fv on fv.id = pfv.feature_value_id join feature_type ft on ft.id = fv.type_id
      where ${typedOthers(parts, 'feature', 'ft.code')} group by ft.code, 2) x), '[]'::json)`;
  const attributes = sql`coalesce((select json_agg(json_build_array(x.code, x.label, x.n)) from (select a.code, ${valueLabel} as label, count(distinct l.id)::int as n
      from listed l join combination cb on cb.product_id = l.id and cb.active join combination_value cv on cv.combination_id = cb.id join attribute_value av on av.id = cv.attribute_value_id join attribute a on a.id = av.attribute_id
      where ${typedOthers(parts, 'attribute', 'a.code')} group by a.code, 2) x), '[]'::json)`;
  const ctes = scope.ctes.length
    ? sql`with recursive ${joinSql([...scope.ctes, listed], ', ')}`
    : sql`with ${listed}`;
  const statement = sql`${ctes} select
    ${countsBy('brand_id', others(parts, facetIs('brands')))} as brands,
    ${countsBy('main_category_id', others(parts, facetIs('subCategories')))} as categories,
    ${countsBy('brand_line_id', others(parts, facetIs('brandLines')))} as "brandLines",
    ${features} as features, ${attributes} as attributes`;
  const [row] = await runSql<FacetCountsRow>(em, statement);
  if (!row) throw new Error('The facet counts statement answered no row');
  return row;
}
