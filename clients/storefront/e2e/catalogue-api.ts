/**
 * What the storefront journeys ask the server directly (never through the page): the demo catalogue's
 * slugs, ids, counts and prices, so no journey hard-codes what the seed happens to produce; the staff
 * session that moderates a review; and the GraphQL operations a page sends, counted by name.
 */
import type { Page } from 'playwright-core';
import { graphql, operationOf } from '../../e2e/graphql-api';
import { TEST_ADMIN } from '../../e2e/server-harness';

export { graphql, operationOf };

export interface MenuCategory {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  productCount: number;
}

export async function storefrontMenu(url: string): Promise<{ categories: MenuCategory[] }> {
  const { storefrontMenu: menu } = await graphql<{ storefrontMenu: { categories: MenuCategory[] } }>(
    url,
    '{ storefrontMenu { categories { id slug name parentId productCount } } }',
  );
  return menu;
}

/**
 * The biggest category under a top-level one of the menu: the journey opens its parent's dropdown
 * and follows it, and it has enough products for several pages and several brands.
 */
export async function browsableCategory(
  url: string,
): Promise<{ parent: MenuCategory; category: MenuCategory }> {
  const { categories } = await storefrontMenu(url);
  const children = categories.filter(
    (c) => c.parentId !== null && !categories.some((o) => o.parentId === c.id),
  );
  children.sort((a, b) => b.productCount - a.productCount);
  const category = children[0];
  const parent = categories.find((c) => c.id === category?.parentId);
  if (!category || !parent) throw new Error('The demo menu has no sub-category');
  return { parent, category };
}

export interface ProductFilterInput {
  categorySlug?: string;
  brandIds?: number[];
  priceMin?: number;
  priceMax?: number;
}

export async function productCount(url: string, filter: ProductFilterInput): Promise<number> {
  const { products } = await graphql<{ products: { totalCount: number } }>(
    url,
    'query($filter: ProductFilter) { products(filter: $filter) { totalCount } }',
    { filter },
  );
  return products.totalCount;
}

export async function brandOptions(
  url: string,
  filter: ProductFilterInput,
): Promise<{ id: number; name: string; count: number }[]> {
  const { productFilters } = await graphql<{
    productFilters: { brands: { id: number; name: string; count: number }[] };
  }>(url, 'query($filter: ProductFilter) { productFilters(filter: $filter) { brands { id name count } } }', {
    filter,
  });
  return productFilters.brands;
}

/** What a shopper pays for each product of the filter, cheapest first (TTC centimes). */
export async function shownPrices(url: string, filter: ProductFilterInput): Promise<number[]> {
  const { products } = await graphql<{
    products: { items: { priceTtc: number; priceAfterPromotion: number | null }[] };
  }>(
    url,
    'query($filter: ProductFilter) { products(filter: $filter, sort: PRICE_ASC, pageSize: 200) { items { priceTtc priceAfterPromotion } } }',
    { filter },
  );
  return products.items.map((p) => Math.min(p.priceTtc, p.priceAfterPromotion ?? p.priceTtc));
}

export interface DetailCombination {
  id: number;
  label: string;
  isDefault: boolean;
  available: boolean;
  priceTtc: number;
  priceAfterPromotion: number | null;
}

export interface ProductDetail {
  id: number;
  uuid: string;
  slug: string;
  name: string;
  mainCategory: { slug: string };
  combinations: DetailCombination[];
}

export async function productDetail(url: string, slug: string): Promise<ProductDetail> {
  const { productPage } = await graphql<{ productPage: { product: ProductDetail } }>(
    url,
    `
      query ($slug: String!) {
        productPage(slug: $slug) {
          product {
            id
            uuid
            slug
            name
            mainCategory {
              slug
            }
            combinations {
              id
              label
              isDefault
              available
              priceTtc
              priceAfterPromotion
            }
          }
        }
      }
    `,
    { slug },
  );
  return productPage.product;
}

export const payable = (c: { priceTtc: number; priceAfterPromotion: number | null }) =>
  Math.min(c.priceTtc, c.priceAfterPromotion ?? c.priceTtc);

/**
 * The combination a product page preselects (the default, else the first available) and, to pick
 * instead, another available one (at another price when there is one); plus one sold out, which the page
 * must not let pick.
 */
