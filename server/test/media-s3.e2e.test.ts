/**
 * Images on object storage: the real app on a real PostgreSQL with S3_BUCKET set, against a real
 * S3-compatible server on loopback (s3rver, test/helpers/s3-server.ts). Uploads land in the bucket
 * with their variants, and nothing on the local disk; /media/ serves them; a missing object is the
 * local disk's 404; a deleted image leaves the bucket; and after the S3 server restarts on the same
 * folder the images are served again.
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  IMAGE_SIZE_BOX,
  IMAGE_SIZES,
  imageObjectKeys,
  originalKey,
  S3Storage,
  variantKey,
} from '../src/modules/media';
import { demoShopUuid, staffClient, uploadContentImage } from './helpers/content-fixtures';
import { createImageProduct, image, imagesOf, upload } from './helpers/images-fixtures';
import { startS3Server } from './helpers/s3-server';
import type { TestS3Server } from './helpers/s3-server';
import { signInAs } from './helpers/staff';
import type { Signed } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const BUCKET = 'tijara-media';

let s3Dir: string;
let s3: TestS3Server;
let server: TestApp;
let manager: Signed;
beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'tijara-s3-'));
  s3 = await startS3Server({ dir: s3Dir, buckets: [BUCKET] });
  const config = s3.config(BUCKET);
  server = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: config.endpoint,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  manager = await signInAs(server, { roles: ['MANAGER'] });
});
afterAll(async () => {
  await server.close();
  await s3.stop();
  await rm(s3Dir, { recursive: true, force: true });
});

/** The object as the bucket holds it, read with a client of our own (not through the app). */
async function inBucket(key: string): Promise<Buffer | null> {
  const object = await new S3Storage(s3.config(BUCKET)).get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function uploadedKey(width: number, height: number): Promise<string> {
  const product = await createImageProduct(server);
  const response = await upload(
    server,
    product.productId,
    [{ name: 'photo.png', data: await image(width, height) }],
    manager,
  );
  expect(response.status).toBe(200);
  const [row] = await imagesOf(server, product.productId);
  return row?.storageKey ?? '';
}

async function served(key: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await server.get(`/media/${key}`);
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    headers: response.headers,
  };
}

describe('product images on S3-compatible storage', () => {
  it('writes the original and every variant to the bucket and serves each through /media/', async () => {
    const storageKey = await uploadedKey(1600, 900);
    const original = await served(originalKey(storageKey));
    expect([original.status, (await sharp(original.bytes).metadata()).width]).toEqual([200, 1600]);
    for (const size of IMAGE_SIZES) {
      const key = variantKey(storageKey, size);
      const answer = await served(key);
      expect({
        status: answer.status,
        type: answer.headers.get('content-type'),
        length: answer.headers.get('content-length'),
        cache: answer.headers.get('cache-control'),
        nosniff: answer.headers.get('x-content-type-options'),
        etag: answer.headers.get('etag'),
      }).toEqual({
        status: 200,
        type: 'image/webp',
        length: String(answer.bytes.length),
        cache: 'public, max-age=31536000, immutable',
        nosniff: 'nosniff',
        etag: expect.stringMatching(/^"[^"]+"$/),
      });
      expect((await sharp(answer.bytes).metadata()).width).toBe(Math.min(1600, IMAGE_SIZE_BOX[size].width));
    }
    for (const key of imageObjectKeys(storageKey)) {
      expect(await inBucket(key)).toEqual((await served(key)).bytes);
    }
    // Nothing went to the local media folder the app would use without S3_BUCKET.
    const localDir = path.join(String(process.env.TIJARA_TEST_MEDIA_ROOT), server.database);
    await expect(access(localDir)).rejects.toThrow('ENOENT');
  });

  it('answers a missing object 404 JSON without caching, as with the local disk', async () => {
    const answer = await server.get('/media/products/1/0123456789abcdef0123456789abcdef/original.webp');
    expect([answer.status, answer.headers.get('content-type'), answer.headers.get('cache-control')]).toEqual([
      404,
      expect.stringMatching(/^application\/json/),
      null,
    ]);
  });

  it('removes the objects from the bucket when the image is deleted', async () => {
    const storageKey = await uploadedKey(300, 200);
    const [row] = await server.orm.em
      .fork()
      .execute<{ id: number }[]>('select id from product_image where storage_key = ?', [storageKey]);
    const deleted = await fetch(`${server.url}/dashboard/api/product/image/${row?.id}`, {
      method: 'DELETE',
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.csrfToken },
    });
    expect(deleted.status).toBe(200);
    for (const key of imageObjectKeys(storageKey)) {
      expect([key, await inBucket(key), (await served(key)).status]).toEqual([key, null, 404]);
    }
  });

  it('serves content images (blocks, blog) from the same bucket', async () => {
    const admin = await staffClient(server);
    const picture = await sharp({ create: { width: 900, height: 450, channels: 3, background: '#0a2fa8' } })
      .png()
      .toBuffer();
    const uploaded = await uploadContentImage(server, admin, await demoShopUuid(server), picture);
    const answer = await server.get(uploaded.url);
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await inBucket(originalKey(uploaded.mediaKey))).not.toBeNull();
  });

  it('fails (not 404) while the store is down, and serves the same images once it restarts', async () => {
    const storageKey = await uploadedKey(640, 480);
    const keys = imageObjectKeys(storageKey);
    const before = await Promise.all(keys.map(async (key) => (await served(key)).bytes));
    const { port } = s3;
    await s3.stop();
    const down = await server.get(`/media/${originalKey(storageKey)}`);
    expect(down.status).toBeGreaterThanOrEqual(500);
    s3 = await startS3Server({ dir: s3Dir, buckets: [BUCKET], port });
    const after = await Promise.all(keys.map((key) => served(key)));
    expect(after.map(({ status, bytes }) => ({ status, bytes }))).toEqual(
      before.map((bytes) => ({ status: 200, bytes })),
    );
  });
});
