/**
 * A brand's logo over HTTP against a real PostgreSQL and a real media folder: an image checked by its
 * content and stored with its variants, its small variant's URL on the staff Brand type, replacement
 * and removal (REST and GraphQL) freeing the previous objects, and refusals that write nothing.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeBrand, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { image, uploadForm } from './helpers/images-fixtures';
import type { UploadFile } from './helpers/images-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let mediaDir: string;
let editor: StaffClient;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'tijara-logo-'));
  server = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
  editor = await staffClient(server, { roles: ['CATALOG_EDITOR'] });
});
afterAll(async () => {
  await server.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const logoPath = (id: number | string) => `/dashboard/api/brand/${id}/logo`;

function upload(client: StaffClient, id: number | string, files: readonly UploadFile[], csrf = true) {
  const headers: Record<string, string> = { cookie: client.signed.cookie };
  if (csrf) headers['x-csrf-token'] = client.signed.csrfToken;
  return fetch(`${server.url}${logoPath(id)}`, { method: 'POST', headers, body: uploadForm(files) });
}

async function brandFiles(id: number): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.startsWith(`brands/${id}/`))
    .sort();
}

async function logoUrlOf(id: number): Promise<string | null | undefined> {
  const answer = await editor.graphql<{ brands: { id: number; logoUrl: string | null }[] }>(
    '{ brands { id logoUrl } }',
  );
  return answer.data?.brands.find((brand) => brand.id === id)?.logoUrl;
}

describe('POST /dashboard/api/brand/:id/logo', () => {
  it('stores the image with its variants and answers the small one, which the brands query shows', async () => {
    const brand = await makeBrand(server, 'Tassili');
    const response = await upload(editor, brand.id, [{ name: 'tassili.png', data: await image(400, 200) }]);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { logoUrl: string } };
    expect(body).toEqual({
      success: true,
      message: 'Logo saved',
      data: {
        id: brand.id,
        logoUrl: expect.stringMatching(
          new RegExp(`^/media/brands/${brand.id}/[0-9a-f]{32}/small-product\\.webp$`),
        ),
      },
      errors: {},
    });
    expect(await logoUrlOf(brand.id)).toBe(body.data.logoUrl);
    const served = await server.get(body.data.logoUrl);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await brandFiles(brand.id)).toHaveLength(4);
  });

  it('replaces the previous logo and frees its objects; removal (REST or GraphQL) frees the last', async () => {
    const brand = await makeBrand(server, 'Djurdjura');
    await upload(editor, brand.id, [{ name: 'a.png', data: await image(100, 100) }]);
    const first = await brandFiles(brand.id);
    expect(
      (await upload(editor, brand.id, [{ name: 'b.jpg', data: await image(100, 100, 'jpeg') }])).status,
    ).toBe(200);
    const second = await brandFiles(brand.id);
    expect(second).toHaveLength(4);
    expect(second.some((file) => first.includes(file))).toBe(false);

    const removed = await editor.rest('DELETE', logoPath(brand.id));
    expect([removed.status, await removed.json()]).toEqual([
      200,
      { success: true, message: 'Logo removed', data: { id: brand.id, logoUrl: null }, errors: {} },
    ]);
    expect(await brandFiles(brand.id)).toEqual([]);

    await upload(editor, brand.id, [{ name: 'c.png', data: await image(100, 100) }]);
    const viaGraphql = await editor.graphql<{ removeBrandLogo: { id: number; logoUrl: string | null } }>(
      'mutation ($id: Int!) { removeBrandLogo(id: $id) { id logoUrl } }',
      { id: brand.id },
    );
    expect(viaGraphql.data?.removeBrandLogo).toEqual({ id: brand.id, logoUrl: null });
    expect(await brandFiles(brand.id)).toEqual([]);
  });

  it('refuses a text file and a missing file with 400 under errors.file, writing nothing', async () => {
    const brand = await makeBrand(server, 'Hoggar');
    const text = await upload(editor, brand.id, [
      { name: 'logo.txt', data: Buffer.from('not a picture'), type: 'text/plain' },
    ]);
    expect(text.status).toBe(400);
    expect(((await text.json()) as { errors: unknown }).errors).toEqual({
      file: ['"logo.txt" is not an image we accept (JPEG, PNG, WebP, GIF or AVIF)'],
    });
    const none = await upload(editor, brand.id, [
      { name: 'x.png', data: await image(10, 10), field: 'image' },
    ]);
    expect([none.status, ((await none.json()) as { errors: unknown }).errors]).toEqual([
      400,
      { file: ['Choose an image'] },
    ]);
    expect(await brandFiles(brand.id)).toEqual([]);
    expect(await logoUrlOf(brand.id)).toBeNull();
  });

  it('refuses an unknown brand (404), a bad id (400), no CSRF token and no CATALOG_WRITE (403)', async () => {
    const brand = await makeBrand(server, 'Aurès');
    const png = [{ name: 'b.png', data: await image(20, 20) }];
    const clerk = await staffClient(server, { roles: ['STOCK_CLERK'] });
    const statuses = [
      (await upload(editor, 999_999, png)).status,
      (await upload(editor, 'abc', png)).status,
      (await upload(editor, brand.id, png, false)).status,
      (await upload(clerk, brand.id, png)).status,
      (await editor.rest('DELETE', logoPath(999_999))).status,
    ];
    expect(statuses).toEqual([404, 400, 403, 403, 404]);
    const forbidden = await clerk.graphql('mutation ($id: Int!) { removeBrandLogo(id: $id) { id } }', {
      id: brand.id,
    });
    expect(forbidden.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(await logoUrlOf(brand.id)).toBeNull();
  });
});
