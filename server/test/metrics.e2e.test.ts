/**
 * GET /metrics through the real app on real PostgreSQL: who may read it on the main port (a bearer
 * METRICS_TOKEN or SHOP_SETTINGS, else 401/403 JSON), the series it exposes (requests by route
 * template, GraphQL operations by bounded name, errors by code, the pool, the process, checkout and
 * sync outcomes, replays), and METRICS_PORT moving it to a port of its own.
 */
import { ErrorCode } from '@tijara/schema';
import { orderRequest, postCheckout, setupCheckout } from './helpers/checkout-fixtures';
import type { CheckoutSetup } from './helpers/checkout-fixtures';
import { sampleValue, until } from './helpers/observability-fixtures';
import { SYNC_ORDERS, saleEntry, signedCaller } from './helpers/pos-fixtures';
import { openInput, openSession, registerTill } from './helpers/pos-till-fixtures';
import { signInAs } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const BEARER = { authorization: `Bearer ${METRICS_TOKEN}` };

let server: TestApp;
let setup: CheckoutSetup;

beforeAll(async () => {
  server = await createTestApp({ env: { METRICS_TOKEN, PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000' } });
  setup = await setupCheckout(server, 20);
});
afterAll(() => server.close());

async function scrape(): Promise<string> {
  const response = await server.get('/metrics', BEARER);
  expect(response.status).toBe(200);
  return response.text();
}

async function valueNow(name: string, labels: Record<string, string>): Promise<number> {
  return sampleValue(await scrape(), name, labels);
}

describe('GET /metrics on the main port', () => {
  it('refuses without the token or a session (401), and staff without SHOP_SETTINGS (403), as JSON', async () => {
    const strangers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-metrics-token-at-all' },
    ];
    for (const headers of strangers) {
      const response = await server.get('/metrics', headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, code: ErrorCode.UNAUTHENTICATED });
    }
    const cashier = await signInAs(server, { roles: ['CASHIER'], shopIds: [setup.shopUuid] });
    const refused = await server.get('/metrics', { cookie: cashier.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: ErrorCode.FORBIDDEN });
  });

  it("answers the bearer METRICS_TOKEN and a manager's session in Prometheus' text format", async () => {
    const manager = await signInAs(server, { roles: ['MANAGER'] });
    for (const headers of [BEARER, { cookie: manager.cookie }]) {
      const response = await server.get('/metrics', headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain('# TYPE tijara_http_requests_total counter');
    }
  });
});

describe('the series', () => {
  it('counts and times requests by route template, never by the raw path', async () => {
    const route = { method: 'GET', route: '/web/public/api/product/:slug', status_class: '2xx' };
    const before = await valueNow('tijara_http_requests_total', route);
    for (const slug of ['robe-01', 'robe-02', 'robe-01']) {
      const response = await server.get(`/web/public/api/product/${slug}`, {
        authorization: `Bearer ${setup.token}`,
      });
      expect(response.status).toBe(200);
    }
    await until(
      async () => (await valueNow('tijara_http_requests_total', route)) === before + 3,
      'three product requests counted under their template',
    );
    const text = await scrape();
    expect(sampleValue(text, 'tijara_http_request_duration_seconds_count', route)).toBe(before + 3);
    expect(sampleValue(text, 'tijara_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      before + 3,
    );
    expect(text).not.toContain('robe-0');
  });

  it('reports the database pool and the process', async () => {
    const text = await scrape();
    expect(sampleValue(text, 'tijara_db_pool_connections', { state: 'max' })).toBe(10);
    expect(text).toMatch(/^tijara_db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^tijara_db_pool_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('counts GraphQL operations by name (anonymous and unresolved ones grouped) and their errors by code', async () => {
    const named = { operation: 'MetricsProbe', type: 'query', result: 'ok' };
    const anonymous = { operation: 'anonymous', type: 'query', result: 'ok' };
    const invalid = { operation: 'unknown', type: 'unknown', result: 'error' };
    const malformed = { api: 'graphql', code: ErrorCode.MALFORMED_REQUEST };
    const before = await scrape();
    await server.graphql('query MetricsProbe { __typename }');
    await server.graphql('{ __typename }');
    expect((await server.graphql('query Broken { noSuchField }')).status).toBe(400);
    await until(async () => {
      const text = await scrape();
      return (
        sampleValue(text, 'tijara_graphql_operations_total', invalid) ===
        sampleValue(before, 'tijara_graphql_operations_total', invalid) + 1
      );
    }, 'the invalid operation counted');
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(grew('tijara_graphql_operations_total', named)).toBe(1);
    expect(grew('tijara_graphql_operations_total', anonymous)).toBe(1);
    expect(grew('tijara_graphql_operation_duration_seconds_count', { operation: 'MetricsProbe' })).toBe(1);
    expect(grew('tijara_errors_total', malformed)).toBe(1);
    expect(after).not.toContain('Broken');
  });

  it('counts REST errors by their code', async () => {
    const notFound = { api: 'rest', code: ErrorCode.NOT_FOUND };
    const before = await valueNow('tijara_errors_total', notFound);
    const response = await server.get('/web/public/api/product/no-such-dress', {
      authorization: `Bearer ${setup.token}`,
    });
    expect(response.status).toBe(404);
    await until(
      async () => (await valueNow('tijara_errors_total', notFound)) === before + 1,
      'the 404 counted by its code',
    );
  });

  it('counts checkout outcomes: created, replayed (a replay of its key), refused by code', async () => {
    const before = await scrape();
    const request = orderRequest(setup);
    expect((await postCheckout(server, setup.token, request)).status).toBe(201);
    expect((await postCheckout(server, setup.token, request)).status).toBe(200);
    const otherBody = { ...request, cartExternalId: 'another-cart' };
    expect((await postCheckout(server, setup.token, otherBody)).status).toBe(409);
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(grew('tijara_checkout_outcomes_total', { outcome: 'created' })).toBe(1);
    expect(grew('tijara_checkout_outcomes_total', { outcome: 'replayed' })).toBe(1);
    expect(grew('tijara_checkout_outcomes_total', { outcome: 'refused', code: ErrorCode.CONFLICT })).toBe(1);
    expect(grew('tijara_idempotent_replays_total', { write: 'checkout' })).toBe(1);
  });

  it('counts syncOrders outcomes by kind, and a resent sale as a replay', async () => {
    const cashier = await signedCaller(server, ['CASHIER'], [setup.shopUuid]);
    const sale = saleEntry(setup);
    const before = await scrape();
    for (const expected of ['CREATED', 'DUPLICATE']) {
      const answer = await cashier.graphql<{ syncOrders: { status: string }[] }>(SYNC_ORDERS, {
        orders: [sale],
      });
      expect(answer.data?.syncOrders[0]?.status).toBe(expected);
    }
    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(grew('tijara_order_sync_outcomes_total', { outcome: 'created', kind: 'sale' })).toBe(1);
    expect(grew('tijara_order_sync_outcomes_total', { outcome: 'duplicate', kind: 'sale' })).toBe(1);
    expect(grew('tijara_idempotent_replays_total', { write: 'pos_sale' })).toBe(1);
  });

  it("counts a till session's open answered again from its uuid as a replay", async () => {
    const cashier = await signedCaller(server, ['CASHIER'], [setup.shopUuid]);
    const till = await registerTill(cashier, { shopUuid: setup.shopUuid, warehouseId: setup.warehouseId });
    const input = openInput(till);
    const replays = { write: 'pos_session_open' };
    const before = await valueNow('tijara_idempotent_replays_total', replays);
    const first = await openSession(cashier, input);
    expect(await openSession(cashier, input)).toEqual(first);
    expect(await valueNow('tijara_idempotent_replays_total', replays)).toBe(before + 1);
  });
});

describe('METRICS_PORT', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({ env: { METRICS_PORT: '0', METRICS_TOKEN } });
  });
  afterAll(() => own.close());

  it('serves the metrics on their own port without authentication, and nothing else there', async () => {
    expect((await own.get('/healthz')).status).toBe(200);
    const port = own.app.metricsPort();
    expect(port).toBeGreaterThan(0);
    const metricsUrl = `http://127.0.0.1:${port}`;
    await until(async () => {
      const text = await (await fetch(`${metricsUrl}/metrics`)).text();
      return sampleValue(text, 'tijara_http_requests_total', { route: '/healthz' }) === 1;
    }, 'the health request counted on the metrics port');
    const elsewhere = await fetch(`${metricsUrl}/healthz`);
    expect(elsewhere.status).toBe(404);
  });

  it('answers 404 for /metrics on the main port then, even with the token', async () => {
    const response = await own.get('/metrics', BEARER);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: ErrorCode.NOT_FOUND });
  });
});
