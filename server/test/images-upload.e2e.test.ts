/**
 * Product image upload and serving, over HTTP against a real PostgreSQL and a real media folder:
 * several files per request, the legacy answer, variants that exist at their sizes and are served
 * with immutable caching, and refusals (non-image, oversize, unknown product, permission, CSRF) that
 * write nothing.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@tijara/schema';
import { IMAGE_SIZE_BOX, IMAGE_SIZES, variantUrl } from '../src/modules/catalog';
import {
  createImageProduct,
  image,
  imageOfSize,
  imagesOf,
  upload,
  uploadForm,
  uploadPath,
} from './helpers/images-fixtures';
import { signInAs } from './helpers/staff';
import type { Signed } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let mediaDir: string;
let manager: Signed;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'tijara-media-'));
  server = await createTestApp({ env: { MEDIA_DIR: mediaDir, TRUST_PROXY: 'true' } });
  manager = await signInAs(server, { roles: ['MANAGER'] });
});
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

async function mediaFiles(): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

interface Uploaded {
  id: number;
  name: string;
  size: number;
  removeUrl: string;
  path: string;
  alt: string;
}

describe('POST /dashboard/api/product/:productId/images', () => {
  it('stores several images of one request and answers [{name, size, removeUrl, path, alt}]', async () => {
    const product = await createImageProduct(server);
    const png = await image(1600, 900, 'png');
    const jpeg = await image(300, 500, 'jpeg');
    const response = await upload(
      server,
      product.productId,
      [
        { name: 'face.png', data: png },
        { name: 'dos.jpg', data: jpeg, type: 'image/jpeg', field: 'file[1]' },
      ],
      manager,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Uploaded[];
    const rows = await imagesOf(server, product.productId);
    expect(rows.map((row) => [row.originalName, row.mimeType, row.width, row.height, row.isDefault])).toEqual(
      [
        ['face.png', 'image/png', 1600, 900, true],
        ['dos.jpg', 'image/jpeg', 300, 500, false],
      ],
    );
    expect(body).toEqual(
      rows.map((row, index) => ({
        id: row.id,
        name: row.originalName,
        size: [png, jpeg][index]?.length,
        removeUrl: `/dashboard/api/product/image/${row.id}`,
        path: variantUrl(row.storageKey, 'PRODUCT_PAGE_LARGE'),
        alt: product.name,
      })),
    );
  });

  it('serves every variant inside its box, with immutable caching, a strong ETag and 304', async () => {
    const product = await createImageProduct(server);
    const response = await upload(
      server,
      product.productId,
      [{ name: 'a.png', data: await image(1600, 900) }],
      manager,
    );
    expect(response.status).toBe(200);
    const [row] = await imagesOf(server, product.productId);
    for (const size of IMAGE_SIZES) {
      const url = variantUrl(row?.storageKey ?? '', size);
      const served = await server.get(url);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect({
        type: served.headers.get('content-type'),
        length: served.headers.get('content-length'),
        cache: served.headers.get('cache-control'),
        nosniff: served.headers.get('x-content-type-options'),
      }).toEqual({
        type: 'image/webp',
        length: String(bytes.length),
        cache: 'public, max-age=31536000, immutable',
        nosniff: 'nosniff',
      });
      const { width, height } = await sharp(bytes).metadata();
      const box = IMAGE_SIZE_BOX[size];
      expect({ size, width, height }).toEqual({
        size,
        width: Math.min(1600, box.width),
        height: Math.round((Math.min(1600, box.width) * 900) / 1600),
      });
      const etag = served.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await server.get(url, { 'if-none-match': `W/"other", ${etag}` });
      expect([again.status, again.headers.get('etag'), await again.text()]).toEqual([304, etag, '']);
    }
  });

  it('makes the first image the default and appends later ones after it', async () => {
    const product = await createImageProduct(server);
    await upload(server, product.productId, [{ name: 'a.png', data: await image(40, 40) }], manager);
    await upload(server, product.productId, [{ name: 'b.png', data: await image(40, 40) }], manager);
    const rows = await imagesOf(server, product.productId);
    expect(rows.map((row) => [row.originalName, row.position, row.isDefault])).toEqual([
      ['a.png', 0, true],
      ['b.png', 1, false],
    ]);
  });

  it('refuses a text file named .png by its content, naming it under errors.file, writing nothing', async () => {
    const product = await createImageProduct(server);
    const before = await mediaFiles();
    const response = await upload(
      server,
      product.productId,
      [
        { name: 'ok.png', data: await image(40, 40) },
        { name: 'notes.png', data: Buffer.from('these are notes, not a picture') },
      ],
      manager,
    );
    expect([response.status, await response.json()]).toEqual([
      400,
      {
        success: false,
        code: 'BAD_USER_INPUT',
        message: '"notes.png" is not an image we accept (JPEG, PNG, WebP, GIF or AVIF)',
        errors: { file: ['"notes.png" is not an image we accept (JPEG, PNG, WebP, GIF or AVIF)'] },
      },
    ]);
    expect(await imagesOf(server, product.productId)).toEqual([]);
    expect(await mediaFiles()).toEqual(before);
  });

  it('refuses a file of 2 MB + 1 byte with 413 under errors.file, and takes one just below 2 MB', async () => {
    const product = await createImageProduct(server);
    const before = await mediaFiles();
    const over = await upload(
      server,
      product.productId,
      [{ name: 'big.png', data: await imageOfSize(MAX_UPLOAD_BYTES + 1), field: 'file[0]' }],
      manager,
    );
    expect(over.status).toBe(413);
    expect(((await over.json()) as { errors: unknown }).errors).toEqual({
      file: ['big.png is larger than 2 MB'],
    });
    expect(await imagesOf(server, product.productId)).toEqual([]);
    expect(await mediaFiles()).toEqual(before);
    const below = await imageOfSize(MAX_UPLOAD_BYTES - 1);
    expect(
      (await upload(server, product.productId, [{ name: 'max.png', data: below }], manager)).status,
    ).toBe(200);
  });

  it('answers 404 for an unknown product, 400 for a bad id or no file', async () => {
    const png = await image(20, 20);
    const unknown = await upload(server, 999_999, [{ name: 'a.png', data: png }], manager);
    expect([unknown.status, ((await unknown.json()) as { message: string }).message]).toEqual([
      404,
      'Product 999999 not found',
    ]);
    const bad = await upload(server, 'abc', [{ name: 'a.png', data: png }], manager);
    expect([bad.status, ((await bad.json()) as { errors: unknown }).errors]).toEqual([
      400,
      { productId: ['must be a whole number'] },
    ]);
    const product = await createImageProduct(server);
    const none = await upload(
      server,
      product.productId,
      [{ name: 'a.png', data: png, field: 'photo' }],
      manager,
    );
    expect([none.status, ((await none.json()) as { errors: unknown }).errors]).toEqual([
      400,
      { file: ['Choose at least one image'] },
    ]);
  });

  it('refuses a CASHIER (403) and a call without the CSRF token (403), writing nothing', async () => {
    const product = await createImageProduct(server);
    const cashier = await signInAs(server, { roles: ['CASHIER'] });
    const png = await image(20, 20);
    expect((await upload(server, product.productId, [{ name: 'a.png', data: png }], cashier)).status).toBe(
      403,
    );
    const noCsrf = await fetch(`${server.url}${uploadPath(product.productId)}`, {
      method: 'POST',
      headers: { cookie: manager.cookie },
      body: uploadForm([{ name: 'a.png', data: png }]),
    });
    expect([noCsrf.status, await noCsrf.json()]).toEqual([
      403,
      { success: false, code: 'FORBIDDEN', message: 'Missing or wrong X-CSRF-Token', errors: {} },
    ]);
    expect(await imagesOf(server, product.productId)).toEqual([]);
  });
});

describe('GET /media/<key>', () => {
  it('answers 404 JSON for a missing object and for a key outside the media alphabet', async () => {
    for (const key of [
      'products/1/0123456789abcdef0123456789abcdef/original.webp',
      'Products/UPPER.webp',
      '.hidden',
    ]) {
      const response = await server.get(`/media/${key}`);
      expect([
        response.status,
        response.headers.get('content-type'),
        response.headers.get('cache-control'),
      ]).toEqual([404, expect.stringMatching(/^application\/json/), null]);
    }
  });
});
