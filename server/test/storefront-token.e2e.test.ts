/**
 * The storefront token: SHOP_TOKEN sets the demo shop's, the bearer guard accepts only a shop's, and
 * the storefront page is given it with the shop uuid and locale.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../src/config/repo-root';
import { createTestApp } from './helpers/test-app';

const TOKEN = 'demo-storefront-token-0123456789abcdef';

it('answers the token shop for its bearer token and 401 JSON otherwise', async () => {
  const server = await createTestApp({ env: { SHOP_TOKEN: TOKEN } });
  try {
    const shop = await server.graphql<{ shop: { uuid: string } }>('{ shop { uuid } }');
    const ok = await server.get('/web/public/api/shop', { authorization: `Bearer ${TOKEN}` });
    expect([ok.status, await ok.json()]).toEqual([
      200,
      { uuid: shop.data?.shop.uuid, name: 'Tijara Démo', activeAddToCart: true },
    ]);
    const refusals: Array<Record<string, string>> = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
    ];
    for (const headers of refusals) {
      const refused = await server.get('/web/public/api/shop', headers);
      expect([refused.status, await refused.json()]).toEqual([
        401,
        {
          success: false,
          code: 'UNAUTHENTICATED',
          message: 'A valid storefront token is required',
          errors: {},
        },
      ]);
    }
  } finally {
    await server.close();
  }
});

it('keeps a random token per shop when SHOP_TOKEN is unset, and applies SHOP_TOKEN at a later start', async () => {
  const first = await createTestApp();
  const rows = await first.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ storefront_token: string }>>('select storefront_token from shop');
  await first.close();
  expect(rows[0]?.storefront_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const second = await createTestApp({ database: first.database, env: { SHOP_TOKEN: TOKEN } });
  try {
    expect((await second.get('/web/public/api/shop', { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    const old = await second.get('/web/public/api/shop', {
      authorization: `Bearer ${rows[0]?.storefront_token}`,
    });
    expect(old.status).toBe(401);
  } finally {
    await second.close();
  }
});

it('gives the storefront page its shop uuid, token and locale as meta tags', async () => {
  const parent = path.join(findRepoRoot(), '.test-data');
  mkdirSync(parent, { recursive: true });
  const dist = mkdtempSync(path.join(parent, 'sf-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>SF</title></head></html>');
  const server = await createTestApp({ env: { STOREFRONT_DIST: dist, SHOP_TOKEN: TOKEN } });
  try {
    const shop = await server.graphql<{ shop: { uuid: string } }>('{ shop { uuid } }');
    const page = await server.get('/catalog/category/phones', {
      Accept: 'text/html',
      'Accept-Language': 'ar-DZ,ar;q=0.9',
    });
    expect(await page.text()).toBe(
      '<!doctype html><html><head>' +
        `<meta name="shop-uuid" content="${shop.data?.shop.uuid}" />` +
        `<meta name="shop-token" content="${TOKEN}" />` +
        '<meta name="shop-locale" content="ar" />' +
        '<title>SF</title></head></html>',
    );
    expect(page.headers.get('cache-control')).toBe('no-cache');
  } finally {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
