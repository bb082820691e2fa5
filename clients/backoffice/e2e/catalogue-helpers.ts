/**
 * What the back office catalogue journey needs besides the pages: a category and a brand of the demo
 * shop (asked of its public API, so nothing the seed happens to hold is written here), real image
 * files to upload (PNGs
 * built here, so the server's content check sees genuine images), the TTC a shopper pays computed
 * from the figures typed (never read back from a page), the storefront's token and review form, and
 * a storefront price awaited across reloads (its answers are cached by catalogue revision).
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { graphql } from '../../e2e/graphql-api';

export interface ShopCategory {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly parentId: number | null;
  readonly productCount: number;
}

/** The storefront menu's fullest category without children, with the brands sold in it. */
export async function demoCategoryAndBrand(
  url: string,
): Promise<{ category: ShopCategory; brand: { id: number; name: string } }> {
  const { storefrontMenu } = await graphql<{ storefrontMenu: { categories: ShopCategory[] } }>(
    url,
    '{ storefrontMenu { categories { id slug name parentId productCount } } }',
  );
  const { categories } = storefrontMenu;
  const leaves = categories.filter((c) => !categories.some((other) => other.parentId === c.id));
  const [category] = leaves.sort((a, b) => b.productCount - a.productCount);
  if (!category) throw new Error('The demo menu has no category');
  const { productFilters } = await graphql<{ productFilters: { brands: { id: number; name: string }[] } }>(
    url,
    'query($filter: ProductFilter) { productFilters(filter: $filter) { brands { id name } } }',
    { filter: { categorySlug: category.slug } },
  );
  const [brand] = productFilters.brands;
  if (!brand) throw new Error(`The demo category ${category.slug} has no brand`);
  return { category, brand };
}

/** The product's uuid, as the storefront reads it by its slug (what the review form sends). */
export async function productUuid(url: string, slug: string): Promise<string> {
  const { productPage } = await graphql<{ productPage: { product: { uuid: string } } }>(
    url,
    'query($slug: String!) { productPage(slug: $slug) { product { uuid } } }',
    { slug },
  );
  return productPage.product.uuid;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A genuine PNG (8-bit RGB) of one colour with a diagonal stripe of another. */
export function pngImage(width: number, height: number, colour: readonly [number, number, number]): Buffer {
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    pixels[y * row] = 0;
    for (let x = 0; x < width; x += 1) {
      const stripe = Math.abs(x - y) < 4;
      const offset = y * row + 1 + x * 3;
      pixels[offset] = stripe ? 255 - colour[0] : colour[0];
      pixels[offset + 1] = stripe ? 255 - colour[1] : colour[1];
      pixels[offset + 2] = stripe ? 255 - colour[2] : colour[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The price with VAT, in centimes (the amounts of this journey are whole: no rounding question). */
export function withVat(htCentimes: number, percent: number): number {
  const ttc = (htCentimes * (100 + percent)) / 100;
  if (!Number.isInteger(ttc)) throw new Error(`Pick a whole TTC: ${htCentimes} at ${percent} %`);
  return ttc;
}

/**
 * The storefront's public token, as the server gives it to a first visit (meta shop-token; a page the
 * service worker answers from its precache carries none).
 */
export async function shopToken(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`, { headers: { accept: 'text/html' } })).text();
  const token = /<meta name="shop-token" content="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error('The storefront page carries no shop-token');
  return token;
}

export interface ReviewFields {
  readonly productUuid: string;
  readonly name: string;
  readonly text: string;
  readonly rating: number;
}

/** Sends a shopper's review as the storefront's form does (REST, bearer storefront token). */
export async function submitReview(url: string, token: string, review: ReviewFields): Promise<void> {
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
  const body = new URLSearchParams({
    productUuid: review.productUuid,
    name: review.name,
    email: 'journey@example.dz',
    phone: '0661234567',
    purchaseDate: yesterday,
    rating: String(review.rating),
    text: review.text,
    boughtHere: 'true',
    acceptedPolicy: 'true',
  });
  const response = await fetch(`${url}/web/api/product/submit/review`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await response.json()) as { success?: boolean; data?: { status?: string } };
  if (!response.ok || !answer.success) {
    throw new Error(`review refused: ${response.status} ${JSON.stringify(answer)}`);
  }
  expect(answer.data?.status).toBe('pending');
}

/**
 * A price as the app writes it ("1 190,00 DA", grouped with whatever space the locale uses), not
 * preceded by another digit: what a text must contain to show exactly these centimes.
 */
export function moneyPattern(centimes: number): RegExp {
  const units = String(Math.floor(centimes / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f.]?');
  const cents = String(centimes % 100).padStart(2, '0');
  return new RegExp(`(?<![\\d\\u00a0\\u202f])${units},${cents}\\s*DA`);
}

/**
 * Reloads the page until `shown` (a locator of it) has the text `expected`, waiting 5 s for it after
 * each load (and `afterLoad`): the storefront may first draw what it kept on the device, then the
 * network's answer.
 * Bounded: 30 s at most.
 */
export async function reloadUntil(
  page: Page,
  shown: Locator,
  expected: RegExp | string,
  /** What a shopper does after each load to see it (open a tab...). */
  afterLoad: () => Promise<void> = async () => undefined,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await afterLoad();
    const found = await shown
      .filter({ hasText: expected })
      .first()
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (found) return;
    if (Date.now() > deadline) {
      const seen = await shown.allTextContents();
      throw new Error(`Still ${JSON.stringify(seen)}, not ${String(expected)}, after 30 s of reloads`);
    }
    await page.reload();
  }
}

/** The back office tab's session cookies, for a GraphQL question asked as the same staff. */
export async function staffCookieOf(tab: Page): Promise<string> {
  const cookies = await tab.context().cookies(tab.url());
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
