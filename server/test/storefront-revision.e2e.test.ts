/**
 * A catalogue write through CatalogueChanges.write is visible on the very next request, and the old
 * validator stops answering 304. The app keeps its CatalogueChanges to itself, so the storefront
 * routes are composed here exactly as app.ts does (the catalog module's build + mountRoutes) around a
 * CatalogueChanges the test holds, on the test app's database. Also: the storefront token lookup
 * is remembered, and forgotten when the token rotates.
 */
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { systemClock } from '../src/core/clock';
import { negotiateLocale } from '../src/core/locale';
import { createLogger } from '../src/core/logger';
import { createRequestContext } from '../src/core/request-context';
import { errorHandler } from '../src/http/error-handler';
import { CatalogueChanges, catalogModule, ProductTranslation } from '../src/modules/catalog';
import { LocalDiskStorage } from '../src/modules/media';
import { PromotionRuleCache } from '../src/modules/promotions';
import { ShopService } from '../src/modules/shop';
import { mountRoutes } from '../src/rest/mount-routes';

import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import type { StorefrontCatalogue } from './helpers/storefront-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const log = createLogger('silent');
let server: TestApp;
let cat: StorefrontCatalogue;
let statements = 0;
let now = 1_000_000;
const catalogue = new CatalogueChanges();
const shops = new ShopService({ now: () => now, lookupTtlMs: 30_000 });
let http: Server;
let url: string;

const context = (locale = 'fr') =>
  createRequestContext({ orm: server.orm, clock: systemClock, locale: negotiateLocale(locale), log });

beforeAll(async () => {
  server = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' }, onQuery: () => (statements += 1) });
  cat = await createStorefrontCatalogue(server);
  await catalogue.refresh(server.orm.em.fork());
  const deps = {
    storage: new LocalDiskStorage(tmpdir()),
    catalogue,
    shop: shops,
    pricing: new PromotionRuleCache(catalogue),
  };
  const app = express();
  app.use(
    mountRoutes(catalogModule.build(deps).routes, {
      context: async (req) => context(req.headers['accept-language']),
      storefrontShop: (ctx, token) => shops.storefrontShopUuid(ctx, token),
    }),
  );
  app.use(errorHandler({ production: false, log }));
  http = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

async function robes(headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/web/public/api/category/products/robes`, {
    headers: { authorization: `Bearer ${cat.token}`, ...headers },
  });
  const body = response.status === 200 ? ((await response.json()) as { products: { name: string }[] }) : null;
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    names: body?.products.map((p) => p.name),
  };
}

it('shows a product renamed through CatalogueChanges.write on the next request', async () => {
  const before = await robes();
  expect(before.names?.[0]).toBe('Robe 1');
  expect((await robes({ 'if-none-match': before.etag ?? '' })).status).toBe(304);
  const robe1 = cat.bySlug.get('robe-01');
  await catalogue.write(context(), async (em) => {
    const text = await em.findOneOrFail(ProductTranslation, { product: robe1?.id, locale: 'fr' });
    text.name = 'Robe kabyle';
  });
  const after = await robes({ 'if-none-match': before.etag ?? '' });
  expect([after.status, after.names?.[0], after.etag === before.etag]).toEqual([200, 'Robe kabyle', false]);
});

it('hides a product switched off through CatalogueChanges.write on the next request', async () => {
  const robe2 = cat.bySlug.get('robe-02');
  expect((await robes()).names).toContain('Robe 2');
  await catalogue.write(context(), async (em) => {
    await em.getConnection().execute('update product set active = false where id = ?', [robe2?.id]);
  });
  expect((await robes()).names).not.toContain('Robe 2');
});

describe('the storefront token lookup', () => {
  it('asks PostgreSQL once, then remembers the shop until its time is up', async () => {
    now += 30_000; // what the listings above remembered has expired
    statements = 0;
    expect(await shops.storefrontShopUuid(context(), cat.token)).toBe(cat.shopUuid);
    expect(await shops.storefrontShopUuid(context(), cat.token)).toBe(cat.shopUuid);
    expect(statements).toBe(1);
    now += 30_000;
    expect(await shops.storefrontShopUuid(context(), cat.token)).toBe(cat.shopUuid);
    expect(statements).toBe(2);
    expect(await shops.storefrontShopUuid(context(), 'not-a-token')).toBeNull();
  });

  it('refuses the old token at once after a rotation, and accepts the new one', async () => {
    expect((await robes()).status).toBe(200);
    const fresh = await shops.rotateStorefrontToken(context(), cat.shopUuid);
    expect((await robes()).status).toBe(401);
    const response = await fetch(`${url}/web/public/api/featured/products`, {
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(response.status).toBe(200);
    const found = await shops.findByStorefrontToken(context(), fresh);
    expect(found?.uuid).toBe(cat.shopUuid);
    const applied = 'applied-storefront-token-0123456789';
    expect(await shops.applyShopToken(server.orm.em.fork(), applied)).toBe(true);
    expect(await shops.storefrontShopUuid(context(), fresh)).toBeNull();
    expect(await shops.storefrontShopUuid(context(), applied)).toBe(cat.shopUuid);
  });
});
