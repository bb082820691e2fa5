/**
 * Product image fixtures: a product with a French name and combinations (through the ORM), real
 * images generated with sharp, and the back office's multipart upload over HTTP.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Category, Combination, Product, ProductImage, ProductTranslation } from '../../src/modules/catalog';
import type { Signed } from './staff';
import type { TestApp } from './test-app';

export interface ImageProductFixture {
  readonly productId: number;
  readonly name: string;
  readonly combinationIds: readonly number[];
}

export async function createImageProduct(server: TestApp, combinations = 2): Promise<ImageProductFixture> {
  const em = server.orm.em.fork();
  const suffix = randomBytes(4).toString('hex');
  const category = em.create(Category, { slug: `images-${suffix}`, names: { fr: 'Photos' } });
  const product = em.create(Product, { slug: `robe-${suffix}`, mainCategory: category, priceHt: 250_000 });
  const name = `Robe kabyle ${suffix}`;
  em.create(ProductTranslation, { product, locale: 'fr', name });
  const created = Array.from({ length: combinations }, (_, position) =>
    em.create(Combination, { product, position, isDefault: position === 0 }),
  );
  await em.flush();
  return { productId: product.id, name, combinationIds: created.map((c) => c.id) };
}

type Format = 'png' | 'jpeg' | 'webp';

/** A real image of one random colour (new bytes each call, so new storage keys). */
export function image(width: number, height: number, format: Format = 'png'): Promise<Buffer> {
  const [r = 0, g = 0, b = 0] = randomBytes(3);
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A valid PNG of exactly `bytes` bytes, for the size limit: noise (which does not compress) up to
 * about 70 % of the size, then zeros after the IEND chunk, which PNG readers ignore.
 */
export async function imageOfSize(bytes: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt((bytes * 0.7) / 3));
  const noise = randomBytes(side * side * 3);
  const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
}

export interface UploadFile {
  readonly name: string;
  readonly data: Buffer;
  readonly type?: string;
  /** The multipart field (`file` unless said). */
  readonly field?: string;
}

export function uploadForm(files: readonly UploadFile[]): FormData {
  const form = new FormData();
  for (const file of files) {
    form.append(
      file.field ?? 'file',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
      file.name,
    );
  }
  return form;
}

export function uploadPath(productId: number | string): string {
  return `/dashboard/api/product/${productId}/images`;
}

export function upload(
  server: TestApp,
  productId: number | string,
  files: readonly UploadFile[],
  signed: Signed,
): Promise<Response> {
  return fetch(`${server.url}${uploadPath(productId)}`, {
    method: 'POST',
    headers: { cookie: signed.cookie, 'x-csrf-token': signed.csrfToken },
    body: uploadForm(files),
  });
}

/** The product's images as stored, in gallery order. */
export async function imagesOf(server: TestApp, productId: number): Promise<ProductImage[]> {
  return server.orm.em
    .fork()
    .find(ProductImage, { product: productId }, { orderBy: { position: 'asc', id: 'asc' } });
}

/** The combination ids an image is attached to. */
export async function combinationsOf(server: TestApp, imageId: number): Promise<number[]> {
  const rows = await server.orm.em
    .fork()
    .execute<{ combination_id: number }[]>(
      'select combination_id from combination_image where product_image_id = ? order by combination_id',
      [imageId],
    );
  return rows.map((row) => row.combination_id);
}