export function combinationChoice(
  product: ProductDetail,
): { preselected: DetailCombination; other: DetailCombination; soldOut: DetailCombination } | undefined {
  const preferred = product.combinations.find((c) => c.isDefault) ?? product.combinations[0];
  const preselected = preferred?.available ? preferred : product.combinations.find((c) => c.available);
  const soldOut = product.combinations.find((c) => !c.available);
  const others = product.combinations.filter((c) => c.available && c.id !== preselected?.id);
  // Another price shows the change best; another selection of the same price will do.
  const other = others.find((c) => preselected && payable(c) !== payable(preselected)) ?? others[0];
  return preselected && other && soldOut ? { preselected, other, soldOut } : undefined;
}

/** A staff session cookie of the test server's admin (GraphQL `login`). */
export async function staffCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { csrfToken } }',
      variables: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown };
  if (!body.data) throw new Error(`login refused: ${JSON.stringify(body.errors)}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Publishes, as staff, the pending review the named shopper left on the product; returns its id. */
export async function publishPendingReview(
  url: string,
  productId: number,
  authorName: string,
): Promise<number> {
  const cookie = await staffCookie(url);
  const { reviews } = await graphql<{ reviews: { items: { id: number; authorName: string }[] } }>(
    url,
    'query($productId: Int) { reviews(productId: $productId, status: PENDING, pageSize: 50) { items { id authorName } } }',
    { productId },
    { cookie },
  );
  const review = reviews.items.find((r) => r.authorName === authorName);
  if (!review) throw new Error(`No pending review by ${authorName} on product ${productId}`);
  const { publishReview } = await graphql<{ publishReview: { status: string } }>(
    url,
    'mutation($id: Int!) { publishReview(id: $id) { status } }',
    { id: review.id },
    { cookie },
  );
  expect(publishReview.status).toBe('PUBLISHED');
  return review.id;
}

/** Counts, from now on, the page's GraphQL requests by operation name. */
export function countOperations(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const name = operationOf(request);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  });
  return counts;
}

/** Errors the page logs or throws, from now on. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Centimes from a price as the app writes it in any of its locales ("146 000,01 DA",
 * "⁦146.000,01 DA⁩"): bidi isolates and grouping dropped, the decimal comma read.
 */
export function centimesOf(text: string): number {
  const match = /([\d.\s\u00a0\u202f]+),(\d{2})\s*DA/.exec(text.replace(/[\u2066-\u2069\u200e\u200f]/g, ''));
  if (!match) throw new Error(`Not a price: ${JSON.stringify(text)}`);
  return Number((match[1] ?? '').replace(/[.\s\u00a0\u202f]/g, '')) * 100 + Number(match[2]);
}

/** The whole number in a text ("1 234 produits trouvés" -> 1234). */
export function countIn(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** The slugs of one page of a listing, as the server orders it. */
export async function pageSlugs(
  url: string,
  filter: ProductFilterInput,
  { sort = 'DEFAULT', page = 1, pageSize = 12 }: { sort?: string; page?: number; pageSize?: number } = {},
): Promise<string[]> {
  const { products } = await graphql<{ products: { items: { slug: string }[] } }>(
    url,
    `
      query ($filter: ProductFilter, $sort: ProductSort!, $page: Int!, $pageSize: Int!) {
        products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
          items {
            slug
          }
        }
      }
    `,
    { filter, sort, page, pageSize },
  );
  return products.items.map((p) => p.slug);
}

/**
 * Waits until the page has saved its copies of these operations' answers on the device (the
 * storefront saves them a few seconds after the page loads, not to compete with its first images).
 */
export async function waitForDeviceCopies(page: Page, operations: readonly string[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const saved = await page.evaluate(async (names) => {
      const known = await indexedDB.databases();
      if (!known.some((database) => database.name === 'tijara-storefront')) return false;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('tijara-storefront');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains('catalogQueries')) return false;
        const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const request = db.transaction('catalogQueries').objectStore('catalogQueries').getAllKeys();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        return names.every((name) => keys.some((key) => String(key).startsWith(`${name}:`)));
      } finally {
        db.close();
      }
    }, operations);
    if (saved) return;
    if (Date.now() > deadline) throw new Error(`No device copy of ${operations.join(', ')} after 20 s`);
    await page.waitForTimeout(250);
  }
}
