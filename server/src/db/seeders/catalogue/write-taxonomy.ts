/**
 * Writes the demo taxonomy (categories, brands and lines, collections, tags, suppliers, feature types
 * and values, attributes and values) and answers the ids of everything by code, for the products.
 * Uuids come from a seeded generator: a re-seeded demo has the same links.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { idAt, idOf, insertRows, reserveIds } from './insert-rows';
import type { ColumnType } from './insert-rows';
import { createPrng } from './prng';
import type { Prng } from './prng';
import { BRANDS, CATEGORIES, COLLECTIONS, SUPPLIERS, TAGS } from './taxonomy';
import { ATTRIBUTES, FEATURE_TYPES } from './vocabulary';
import type { ValueDef } from './vocabulary';

export interface TaxonomyIds {
  readonly categories: ReadonlyMap<string, number>;
  readonly brands: ReadonlyMap<string, number>;
  readonly lines: ReadonlyMap<string, number>;
  readonly collections: ReadonlyMap<string, number>;
  readonly tags: ReadonlyMap<string, number>;
  /** By family. */
  readonly suppliers: ReadonlyMap<string, number>;
  /** By "type:value". */
  readonly featureValues: ReadonlyMap<string, number>;
  /** By "attribute:value". */
  readonly attributeValues: ReadonlyMap<string, number>;
}

const UUID_SEED = 4_242;

async function writeCategories(em: EntityManager, rng: Prng): Promise<Map<string, number>> {
  const ids = await reserveIds(em, 'category', CATEGORIES.length);
  const bySlug = new Map(CATEGORIES.map((category, index) => [category.slug, idAt(ids, index)]));
  const rows = CATEGORIES.map((category, index) => ({
    id: idAt(ids, index),
    uuid: rng.uuid(),
    slug: category.slug,
    names: category.names,
    parent_id: category.parent === null ? null : idOf(bySlug, category.parent),
    position: index,
  }));
  await insertRows(
    em,
    'category',
    { id: 'int', uuid: 'uuid', slug: 'text', names: 'jsonb', parent_id: 'int', position: 'int' },
    rows,
  );
  return bySlug;
}

async function writeBrands(em: EntityManager, rng: Prng) {
  const brandIds = await reserveIds(em, 'brand', BRANDS.length);
  const brands = new Map(BRANDS.map((brand, index) => [brand.slug, idAt(brandIds, index)]));
  await insertRows(
    em,
    'brand',
    { id: 'int', uuid: 'uuid', slug: 'text', name: 'text', descriptions: 'jsonb', position: 'int' },
    BRANDS.map((brand, index) => ({
      id: idAt(brandIds, index),
      uuid: rng.uuid(),
      slug: brand.slug,
      name: brand.name,
      descriptions: brand.descriptions,
      position: index,
    })),
  );
  const lineDefs = BRANDS.flatMap((brand) => brand.lines.map((line) => ({ ...line, brand: brand.slug })));
  const lineIds = await reserveIds(em, 'brand_line', lineDefs.length);
  const lines = new Map(lineDefs.map((line, index) => [line.slug, idAt(lineIds, index)]));
  await insertRows(
    em,
    'brand_line',
    { id: 'int', uuid: 'uuid', slug: 'text', brand_id: 'int', names: 'jsonb', position: 'int' },
    lineDefs.map((line, index) => ({
      id: idAt(lineIds, index),
      uuid: rng.uuid(),
      slug: line.slug,
      brand_id: idOf(brands, line.brand),
      names: line.names,
      position: index,
    })),
  );
  return { brands, lines };
}

/** Collections and tags: slug and names (collections also have a public uuid and a position). */
async function writeNamed(
  em: EntityManager,
  table: 'collection' | 'tag',
  defs: readonly { readonly slug: string; readonly names: object }[],
  rng: Prng,
): Promise<Map<string, number>> {
  const ids = await reserveIds(em, table, defs.length);
  const columns: Record<string, ColumnType> = { id: 'int', slug: 'text', names: 'jsonb' };
  if (table === 'collection') Object.assign(columns, { uuid: 'uuid', position: 'int' });
  // Tags have no uuid nor position: json_to_recordset ignores keys that are not columns.
  const rows = defs.map((def, index) => ({
    id: idAt(ids, index),
    uuid: rng.uuid(),
    slug: def.slug,
    names: def.names,
    position: index,
  }));
  await insertRows(em, table, columns, rows);
  return new Map(defs.map((def, index) => [def.slug, idAt(ids, index)]));
}

