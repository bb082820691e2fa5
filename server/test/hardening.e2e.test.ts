/** Hardening: security headers and CSPs, GraphQL depth and complexity limits, public write limits, switches. */
import { getIntrospectionQuery } from 'graphql';
import { APP_CSP, GRAPHIQL_CSP, serializeCsp } from '../src/http/security-headers';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const HTML = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let sqlCount = 0;
/** Defaults: GraphiQL and introspection on, no trusted proxy. */
let standard: TestApp;
/** Behind a trusted proxy, 3 public writes a minute, GraphiQL and introspection off. */
let locked: TestApp;
/** NODE_ENV=production and nothing else asked: GraphiQL and introspection off by default. */
let production: TestApp;

beforeAll(async () => {
  standard = await createTestApp({ onQuery: () => (sqlCount += 1) });
  locked = await createTestApp({
    env: {
      TRUST_PROXY: 'true',
      PUBLIC_WRITE_LIMIT_PER_MINUTE: '3',
      GRAPHIQL: 'false',
      INTROSPECTION: 'false',
    },
  });
  production = await createTestApp({ env: { NODE_ENV: 'production' } });
});
afterAll(async () => {
  await standard.close();
  await locked.close();
  await production.close();
});

describe('security headers', () => {
  it('puts the fixed headers and the app CSP on every kind of response', async () => {
    for (const path of ['/healthz', '/', '/dashboard/', '/public/nothing', '/graphql?query={shop{name}}']) {
      const response = await standard.get(path, path === '/' || path === '/dashboard/' ? HTML : {});
      await response.arrayBuffer();
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
        'content-security-policy': serializeCsp(APP_CSP),
      });
    }
  });

  it('gives the GraphiQL page and its assets their own CSP, fonts from data: added', async () => {
    for (const [path, headers] of [
      ['/graphql', HTML],
      ['/graphiql/boot.js', {}],
      ['/graphiql/monacoeditorwork/editor.worker.bundle.js', {}],
    ] as const) {
      const response = await standard.get(path, headers);
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy')).toBe(serializeCsp(GRAPHIQL_CSP));
    }
    expect(serializeCsp(GRAPHIQL_CSP)).toBe(
      serializeCsp(APP_CSP).replace("font-src 'self'", "font-src 'self' data:"),
    );
  });

  it('sends HSTS only over https, as told by a trusted proxy', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    expect((await locked.get('/healthz', https)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000',
    );
    expect((await locked.get('/healthz')).headers.has('strict-transport-security')).toBe(false);
    // Without TRUST_PROXY the header is anyone's to forge: ignored.
    expect((await standard.get('/healthz', https)).headers.has('strict-transport-security')).toBe(false);
  });
});

describe('GraphQL depth and complexity limits', () => {
  it('refuses a wide aliased query over the budget with 400 QUERY_TOO_COMPLEX, running nothing', async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `w${i}: wilayas { id name nameAr }`);
    const before = sqlCount;
    const result = await standard.graphql(`{ ${aliases.join(' ')} }`);
    expect(sqlCount).toBe(before);
    expect(result.status).toBe(400);
    expect(result.data).toBeUndefined();
    expect(result.errors).toMatchObject([
      {
        message:
          'Query complexity 3100 exceeds the budget of 2000 (each field costs 1; a list multiplies what it selects by up to 10)',
        extensions: { code: 'QUERY_TOO_COMPLEX', limit: 2000, measured: 3100 },
      },
    ]);
  });

  it('answers the standard introspection query GraphiQL sends', async () => {
    const result = await standard.graphql<{ __schema: { types: unknown[] } }>(
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, specifiedByUrl: true }),
    );
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data?.__schema.types.length).toBeGreaterThan(10);
  });
});

describe('the public write limit', () => {
  const from = (address: string) => ({ 'X-Forwarded-For': address });

  it('refuses the 4th write in a minute from one address with 429 JSON and Retry-After', async () => {
    for (let i = 0; i < 3; i++) {
      const allowed = await locked.request('POST', '/web/public/api/anything', {
        headers: from('203.0.113.7'),
        body: {},
      });
      expect(allowed.status).not.toBe(429);
      await allowed.arrayBuffer();
    }
    const refused = await locked.request('DELETE', '/public/anything', { headers: from('203.0.113.7') });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests from this address, try again later',
      errors: {},
      retryAfterSeconds: retryAfter,
    });
  });

  it('counts each address apart and leaves reads, GraphQL and the staff API alone', async () => {
    for (let i = 0; i < 4; i++) {
      await (
        await locked.request('PUT', '/web/x', { headers: from('198.51.100.1'), body: {} })
      ).arrayBuffer();
    }
    const other = await locked.request('PATCH', '/web/x', { headers: from('198.51.100.2'), body: {} });
    expect(other.status).not.toBe(429);
    const limited = from('198.51.100.1');
    const read = await locked.get('/public/utilis/api/transport/commune/1601', limited);
    expect(read.status).toBe(200);
    const graphql = await locked.graphql('{ shop { name } }', undefined, limited);
    expect(graphql.status).toBe(200);
    const staff = await locked.request('POST', '/dashboard/api/session/logout', {
      headers: limited,
      body: {},
    });
    expect(staff.status).toBe(401);
  });
});

describe('body size', () => {
  it('answers 413 in the GraphQL shape for a GraphQL body over 1 MB', async () => {
    const result = await standard.graphql(`{ shop { name } } # ${'x'.repeat(1024 * 1024)}`);
    expect(result.status).toBe(413);
    expect(result.errors?.[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('switches for production', () => {
  it('refuses introspection with MALFORMED_REQUEST when INTROSPECTION=false', async () => {
    const result = await locked.graphql(getIntrospectionQuery());
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions.code).toBe('MALFORMED_REQUEST');
    expect(result.errors?.[0]?.message).toMatch(/introspection is not allowed/);
    expect((await locked.graphql('{ shop { __typename } }')).data).toEqual({ shop: { __typename: 'Shop' } });
  });

  it('refuses introspection and serves no GraphiQL in production unless asked', async () => {
    const result = await production.graphql(getIntrospectionQuery());
    expect([result.status, result.errors?.[0]?.extensions.code]).toEqual([400, 'MALFORMED_REQUEST']);
    expect((await production.graphql('{ shop { __typename } }')).data).toEqual({
      shop: { __typename: 'Shop' },
    });
    const page = await production.get('/graphql', HTML);
    expect(await page.text()).not.toMatch(/graphiql/i);
    const asset = await production.get('/graphiql/boot.js');
    expect(asset.status).toBe(404);
    await asset.arrayBuffer();
  });

  it('serves no GraphiQL page nor its assets when GRAPHIQL=false', async () => {
    const page = await locked.get('/graphql', HTML);
    expect(page.headers.get('content-type')).not.toMatch(/html/);
    expect(await page.text()).not.toMatch(/graphiql/i);
    const asset = await locked.get('/graphiql/boot.js');
    expect(asset.status).toBe(404);
    await asset.arrayBuffer();
  });
});
