/**
 * Till feed fixtures: a shop of its own with a cashier, products written in SQL as the till reads them
 * (names, combinations with attribute values, categories, collections, image), the three feed queries
 * and a reader that walks a feed's pages to the end.
 */
import { randomBytes } from 'node:crypto';
import type { Caller } from './pos-fixtures';
import { signedCaller } from './pos-fixtures';
import { makeShop } from './promotions-fixtures';
import type { GraphqlResponse, TestApp } from './test-app';

export function sqlRows<T>(server: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return server.orm.em.fork().getConnection().execute<T[]>(query, params);
}

const tag = () => randomBytes(4).toString('hex');

export interface TillShop {
  readonly shopUuid: string;
  readonly cashier: Caller;
  readonly categoryId: number;
}

/** A new shop, a CASHIER assigned to it and a category for its products. */
export async function tillShop(server: TestApp): Promise<TillShop> {
  const shopUuid = await makeShop(server, `Boutique ${tag()}`);
  const [category] = await sqlRows<{ id: number }>(
    server,
    `insert into category (uuid, slug, names) values (gen_random_uuid(), ?, '{"fr":"Rayon"}') returning id`,
    [`rayon-${tag()}`],
  );
  return {
    shopUuid,
    cashier: await signedCaller(server, ['CASHIER'], [shopUuid]),
    categoryId: category?.id ?? 0,
  };
}

export interface TillCombinationSpec {
  readonly valueIds?: readonly number[];
  readonly names?: Record<string, string>;
  readonly active?: boolean;
  readonly reference?: string;
  readonly barcode?: string;
  readonly impact?: number;
  readonly isDefault?: boolean;
  readonly position?: number;
}

export interface TillProductSpec {
  readonly names?: Record<string, string>;
  readonly priceHt?: number;
  readonly taxRateBp?: number;
  readonly status?: 'draft' | 'published' | 'archived';
  readonly active?: boolean;
  /** Shops selling it (default: the shop of the call). */
  readonly shops?: readonly string[];
  readonly sku?: string;
  readonly barcode?: string;
  readonly categoryIds?: readonly number[];
  readonly collectionIds?: readonly number[];
  readonly imageKey?: string;
  readonly combinations?: readonly TillCombinationSpec[];
}

export interface TillProduct {
  readonly id: number;
  readonly uuid: string;
  readonly combinationIds: number[];
}

/** A product of the shop, published and active unless told. */
export async function tillProduct(
  server: TestApp,
  shop: TillShop,
  spec: TillProductSpec = {},
): Promise<TillProduct> {
  const [product] = await sqlRows<{ id: number; uuid: string }>(
    server,
    `insert into product (uuid, slug, sku, barcode, status, active, main_category_id, price_ht, tax_rate_bp)
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?) returning id, uuid`,
    [
      `article-${tag()}`,
      spec.sku ?? null,
      spec.barcode ?? null,
      spec.status ?? 'published',
      spec.active ?? true,
      shop.categoryId,
      spec.priceHt ?? 100_000,
      spec.taxRateBp ?? 1900,
    ],
  );
  if (!product) throw new Error('No product inserted');
  const id = product.id;
  for (const [locale, name] of Object.entries(spec.names ?? { fr: 'Article' })) {
    await sqlRows(server, 'insert into product_translation (product_id, locale, name) values (?, ?, ?)', [
      id,
      locale,
      name,
    ]);
  }
  for (const shopUuid of spec.shops ?? [shop.shopUuid]) {
    await sqlRows(server, 'insert into product_shop (product_id, shop_uuid) values (?, ?)', [id, shopUuid]);
  }
  for (const categoryId of spec.categoryIds ?? []) {
    await sqlRows(server, 'insert into product_category (product_id, category_id) values (?, ?)', [
      id,
      categoryId,
    ]);
  }
  for (const collectionId of spec.collectionIds ?? []) {
    await sqlRows(server, 'insert into product_collection (product_id, collection_id) values (?, ?)', [
      id,
      collectionId,
    ]);
  }
  if (spec.imageKey) {
    await sqlRows(
      server,
      `insert into product_image (product_id, storage_key, original_name, mime_type, width, height, byte_size, is_default)
       values (?, ?, 'photo.jpg', 'image/jpeg', 800, 800, 1000, true)`,
      [id, spec.imageKey],
    );
  }
  const combinationIds: number[] = [];
  for (const [index, combination] of (spec.combinations ?? []).entries()) {
    const [row] = await sqlRows<{ id: number }>(
      server,
      `insert into combination (product_id, reference, barcode, is_default, price_impact_ht, names, active, position)
       values (?, ?, ?, ?, ?, ?::jsonb, ?, ?) returning id`,
      [
        id,
        combination.reference ?? null,
        combination.barcode ?? null,
        combination.isDefault ?? false,
        combination.impact ?? 0,
        combination.names ? JSON.stringify(combination.names) : null,
        combination.active ?? true,
        combination.position ?? index,
      ],
    );
    if (!row) throw new Error('No combination inserted');
    for (const valueId of combination.valueIds ?? []) {
      await sqlRows(
        server,
        'insert into combination_value (combination_id, attribute_value_id) values (?, ?)',
        [row.id, valueId],
      );
    }
    combinationIds.push(row.id);
  }
  return { id, uuid: product.uuid, combinationIds };
}