interface ValueTable {
  readonly table: 'feature_value' | 'attribute_value';
  readonly parentColumn: 'type_id' | 'attribute_id';
  readonly labelColumn: 'values' | 'labels';
}

/** Writes the values of feature types or attributes; answers their ids by "parent:value". */
async function writeValues(
  em: EntityManager,
  child: ValueTable,
  parents: readonly { readonly code: string; readonly values: readonly ValueDef[] }[],
  parentIds: readonly number[],
): Promise<Map<string, number>> {
  const values = parents.flatMap((parent, index) =>
    parent.values.map((value, position) => ({
      parent: idAt(parentIds, index),
      code: parent.code,
      value,
      position,
    })),
  );
  const ids = await reserveIds(em, child.table, values.length);
  const colour = child.table === 'attribute_value';
  await insertRows(
    em,
    child.table,
    {
      id: 'int',
      [child.parentColumn]: 'int',
      [child.labelColumn]: 'jsonb',
      position: 'int',
      ...(colour ? { color: 'text' as const } : {}),
    },
    values.map(({ parent, value, position }, index) => ({
      id: idAt(ids, index),
      [child.parentColumn]: parent,
      [child.labelColumn]: value.labels,
      position,
      color: value.color ?? null,
    })),
  );
  return new Map(values.map(({ code, value }, index) => [`${code}:${value.code}`, idAt(ids, index)]));
}

async function writeFeatures(em: EntityManager): Promise<Map<string, number>> {
  const ids = await reserveIds(em, 'feature_type', FEATURE_TYPES.length);
  await insertRows(
    em,
    'feature_type',
    { id: 'int', code: 'text', labels: 'jsonb', position: 'int' },
    FEATURE_TYPES.map((type, index) => ({
      id: idAt(ids, index),
      code: type.code,
      labels: type.labels,
      position: index,
    })),
  );
  const child = { table: 'feature_value', parentColumn: 'type_id', labelColumn: 'values' } as const;
  return writeValues(em, child, FEATURE_TYPES, ids);
}

async function writeAttributes(em: EntityManager): Promise<Map<string, number>> {
  const ids = await reserveIds(em, 'attribute', ATTRIBUTES.length);
  await insertRows(
    em,
    'attribute',
    { id: 'int', code: 'text', labels: 'jsonb', kind: 'text', position: 'int' },
    ATTRIBUTES.map((attribute, index) => ({
      id: idAt(ids, index),
      code: attribute.code,
      labels: attribute.labels,
      kind: attribute.kind,
      position: index,
    })),
  );
  const child = { table: 'attribute_value', parentColumn: 'attribute_id', labelColumn: 'labels' } as const;
  return writeValues(em, child, ATTRIBUTES, ids);
}

async function writeSuppliers(em: EntityManager): Promise<Map<string, number>> {
  const ids = await reserveIds(em, 'supplier', SUPPLIERS.length);
  await insertRows(
    em,
    'supplier',
    { id: 'int', name: 'text', phone: 'text' },
    SUPPLIERS.map((supplier, index) => ({
      id: idAt(ids, index),
      name: supplier.name,
      phone: supplier.phone,
    })),
  );
  return new Map(SUPPLIERS.map((supplier, index) => [supplier.family, idAt(ids, index)]));
}

export async function writeTaxonomy(em: EntityManager): Promise<TaxonomyIds> {
  const rng = createPrng(UUID_SEED);
  const categories = await writeCategories(em, rng);
  const { brands, lines } = await writeBrands(em, rng);
  const collections = await writeNamed(em, 'collection', COLLECTIONS, rng);
  const tags = await writeNamed(em, 'tag', TAGS, rng);
  const suppliers = await writeSuppliers(em);
  const featureValues = await writeFeatures(em);
  const attributeValues = await writeAttributes(em);
  return { categories, brands, lines, collections, tags, suppliers, featureValues, attributeValues };
}
