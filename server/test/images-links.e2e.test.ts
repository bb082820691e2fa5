/**
 * What staff do with uploaded images, over REST and GraphQL against a real PostgreSQL: attach to a
 * combination and detach (idempotent), one default per product even under concurrent calls, delete
 * with the default moving on and shared objects kept, and the alternative texts.
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { originalKey } from '../src/modules/catalog';
import { combinationsOf, createImageProduct, image, imagesOf, upload } from './helpers/images-fixtures';
import type { ImageProductFixture } from './helpers/images-fixtures';
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

interface FormAnswer {
  success: boolean;
  message: string;
  data: { id: number; isDefault: boolean; alt: string; defaultImageId?: number | null };
  errors: Record<string, string[]>;
}

async function call(
  method: string,
  url: string,
  signed = manager,
): Promise<{ status: number; body: FormAnswer }> {
  const response = await server.request(method, url, {
    headers: { cookie: signed.cookie, 'x-csrf-token': signed.csrfToken },
  });
  return { status: response.status, body: (await response.json()) as FormAnswer };
}

/** A product with `count` uploaded images; answers their ids in gallery order. */
async function productWithImages(count: number): Promise<ImageProductFixture & { imageIds: number[] }> {
  const product = await createImageProduct(server);
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({ name: `${i}.png`, data: await image(30, 30) })),
  );
  expect((await upload(server, product.productId, files, manager)).status).toBe(200);
  const rows = await imagesOf(server, product.productId);
  return { ...product, imageIds: rows.map((row) => row.id) };
}

async function defaultsOf(productId: number): Promise<number[]> {
  return (await imagesOf(server, productId)).filter((row) => row.isDefault).map((row) => row.id);
}

const exists = (file: string) =>
  access(path.join(mediaDir, file)).then(
    () => true,
    () => false,
  );

describe('combination images', () => {
  it('attaches and detaches an image, both idempotent, answering the generic form shape', async () => {
    const product = await productWithImages(2);
    const [combinationId] = product.combinationIds;
    const imageId = product.imageIds[1] ?? 0;
    const url = `/dashboard/api/product/combination/${combinationId}/image/${imageId}`;
    const attached = await call('POST', url);
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({
      success: true,
      message: 'Image attached to the combination',
      data: { id: imageId, isDefault: false, alt: product.name },
      errors: {},
    });
    expect((await call('POST', url)).status).toBe(200);
    expect(await combinationsOf(server, imageId)).toEqual([combinationId]);
    expect((await call('DELETE', url)).body.message).toBe('Image detached from the combination');
    expect((await call('DELETE', url)).status).toBe(200);
    expect(await combinationsOf(server, imageId)).toEqual([]);
  });

  it("refuses another product's image (400 errors.imageId) and unknown ids (404), bad ids (400)", async () => {
    const mine = await productWithImages(1);
    const other = await productWithImages(1);
    const crossed = await call(
      'POST',
      `/dashboard/api/product/combination/${mine.combinationIds[0]}/image/${other.imageIds[0]}`,
    );
    expect([crossed.status, crossed.body.errors]).toEqual([
      400,
      { imageId: ["The image belongs to another product than the combination's"] },
    ]);
    const noCombination = await call(
      'POST',
      `/dashboard/api/product/combination/999999/image/${mine.imageIds[0]}`,
    );
    expect([noCombination.status, noCombination.body.message]).toEqual([404, 'Combination 999999 not found']);
    const noImage = await call(
      'POST',
      `/dashboard/api/product/combination/${mine.combinationIds[0]}/image/999999`,
    );
    expect([noImage.status, noImage.body.message]).toEqual([404, 'Product image 999999 not found']);
    expect((await call('DELETE', '/dashboard/api/product/combination/0/image/x')).status).toBe(400);
    expect(await combinationsOf(server, other.imageIds[0] ?? 0)).toEqual([]);
  });
});

describe('the default image', () => {
  it('moves to the chosen image, the old one cleared', async () => {
    const product = await productWithImages(3);
    const chosen = product.imageIds[2] ?? 0;
    const answer = await call('POST', `/dashboard/api/product/image/${chosen}/default`);
    expect([answer.status, answer.body.message, answer.body.data.isDefault]).toEqual([
      200,
      'Default image set',
      true,
    ]);
    expect(await defaultsOf(product.productId)).toEqual([chosen]);
  });

  it('stays exactly one under 10 concurrent set-default calls', async () => {
    const product = await productWithImages(5);
    const calls = Array.from({ length: 10 }, (_, i) =>
      call('POST', `/dashboard/api/product/image/${product.imageIds[i % 5]}/default`),
    );
    const statuses = (await Promise.all(calls)).map((answer) => answer.status);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await defaultsOf(product.productId)).toHaveLength(1);
  });
});

