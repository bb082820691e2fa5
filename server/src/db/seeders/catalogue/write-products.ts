/**
 * Writes the demo products (plan.ts): the product rows, published in the demo shop, their texts in
 * the three languages and their links to categories, tags, collections and feature values.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { idAt, idOf, insertRows, reserveIds } from './insert-rows';
import type { Row } from './insert-rows';
import { PRODUCT_KINDS } from './plan';
import { DEMO_TAX_RATE_BP } from './planned';
import type { CataloguePlan, PlannedProduct } from './planned';
import type { TaxonomyIds } from './write-taxonomy';

const PRODUCT_COLUMNS = {
  id: 'int',
  uuid: 'uuid',
  slug: 'text',
  sku: 'text',
  barcode: 'text',
  status: 'text',
  featured: 'boolean',
  on_sale: 'boolean',
  main_category_id: 'int',
  brand_id: 'int',
  brand_line_id: 'int',
  price_ht: 'bigint',
  tax_rate_bp: 'int',
  supply_price_ht: 'bigint',
  wholesale_price_ht: 'bigint',
  wholesale_moq: 'int',
  weight_grams: 'int',
  height_mm: 'int',
  width_mm: 'int',
  length_mm: 'int',
  supplier_id: 'int',
  pack_mode: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const;

const FAMILY_OF_KIND = new Map(PRODUCT_KINDS.map((kind) => [kind.code, kind.family]));

function productRow(product: PlannedProduct, id: number, ids: TaxonomyIds): Row {
  const family = product.kind === null ? undefined : FAMILY_OF_KIND.get(product.kind);
  return {
    id,
    uuid: product.uuid,
    slug: product.slug,
    sku: product.sku,
    barcode: product.barcode,
    status: 'published',
    featured: product.featured,
    on_sale: product.onSale,
    main_category_id: idOf(ids.categories, product.mainCategory),
    brand_id: product.brand === null ? null : idOf(ids.brands, product.brand),
    brand_line_id: product.line === null ? null : idOf(ids.lines, product.line),
    price_ht: product.priceHt,
    tax_rate_bp: DEMO_TAX_RATE_BP,
    supply_price_ht: product.supplyPriceHt,
    wholesale_price_ht: product.wholesalePriceHt,
    wholesale_moq: product.wholesaleMoq,
    weight_grams: product.weightGrams,
    height_mm: product.sizeMm[0],
    width_mm: product.sizeMm[1],
    length_mm: product.sizeMm[2],
    supplier_id: family === undefined ? null : idOf(ids.suppliers, family),
    pack_mode: product.packMode,
    created_at: product.createdAt.toISOString(),
    updated_at: product.createdAt.toISOString(),
  };
}

const TRANSLATION_COLUMNS = {
  product_id: 'int',
  locale: 'text',
  name: 'text',
  short_description: 'text',
  long_description: 'text',
  seo_title: 'text',
  seo_description: 'text',
} as const;

async function writeTranslations(em: EntityManager, plan: CataloguePlan, productIds: readonly number[]) {
  const rows = plan.products.flatMap((product, index) =>
    Object.entries(product.texts).map(([locale, texts]) => ({
      product_id: idAt(productIds, index),
      locale,
      name: texts.name,
      short_description: texts.shortDescription,
      long_description: texts.longDescription,
      seo_title: texts.seoTitle,
      seo_description: texts.seoDescription,
    })),
  );
  await insertRows(em, 'product_translation', TRANSLATION_COLUMNS, rows);
}

/** One link table: a row per product and each of its codes, the code's id in `column`. */
async function writeLinks(
  em: EntityManager,
  { plan, productIds }: { readonly plan: CataloguePlan; readonly productIds: readonly number[] },
  link: {
    readonly table: string;
    readonly column: string;
    readonly codesOf: (product: PlannedProduct) => readonly string[];
    readonly ids: ReadonlyMap<string, number>;
  },
) {
  const rows = plan.products.flatMap((product, index) =>
    link
      .codesOf(product)
      .map((code) => ({ product_id: idAt(productIds, index), [link.column]: idOf(link.ids, code) })),
  );
  await insertRows(em, link.table, { product_id: 'int', [link.column]: 'int' }, rows);
}

/** Answers the reserved product ids, in plan order. */
export async function writeProducts(
  em: EntityManager,
  plan: CataloguePlan,
  ids: TaxonomyIds,
  shopUuid: string,
): Promise<number[]> {
  const productIds = await reserveIds(em, 'product', plan.products.length);
  const rows = plan.products.map((product, index) => productRow(product, idAt(productIds, index), ids));
  await insertRows(em, 'product', PRODUCT_COLUMNS, rows);
  await writeTranslations(em, plan, productIds);
  const shops = productIds.map((id) => ({ product_id: id, shop_uuid: shopUuid }));
  await insertRows(em, 'product_shop', { product_id: 'int', shop_uuid: 'uuid' }, shops);
  const written = { plan, productIds };
  await writeLinks(em, written, {
    table: 'product_category',
    column: 'category_id',
    codesOf: (p) => p.categories,
    ids: ids.categories,
  });
  await writeLinks(em, written, {
    table: 'product_tag',
    column: 'tag_id',
    codesOf: (p) => p.tags,
    ids: ids.tags,
  });
  await writeLinks(em, written, {
    table: 'product_collection',
    column: 'collection_id',
    codesOf: (p) => p.collections,
    ids: ids.collections,
  });
  await writeLinks(em, written, {
    table: 'product_feature_value',
    column: 'feature_value_id',
    codesOf: (p) => p.features.map(([type, value]) => `${type}:${value}`),
    ids: ids.featureValues,
  });
  return productIds;
}
