/**
 * Catalogue fixtures for the staff editing tests: taxonomy and products written straight through the
 * ORM (fast, and independent of the API under test), and a signed-in admin calling GraphQL and the
 * dashboard REST shims with its cookie and CSRF token.
 */
import { randomBytes } from 'node:crypto';
import {
  Attribute,
  AttributeKind,
  AttributeValue,
  Brand,
  Category,
  Combination,
  Product,
  ProductImage,
  ProductTranslation,
} from '../../src/modules/catalog';
import type { Labels } from '../../src/modules/catalog';
import { signInAs } from './staff';
import type { Signed, StaffOptions } from './staff';
import type { GraphqlResponse, TestApp } from './test-app';

export interface StaffClient {
  readonly signed: Signed;
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse<T>>;
  /** JSON body (or none), with the session cookie and CSRF token. */
  rest(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** A multipart form, with the session cookie and CSRF token. */
  form(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
}

export async function staffClient(server: TestApp, options: StaffOptions = { roles: ['ADMIN'] }) {
  const signed = await signInAs(server, options);
  const auth = { cookie: signed.cookie, 'x-csrf-token': signed.csrfToken };
  const client: StaffClient = {
    signed,
    graphql: (query, variables) => server.graphql(query, variables, { cookie: signed.cookie }),
    rest: (method, path, body, headers = {}) =>
      server.request(method, path, { headers: { ...auth, ...headers }, body }),
    form: (path, fields, headers = {}) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return fetch(`${server.url}${path}`, { method: 'POST', headers: { ...auth, ...headers }, body: form });
    },
  };
  return client;
}

export function uniqueSlug(prefix: string): string {
  return `${prefix}-${randomBytes(3).toString('hex')}`;
}

export async function makeCategory(server: TestApp, names: Labels, parentId?: number): Promise<Category> {
  const em = server.orm.em.fork();
  const category = em.create(Category, {
    slug: uniqueSlug('category'),
    names,
    parent: parentId === undefined ? null : em.getReference(Category, parentId),
  });
  await em.flush();
  return category;
}

export async function makeBrand(server: TestApp, name: string): Promise<Brand> {
  const em = server.orm.em.fork();
  const brand = em.create(Brand, { slug: uniqueSlug('brand'), name });
  await em.flush();
  return brand;
}

export interface ProductOptions {
  readonly mainCategoryId: number;
  readonly names?: Partial<Labels> & { fr: string };
  readonly brandId?: number;
  readonly priceHt?: number;
  readonly taxRateBp?: number;
  readonly sku?: string;
  readonly imageKey?: string;
}

export async function makeProduct(server: TestApp, options: ProductOptions): Promise<Product> {
  const em = server.orm.em.fork();
  const product = em.create(Product, {
    slug: uniqueSlug('product'),
    mainCategory: em.getReference(Category, options.mainCategoryId),
    brand: options.brandId === undefined ? null : em.getReference(Brand, options.brandId),
    priceHt: options.priceHt ?? 100_000,
    taxRateBp: options.taxRateBp ?? 1900,
    sku: options.sku ?? null,
  });
  for (const [locale, name] of Object.entries(options.names ?? { fr: 'Produit' })) {
    em.create(ProductTranslation, { product, locale: locale as 'fr' | 'en' | 'ar', name });
  }
  if (options.imageKey) {
    em.create(ProductImage, {
      product,
      storageKey: options.imageKey,
      originalName: 'photo.jpg',
      mimeType: 'image/jpeg',
      width: 800,
      height: 800,
      byteSize: 1000,
      isDefault: true,
    });
  }
  await em.flush();
  return product;
}

export interface AttributeFixture {
  readonly attribute: Attribute;
  readonly values: AttributeValue[];
}

/** An attribute with values given as [labels, colour?]. */
export async function makeAttribute(
  server: TestApp,
  options: { code: string; labels: Labels; position: number; kind?: AttributeKind },
  values: readonly (readonly [Labels, string?])[],
): Promise<AttributeFixture> {
  const em = server.orm.em.fork();
  const attribute = em.create(Attribute, {
    code: options.code,
    labels: options.labels,
    position: options.position,
    kind: options.kind ?? AttributeKind.SELECT,
  });
  const made = values.map(([labels, color], position) =>
    em.create(AttributeValue, { attribute, labels, color: color ?? null, position }),
  );
  await em.flush();
  return { attribute, values: made };
}

/** A combination made of the values, straight in the database. */
export async function makeCombination(
  server: TestApp,
  productId: number,
  valueIds: readonly number[],
  isDefault = false,
): Promise<Combination> {
  const em = server.orm.em.fork();
  const combination = em.create(Combination, { product: em.getReference(Product, productId), isDefault });
  for (const id of valueIds) combination.values.add(em.getReference(AttributeValue, id));
  await em.flush();
  return combination;
}

/** Runs SQL on the test database (assertions on what was or was not written). */
export async function sql<T>(server: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return server.orm.em.fork().getConnection().execute<T[]>(query, params);
}

/** Product fields and mutations the product tests read back. */
export const PRODUCT_FIELDS = `id slug sku status active version name priceHt taxPercent priceTtc supplyPriceHt
  supplyPriceTtc wholesalePriceHt wholesalePriceTtc wholesaleMoq availableDate weightGrams
  mainCategory { id name } categories { id } brand { id name } shops { uuid }
  translations { locale name shortDescription }`;

export const CREATE_PRODUCT = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
export const UPDATE_PRODUCT = `mutation ($id: Int!, $version: Int!, $input: UpdateProductInput!) {
  updateProduct(id: $id, version: $version, input: $input) { ${PRODUCT_FIELDS} } }`;
export const SET_PRODUCT_PRICES = `mutation ($productId: Int!, $input: ProductPricesInput!, $version: Int) {
  setProductPrices(productId: $productId, input: $input, version: $version) { ${PRODUCT_FIELDS} } }`;

export interface ProductResult {
  id: number;
  slug: string;
  sku: string | null;
  version: number;
  name: string;
  priceHt: number;
  taxPercent: number;
  priceTtc: number;
  supplyPriceTtc: number;
  wholesalePriceTtc: number;
  [field: string]: unknown;
}

/** The code and field errors of a refused GraphQL call. */
export function errorOf(result: GraphqlResponse<unknown>) {
  const [error] = result.errors ?? [];
  return { code: error?.extensions.code, fieldErrors: error?.extensions.fieldErrors };
}