/** An attribute at `position` with values (labels per language), in that order. */
export async function tillAttribute(
  server: TestApp,
  position: number,
  values: readonly Record<string, string>[],
): Promise<{ id: number; valueIds: number[] }> {
  const [attribute] = await sqlRows<{ id: number }>(
    server,
    `insert into attribute (code, labels, position) values (?, '{"fr":"Attribut"}', ?) returning id`,
    [`attr-${tag()}`, position],
  );
  if (!attribute) throw new Error('No attribute inserted');
  const valueIds: number[] = [];
  for (const [index, labels] of values.entries()) {
    const [value] = await sqlRows<{ id: number }>(
      server,
      'insert into attribute_value (attribute_id, labels, position) values (?, ?::jsonb, ?) returning id',
      [attribute.id, JSON.stringify(labels), index],
    );
    valueIds.push(value?.id ?? 0);
  }
  return { id: attribute.id, valueIds };
}

export const POS_CATALOGUE = `query($shopUuid: ID!, $cursor: String, $limit: Int) {
  posCatalogue(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {
    products { id uuid name { fr en ar } sku barcode priceHt taxRateBp categoryIds brandId brandLineId
      collectionIds thumbnailUrl
      combinations { id label { fr en ar } reference barcode priceImpactHt isDefault } }
    removedProductIds nextCursor hasMore total } }`;

export const POS_CUSTOMERS = `query($shopUuid: ID!, $cursor: String, $limit: Int) {
  posCustomers(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {
    customers { id firstname lastname phone email } nextCursor hasMore total } }`;

export const POS_WAREHOUSES = 'query($shopUuid: ID!) { posWarehouses(shopUuid: $shopUuid) { id name } }';

export const POS_STOCK = `query($warehouseId: ID!) {
  posStock(warehouseId: $warehouseId) { warehouseId takenAt levels { productId combinationId available } } }`;

export interface PosLabels {
  fr: string;
  en: string;
  ar: string;
}

export interface PosCombinationResult {
  id: number;
  label: PosLabels;
  reference: string | null;
  barcode: string | null;
  priceImpactHt: number;
  isDefault: boolean;
}

export interface PosProductResult {
  id: number;
  uuid: string;
  name: PosLabels;
  sku: string | null;
  barcode: string | null;
  priceHt: number;
  taxRateBp: number;
  categoryIds: number[];
  brandId: number | null;
  brandLineId: number | null;
  collectionIds: number[];
  thumbnailUrl: string | null;
  combinations: PosCombinationResult[];
}

export interface CataloguePage {
  products: PosProductResult[];
  removedProductIds: number[];
  nextCursor: string;
  hasMore: boolean;
  total: number;
}

export interface CustomerPage {
  customers: { id: number; firstname: string; lastname: string; phone: string; email: string | null }[];
  nextCursor: string;
  hasMore: boolean;
  total: number;
}

/** One page, failing loudly on errors. */
export async function cataloguePage(
  caller: Caller,
  shopUuid: string,
  cursor: string | null = null,
  limit?: number,
): Promise<CataloguePage> {
  const answer: GraphqlResponse<{ posCatalogue: CataloguePage }> = await caller.graphql(POS_CATALOGUE, {
    shopUuid,
    cursor,
    ...(limit === undefined ? {} : { limit }),
  });
  if (!answer.data?.posCatalogue) throw new Error(`posCatalogue failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.posCatalogue;
}

export async function customersPage(
  caller: Caller,
  shopUuid: string,
  cursor: string | null = null,
  limit?: number,
): Promise<CustomerPage> {
  const answer: GraphqlResponse<{ posCustomers: CustomerPage }> = await caller.graphql(POS_CUSTOMERS, {
    shopUuid,
    cursor,
    ...(limit === undefined ? {} : { limit }),
  });
  if (!answer.data?.posCustomers) throw new Error(`posCustomers failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.posCustomers;
}

/** Every page of one delta (or first load), to the cursor the next refresh starts from. */
export async function wholeCatalogue(
  caller: Caller,
  shopUuid: string,
  cursor: string | null = null,
  limit?: number,
) {
  const pages: CataloguePage[] = [];
  let next = cursor;
  for (;;) {
    const page = await cataloguePage(caller, shopUuid, next, limit);
    pages.push(page);
    next = page.nextCursor;
    if (!page.hasMore) break;
  }
  return {
    pages,
    products: pages.flatMap((page) => page.products),
    removed: pages.flatMap((page) => page.removedProductIds),
    cursor: next ?? '',
  };
}

export async function wholeCustomers(
  caller: Caller,
  shopUuid: string,
  cursor: string | null = null,
  limit?: number,
) {
  const pages: CustomerPage[] = [];
  let next = cursor;
  for (;;) {
    const page = await customersPage(caller, shopUuid, next, limit);
    pages.push(page);
    next = page.nextCursor;
    if (!page.hasMore) break;
  }
  return { pages, customers: pages.flatMap((page) => page.customers), cursor: next ?? '' };
}
