/**
 * Review fixtures: a product shoppers can review (published, active, sold in the demo shop) created
 * through the ORM, a real PNG made with sharp, and the storefront's multipart submission.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Category, Product, ProductStatus, ProductTranslation } from '../../src/modules/catalog';
import type { ProductStatus as ProductStatusValue } from '../../src/modules/catalog';
import { Shop } from '../../src/modules/shop';
import type { TestApp } from './test-app';

export const REVIEW_PATH = '/web/api/product/submit/review';

export interface ProductFixture {
  readonly id: number;
  readonly uuid: string;
}

export interface ProductOptions {
  readonly status?: ProductStatusValue;
  readonly active?: boolean;
  /** Sold in the demo shop (default) or in no shop. */
  readonly inShop?: boolean;
}

export async function demoShop(server: TestApp): Promise<Shop> {
  const [shop] = await server.orm.em.fork().find(Shop, {}, { orderBy: { name: 'asc' }, limit: 1 });
  if (!shop) throw new Error('The demo seed made no shop');
  return shop;
}

export async function createReviewableProduct(
  server: TestApp,
  options: ProductOptions = {},
): Promise<ProductFixture> {
  const em = server.orm.em.fork();
  const suffix = randomBytes(4).toString('hex');
  const category = em.create(Category, { slug: `category-${suffix}`, names: { fr: 'Catégorie' } });
  const product = em.create(Product, {
    slug: `product-${suffix}`,
    mainCategory: category,
    priceHt: 100_000,
    status: options.status ?? ProductStatus.PUBLISHED,
    active: options.active ?? true,
  });
  em.create(ProductTranslation, { product, locale: 'fr', name: `Produit ${suffix}` });
  if (options.inShop ?? true) product.shops.add(await demoShop(server));
  await em.flush();
  return { id: product.id, uuid: product.uuid };
}

/**
 * A 64 x 48 PNG of one random colour: a real image, decoded by sharp like a shopper's photo. Photos
 * are stored under the hash of their bytes, so each call gives new bytes and new storage keys.
 */
export function pngPhoto(): Promise<Buffer> {
  const [r = 0, g = 0, b = 0] = randomBytes(3);
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

export function reviewFields(productUuid: string): Record<string, string> {
  return {
    productUuid,
    name: 'Amina Benali',
    email: 'amina@example.dz',
    phone: '+213 551 23 45 67',
    purchaseDate: '2026-11-01',
    rating: '4',
    text: 'Very good product\nFast delivery',
    boughtHere: 'on',
    acceptedPolicy: 'on',
  };
}

export interface FormFile {
  readonly field: string;
  readonly name: string;
  readonly data: Buffer;
  readonly type?: string;
}

export function reviewForm(fields: Record<string, string>, files: readonly FormFile[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  }
  return form;
}

export interface SubmitOptions {
  readonly token?: string | null;
  /** Each call from its own address, so the public write limit never interferes. */
  readonly address?: string;
}

export async function submitReview(
  server: TestApp,
  form: FormData,
  { token, address }: SubmitOptions,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (address) headers['x-forwarded-for'] = address;
  const response = await fetch(`${server.url}${REVIEW_PATH}`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
