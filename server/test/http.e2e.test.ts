/** HTTP surface: health, the two PWAs with their caching, GraphiQL, Apollo's guards, production mode. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../src/config/repo-root';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const HTML = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let fixtures: string;
let server: TestApp;

function writeDist(dir: string, title: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"x"}');
  writeFileSync(path.join(dir, 'assets', 'index-3f2a1b.js'), 'console.info(1);');
  mkdirSync(path.join(dir, 'icons'), { recursive: true });
  writeFileSync(path.join(dir, 'icons', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

beforeAll(async () => {
  const parent = path.join(findRepoRoot(), '.test-data');
  mkdirSync(parent, { recursive: true });
  fixtures = mkdtempSync(path.join(parent, 'dist-'));
  writeDist(path.join(fixtures, 'storefront'), 'Storefront');
  writeDist(path.join(fixtures, 'backoffice'), 'Back office');
  server = await createTestApp({
    env: {
      STOREFRONT_DIST: path.join(fixtures, 'storefront'),
      BACKOFFICE_DIST: path.join(fixtures, 'backoffice'),
    },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(fixtures, { recursive: true, force: true });
});

describe('health', () => {
  it('answers /healthz while alive and /readyz when the database is migrated', async () => {
    const health = await server.get('/healthz');
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await server.get('/readyz');
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('answers /readyz 503 while a committed migration is not applied', async () => {
    const connection = server.orm.em.fork().getConnection();
    const [row] = await connection.execute<Array<{ name: string }>>(
      'select name from mikro_orm_migrations limit 1',
    );
    await connection.execute('delete from mikro_orm_migrations where name = ?', [row?.name]);
    try {
      const ready = await server.get('/readyz');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', reason: '1 pending migrations' });
    } finally {
      await connection.execute('insert into mikro_orm_migrations (name) values (?)', [row?.name]);
    }
  });
});

describe('the PWAs', () => {
  it('serves the storefront at / and falls back to its index.html for client-side routes', async () => {
    for (const route of ['/', '/checkout/delivery']) {
      const response = await server.get(route, HTML);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<!doctype html>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    // A client-side route keeps the shell's title; the home's head names the shop (content's heads).
    expect(await (await server.get('/checkout/delivery', HTML)).text()).toContain(
      '<title>Storefront</title>',
    );
    expect(await (await server.get('/', HTML)).text()).not.toContain('<title>Storefront</title>');
  });

  it('serves the back office under /dashboard/ with its own fallback', async () => {
    const redirect = await fetch(`${server.url}/dashboard`, { headers: HTML, redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/dashboard/']);
    for (const route of ['/dashboard/', '/dashboard/orders/12']) {
      expect(await (await server.get(route, HTML)).text()).toContain('<title>Back office</title>');
    }
  });

  it('revalidates sw.js and the manifest on every load, caches hashed assets for a year and icons for a day', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest', '/dashboard/sw.js']) {
      expect((await server.get(file)).headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await server.get('/assets/index-3f2a1b.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await server.get('/icons/icon.svg')).headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('answers 404 JSON for a missing file rather than the app shell', async () => {
    const response = await server.get('/assets/missing-123.js', HTML);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers a 503 page explaining how to build when a PWA is not built', async () => {
    rmSync(path.join(fixtures, 'backoffice', 'index.html'));
    const response = await server.get('/dashboard/', HTML);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
    writeDist(path.join(fixtures, 'backoffice'), 'Back office');
  });
});

describe('GraphQL over HTTP', () => {
  it('serves GraphiQL to a browser, with every asset from this server', async () => {
    const page = await server.get('/graphql', HTML);
    expect(page.status).toBe(200);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.filter((s) => !s.startsWith('data:'))).toEqual([
      '/graphiql/graphiql.css',
      '/graphiql/page.css',
      '/graphiql/yoga-graphiql.umd.js',
      '/graphiql/boot.js',
    ]);
    expect(html).not.toMatch(/<script>[^<]/); // no inline script: scripts are files
    for (const asset of [
      ...sources.filter((s) => s.startsWith('/')),
      '/graphiql/monacoeditorwork/editor.worker.bundle.js',
    ]) {
      const response = await server.get(asset);
      expect(response.status).toBe(200);
      await response.arrayBuffer(); // read it all: an unread body keeps its connection busy
    }
    expect(await (await server.get('/graphiql/boot.js')).text()).toContain('YogaGraphiQL.renderYogaGraphiQL');
  });

  it('keeps Apollo CSRF prevention: a simple GET query without a preflight header is refused', async () => {
    const refused = await server.get('/graphql?query=%7Bshop%7Bname%7D%7D');
    expect(refused.status).toBe(400);
    const allowed = await server.get('/graphql?query=%7Bshop%7Bname%7D%7D', {
      'apollo-require-preflight': '1',
    });
    expect(await allowed.json()).toEqual({ data: { shop: { name: 'Tijara Démo' } } });
  });

  it('puts a code from the shared list on parse and validation errors', async () => {
    const parse = await server.graphql('{ shop {');
    expect(parse.errors?.[0]?.extensions.code).toBe('MALFORMED_REQUEST');
    const validation = await server.graphql('{ shop { nope } }');
    expect(validation.errors?.[0]?.extensions.code).toBe('MALFORMED_REQUEST');
    const coercion = await server.graphql('query ($id: Int!) { communes(wilayaId: $id) { id } }', {
      id: 'x',
    });
    expect(coercion.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers a failed operation with the client error status, and a successful one with 200', async () => {
    const post = (query: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
    const bad = await post('{ communes(wilayaId: -1) { id } }');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: [{ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { wilayaId: [expect.any(String)] } } }],
    });
    const unknown = await post('{ transporters(communeId: 9999) { id } }');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    const invalid = await post('{ shop { nope } }');
    expect(invalid.status).toBe(400);
    const ok = await post('{ shop { name } }');
    expect(ok.status).toBe(200);
  });

  it('answers the shop', async () => {
    const result = await server.graphql<{ shop: unknown }>('{ shop { uuid name activeAddToCart } }');
    expect(result.data?.shop).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Tijara Démo',
      activeAddToCart: true,
    });
  });
});

describe('production mode', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({
      env: { NODE_ENV: 'production', GRAPHIQL: 'false', INTROSPECTION: 'false' },
    });
  });
  afterAll(() => production.close());
  const execute = (sql: string) => production.orm.em.fork().getConnection().execute(sql);

  it('shows no stack trace on an expected error', async () => {
    const result = await production.graphql('{ transporters(communeId: 9999) { id } }');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND' });
  });

  it('hides the details of an unexpected failure, in GraphQL and in REST', async () => {
    await execute('alter table shop rename to shop_away');
    await execute('alter table transporter_commune rename to transporter_commune_away');
    try {
      const graphql = await production.graphql('{ shop { name } }');
      expect(graphql.errors?.[0]).toMatchObject({
        message: 'Internal server error',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(JSON.stringify(graphql)).not.toMatch(/stacktrace|shop_away|relation/);
      const rest = await production.get('/public/utilis/api/transport/commune/1601');
      expect(rest.status).toBe(500);
      expect(await rest.json()).toEqual({
        success: false,
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Internal server error',
        errors: {},
      });
    } finally {
      await execute('alter table shop_away rename to shop');
      await execute('alter table transporter_commune_away rename to transporter_commune');
    }
  });

  it('turns GraphiQL and introspection off when configured so', async () => {
    const page = await production.get('/graphql', HTML);
    expect(page.headers.get('content-type')).not.toMatch(/html/);
    const introspection = await production.graphql('{ __schema { types { name } } }');
    expect(introspection.errors?.[0]?.extensions.code).toBe('MALFORMED_REQUEST');
  });
});
