/**
 * The entities a promotion's scope names, in SQL: whether picked ids exist (for the shop, where it
 * matters: a product must be sold by the promotion's shop, a segment must be the shop's), and their
 * names in the request's language for a whole page of promotions, one statement per kind of target
 * whatever the page holds (no N+1). Translated labels fall back to French.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { PromotionScope } from '@tijara/schema';
import type { Locale } from '@tijara/schema';
import { labelIn } from '../../catalog';
import type { Labels } from '../../catalog';

export type TargetScope =
  | typeof PromotionScope.PRODUCT
  | typeof PromotionScope.CATEGORY
  | typeof PromotionScope.BRAND
  | typeof PromotionScope.BRAND_LINE
  | typeof PromotionScope.COLLECTION
  | typeof PromotionScope.CUSTOMER_SEGMENT;

export function isTargetScope(scope: PromotionScope): scope is TargetScope {
  return scope in TABLES_BY_SCOPE;
}

interface TargetTable {
  readonly table: string;
  /** `names` is a Labels JSON column (translated); `name` plain text. */
  readonly label: 'names' | 'name';
}

const TABLES_BY_SCOPE: Readonly<Record<TargetScope, TargetTable>> = {
  [PromotionScope.PRODUCT]: { table: 'product', label: 'name' },
  [PromotionScope.CATEGORY]: { table: 'category', label: 'names' },
  [PromotionScope.BRAND]: { table: 'brand', label: 'name' },
  [PromotionScope.BRAND_LINE]: { table: 'brand_line', label: 'names' },
  [PromotionScope.COLLECTION]: { table: 'collection', label: 'names' },
  [PromotionScope.CUSTOMER_SEGMENT]: { table: 'customer_segment', label: 'name' },
};

interface IdRow {
  readonly id: number;
}

/**
 * Segments are read FOR SHARE: a segment being deleted waits for this promotion to commit (and then
 * sees that it is targeted), or this check waits for the deletion and finds the segment gone.
 */
function existing(scope: TargetScope, shopUuid: string, ids: number[]): [string, unknown[]] {
  if (scope === PromotionScope.PRODUCT) {
    return [
      'select p.id from catalog.product p join catalog.product_shop ps on ps.product_id = p.id and ps.shop_uuid = ? where p.id in (?)',
      [shopUuid, ids],
    ];
  }
  if (scope === PromotionScope.CUSTOMER_SEGMENT) {
    return ['select id from customer_segment where shop_uuid = ? and id in (?) for share', [shopUuid, ids]];
  }
  return [`select id from ${TABLES_BY_SCOPE[scope].table} where id in (?)`, [ids]];
}

/** The ids among `ids` that name nothing the shop may target, in the order given. */
export async function unknownTargets(
  em: EntityManager,
  shopUuid: string,
  scope: TargetScope,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await em.execute<IdRow[]>(...existing(scope, shopUuid, [...ids]));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

interface NameRow extends IdRow {
  readonly name: string | null;
  readonly names: Labels | null;
}

/** A product's name in the locale, else French, else its slug. */
function named(scope: TargetScope, locale: Locale, ids: number[]): [string, unknown[]] {
  if (scope === PromotionScope.PRODUCT) {
    return [
      'select p.id, coalesce(l.name, f.name, p.slug) as name from catalog.product p ' +
        'left join catalog.product_translation l on l.product_id = p.id and l.locale = ? ' +
        "left join catalog.product_translation f on f.product_id = p.id and f.locale = 'fr' where p.id in (?)",
      [locale, ids],
    ];
  }
  const { table, label } = TABLES_BY_SCOPE[scope];
  return [`select id, ${label} from ${table} where id in (?)`, [ids]];
}

/** Names of the ids by kind of target: one statement per kind present. */
export async function targetNames(
  em: EntityManager,
  locale: Locale,
  wanted: ReadonlyMap<TargetScope, readonly number[]>,
): Promise<Map<TargetScope, Map<number, string>>> {
  const names = new Map<TargetScope, Map<number, string>>();
  for (const [scope, ids] of wanted) {
    if (ids.length === 0) continue;
    const rows = await em.execute<NameRow[]>(...named(scope, locale, [...new Set(ids)]));
    const byId = rows.map((row): [number, string] => [
      row.id,
      row.names ? labelIn(row.names, locale) : (row.name ?? ''),
    ]);
    names.set(scope, new Map(byId));
  }
  return names;
}