describe('DELETE /dashboard/api/product/image/:imageId', () => {
  it('deletes the image and its links, and passes the default to the next image by position', async () => {
    const product = await productWithImages(3);
    const [first = 0, second = 0] = product.imageIds;
    await call('POST', `/dashboard/api/product/combination/${product.combinationIds[0]}/image/${first}`);
    const answer = await call('DELETE', `/dashboard/api/product/image/${first}`);
    expect([
      answer.status,
      answer.body.message,
      answer.body.data.id,
      answer.body.data.defaultImageId,
    ]).toEqual([200, 'Image deleted', first, second]);
    expect((await imagesOf(server, product.productId)).map((row) => row.id)).toEqual(
      product.imageIds.slice(1),
    );
    expect(await defaultsOf(product.productId)).toEqual([second]);
    expect(await combinationsOf(server, first)).toEqual([]);
    expect((await call('DELETE', `/dashboard/api/product/image/${first}`)).status).toBe(404);
  });

  it('deletes the objects, unless another row still names the same bytes', async () => {
    const product = await createImageProduct(server);
    const bytes = await image(30, 30);
    for (const name of ['a.png', 'again.png']) {
      await upload(server, product.productId, [{ name, data: bytes }], manager);
    }
    const [a, again] = await imagesOf(server, product.productId);
    expect(a?.storageKey).toBe(again?.storageKey);
    const original = originalKey(a?.storageKey ?? '');
    await call('DELETE', `/dashboard/api/product/image/${a?.id}`);
    expect(await exists(original)).toBe(true);
    expect(await server.get(`/media/${original}`)).toHaveProperty('status', 200);
    await call('DELETE', `/dashboard/api/product/image/${again?.id}`);
    expect(await exists(original)).toBe(false);
    expect(await defaultsOf(product.productId)).toEqual([]);
  });

  it('refuses a CASHIER (403) and changes nothing', async () => {
    const product = await productWithImages(1);
    const cashier = await signInAs(server, { roles: ['CASHIER'] });
    expect(
      (await call('DELETE', `/dashboard/api/product/image/${product.imageIds[0]}`, cashier)).status,
    ).toBe(403);
    expect((await imagesOf(server, product.productId)).map((row) => row.id)).toEqual(product.imageIds);
  });
});

describe('GraphQL', () => {
  const ALT = `mutation Alt($imageId: Int!, $alts: ProductImageAltsInput!) {
    updateProductImageAlt(imageId: $imageId, alts: $alts) { id alts { fr en ar } sizes { size url } originalUrl }
  }`;

  it('edits the alternative texts, which then replace the product name as the legacy alt', async () => {
    const product = await productWithImages(1);
    const imageId = product.imageIds[0] ?? 0;
    const answer = await server.graphql<{ updateProductImageAlt: { alts: unknown; sizes: unknown[] } }>(
      ALT,
      { imageId, alts: { fr: ' Vue de face ', en: 'Front view', ar: '' } },
      { cookie: manager.cookie },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateProductImageAlt.alts).toEqual({
      fr: 'Vue de face',
      en: 'Front view',
      ar: null,
    });
    expect(answer.data?.updateProductImageAlt.sizes).toHaveLength(3);
    const attached = await call(
      'POST',
      `/dashboard/api/product/combination/${product.combinationIds[0]}/image/${imageId}`,
    );
    expect(attached.body.data.alt).toBe('Vue de face');
  });

  it('refuses an English text without French, naming alts.fr', async () => {
    const product = await productWithImages(1);
    const answer = await server.graphql(
      ALT,
      { imageId: product.imageIds[0], alts: { en: 'Front' } },
      { cookie: manager.cookie },
    );
    expect([answer.status, answer.errors?.[0]?.extensions]).toEqual([
      400,
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        fieldErrors: { 'alts.fr': ['the French text is required when another language has one'] },
      }),
    ]);
  });

  it('deletes through deleteProductImage, answering the new default', async () => {
    const product = await productWithImages(2);
    const [first, second] = product.imageIds;
    const answer = await server.graphql<{ deleteProductImage: unknown }>(
      `mutation { deleteProductImage(imageId: ${first}) { id productId defaultImage { id isDefault } } }`,
      {},
      { cookie: manager.cookie },
    );
    expect(answer.data?.deleteProductImage).toEqual({
      id: first,
      productId: product.productId,
      defaultImage: { id: second, isDefault: true },
    });
  });
});
