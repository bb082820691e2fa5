/**
 * A promotion's banner image over HTTP against a real PostgreSQL and a real media folder: a PNG
 * checked by its content and stored with its variants, its small variant's URL on the promotion,
 * replacement and removal freeing the previous objects, and refusals (a text file, no file, another
 * shop, no CSRF token) that write nothing.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { image, uploadForm } from './helpers/images-fixtures';
import type { UploadFile } from './helpers/images-fixtures';
import {
  createPromotion,
  demoShopUuid,
  makeShop,
  PROMOTION,
  promotionInput,
} from './helpers/promotions-fixtures';
import type { PromotionResult } from './helpers/promotions-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let mediaDir: string;
let manager: StaffClient;
let shopUuid: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'tijara-banner-'));
  server = await createTestApp({ now: new Date('2026-12-10T09:30:00Z'), env: { MEDIA_DIR: mediaDir } });
  shopUuid = await demoShopUuid(server);
  manager = await staffClient(server, { roles: ['MANAGER'], shopIds: [shopUuid] });
});
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

function bannerPath(id: number): string {
  return `/dashboard/api/promotions/${id}/banner`;
}

function upload(
  client: StaffClient,
  id: number,
  files: readonly UploadFile[],
  headers?: Record<string, string>,
) {
  return fetch(`${server.url}${bannerPath(id)}`, {
    method: 'POST',
    headers: headers ?? { cookie: client.signed.cookie, 'x-csrf-token': client.signed.csrfToken },
    body: uploadForm(files),
  });
}

async function mediaFiles(): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function readPromotion(id: number): Promise<PromotionResult | undefined> {
  return (await manager.graphql<{ promotion: PromotionResult }>(PROMOTION, { id })).data?.promotion;
}

const newPromotion = () => createPromotion(manager, { shopUuid, scope: 'ALL', input: promotionInput() });

describe('POST /dashboard/api/promotions/:id/banner', () => {
  it('stores a PNG with its variants and shows the small one, leaving the version alone', async () => {
    const promotion = await newPromotion();
    const response = await upload(manager, promotion.id, [
      { name: 'hiver.png', data: await image(900, 300) },
    ]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; bannerThumbUrl: string };
    expect(body).toEqual({
      success: true,
      bannerThumbUrl: expect.stringMatching(
        new RegExp(`^/media/promotions/${promotion.id}/[0-9a-f]{32}/small-product\\.webp$`),
      ),
    });
    const read = await readPromotion(promotion.id);
    expect(read).toMatchObject({ bannerThumbUrl: body.bannerThumbUrl, version: promotion.version });
    const served = await server.get(body.bannerThumbUrl);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(
      (await mediaFiles()).filter((file) => file.startsWith(`promotions/${promotion.id}/`)),
    ).toHaveLength(4);
  });

  it('replaces the previous banner and frees its objects; removal frees the last ones', async () => {
    const promotion = await newPromotion();
    const mine = (files: string[]) => files.filter((file) => file.startsWith(`promotions/${promotion.id}/`));
    await upload(manager, promotion.id, [{ name: 'a.png', data: await image(300, 100) }]);
    const first = mine(await mediaFiles());
    const second = await upload(manager, promotion.id, [
      { name: 'b.jpg', data: await image(300, 100, 'jpeg') },
    ]);
    expect(second.status).toBe(200);
    const after = mine(await mediaFiles());
    expect(after).toHaveLength(4);
    expect(after.some((file) => first.includes(file))).toBe(false);
    const removed = await manager.graphql<{ removePromotionBanner: PromotionResult }>(
      'mutation($id: Int!) { removePromotionBanner(id: $id) { bannerThumbUrl version } }',
      { id: promotion.id },
    );
    expect(removed.data?.removePromotionBanner).toEqual({ bannerThumbUrl: null, version: promotion.version });
    expect(mine(await mediaFiles())).toEqual([]);
  });

  it('refuses a text file and a missing file with 400 under errors.file, writing nothing', async () => {
    const promotion = await newPromotion();
    const before = await mediaFiles();
    const text = await upload(manager, promotion.id, [
      { name: 'notes.txt', data: Buffer.from('Soldes: -20 % sur tout'), type: 'text/plain' },
    ]);
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({
      success: false,
      code: 'BAD_USER_INPUT',
      message: expect.any(String),
      errors: { file: ['"notes.txt" is not an image we accept (JPEG, PNG, WebP, GIF or AVIF)'] },
    });
    const none = await upload(manager, promotion.id, [
      { name: 'x.png', data: await image(10, 10), field: 'image' },
    ]);
    expect(none.status).toBe(400);
    expect(((await none.json()) as { errors: unknown }).errors).toEqual({ file: ['Choose an image'] });
    expect(await mediaFiles()).toEqual(before);
    expect((await readPromotion(promotion.id))?.bannerThumbUrl).toBeNull();
  });

  it('refuses another shop (403), an unknown promotion (404), a bad id (400) and a missing CSRF token (403)', async () => {
    const promotion = await newPromotion();
    const png = [{ name: 'b.png', data: await image(20, 20) }];
    const stranger = await staffClient(server, {
      roles: ['MANAGER'],
      shopIds: [await makeShop(server, 'Boutique Oran')],
    });
    const statuses = [
      (await upload(stranger, promotion.id, png)).status,
      (await upload(manager, 999_999, png)).status,
      (
        await fetch(`${server.url}/dashboard/api/promotions/abc/banner`, {
          method: 'POST',
          headers: { cookie: manager.signed.cookie, 'x-csrf-token': manager.signed.csrfToken },
          body: uploadForm(png),
        })
      ).status,
      (await upload(manager, promotion.id, png, { cookie: manager.signed.cookie })).status,
    ];
    expect(statuses).toEqual([403, 404, 400, 403]);
    expect((await readPromotion(promotion.id))?.bannerThumbUrl).toBeNull();
  });
});
