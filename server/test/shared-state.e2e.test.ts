/**
 * What two instances of the server share through PostgreSQL (two apps on one database, as two
 * processes behind a balancer would be): the public write limit, counted once for both, its window
 * and Retry-After on the app clock, failing open; and the catalogue caches, emptied on the other
 * instance when a write commits (LISTEN/NOTIFY), with the poll an hour away so it cannot be what
 * helps, and again after the listening connection was cut.
 */
import { LISTENER_APPLICATION_NAME } from '../src/modules/catalog';
import { demoShopUuid, sql, staffClient } from './helpers/content-fixtures';
import { logSink, until } from './helpers/observability-fixtures';
import { createStorefrontCatalogue } from './helpers/storefront-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

async function write(server: TestApp, address: string): Promise<Response> {
  const response = await server.request('POST', '/web/public/api/anything', {
    headers: { 'X-Forwarded-For': address },
    body: {},
  });
  await response.clone().arrayBuffer();
  return response;
}

async function statuses(calls: readonly (() => Promise<Response>)[]): Promise<number[]> {
  const answers: number[] = [];
  for (const call of calls) answers.push((await call()).status);
  return answers;
}

describe('the public write limit, shared by two instances', () => {
  const MINUTE = Date.UTC(2026, 10, 26, 9, 30);
  let now = MINUTE;
  const sink = logSink();
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { TRUST_PROXY: 'true', PUBLIC_WRITE_LIMIT_PER_MINUTE: '3' };
    a = await createTestApp({ now: () => new Date(now), env });
    b = await createTestApp({ now: () => new Date(now), env, database: a.database, log: sink.log });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('refuses the 4th write of a minute whichever instance takes it, with the seconds left', async () => {
    now = MINUTE + 15_500;
    const from = '203.0.113.10';
    const allowed = await statuses([() => write(a, from), () => write(b, from), () => write(a, from)]);
    expect(allowed.every((status) => status !== 429)).toBe(true);
    const refused = await write(b, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45'); // 44.5 s left in the minute
    expect(await refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests from this address, try again later',
      errors: {},
      retryAfterSeconds: 45,
    });
    expect((await write(a, from)).status).toBe(429);
    expect((await write(a, '203.0.113.11')).status).not.toBe(429);
  });

  it('opens a new window on the minute for both, and deletes the ended ones', async () => {
    now = MINUTE + 59_000;
    const from = '203.0.113.20';
    await statuses([() => write(a, from), () => write(a, from), () => write(b, from)]);
    const last = await write(b, from);
    expect([last.status, last.headers.get('retry-after')]).toEqual([429, '1']);
    now = MINUTE + 60_000;
    expect(await statuses([() => write(b, from), () => write(a, from)])).not.toContain(429);
    now = MINUTE + 120_000;
    await write(a, from);
    const ended = await sql<{ n: number }>(
      a,
      'select count(*)::int as n from public_write_hit where window_start < ?',
      [new Date(MINUTE + 60_000)],
    );
    expect(ended).toEqual([{ n: 0 }]);
  });

  it('lets writes through with one warning while the database cannot count them', async () => {
    now = MINUTE + 180_000;
    const from = '203.0.113.30';
    await sql(a, 'alter table public_write_hit rename to public_write_hit_away');
    try {
      const answers = await statuses(Array.from({ length: 5 }, () => () => write(b, from)));
      expect(answers).not.toContain(429);
    } finally {
      await sql(a, 'alter table public_write_hit_away rename to public_write_hit');
    }
    const warnings = sink.lines().filter((line) => /public write limit could not be counted/.test(line.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.level).toBe(40);
  });
});

describe('catalogue caches across two instances', () => {
  /** The poll an hour away: only the notification can tell the other instance in time. */
  const env = { CATALOGUE_POLL_MS: '3600000' };
  let writer: TestApp;
  let reader: TestApp;

  /** Listening connections of this database that have run their first read (so LISTEN is in place). */
  async function listening(): Promise<number> {
    const [row] = await sql<{ n: number }>(
      writer,
      `select count(*)::int as n from pg_stat_activity where datname = current_database()
         and application_name = ? and state = 'idle' and query like 'select revision%'`,
      [LISTENER_APPLICATION_NAME],
    );
    return row?.n ?? 0;
  }

  beforeAll(async () => {
    writer = await createTestApp({ env });
    reader = await createTestApp({ env, database: writer.database });
    await until(async () => (await listening()) === 2, 'both instances listening');
  });
  afterAll(async () => {
    await reader.close();
    await writer.close();
  });

  const theme = async (server: TestApp) => (await server.get('/theme.css')).text();
  const SAVE_THEME = `mutation ($shopUuid: ID!, $color: String!) {
    saveThemeVariables(shopUuid: $shopUuid, input: { colorPrimary: $color }) { colorPrimary } }`;

  it("shows a theme saved through one instance on the other's next read", async () => {
    const admin = await staffClient(writer);
    const shopUuid = await demoShopUuid(writer);
    expect(await theme(reader)).not.toContain('#0b6e4f'); // now cached by the reader
    const saved = await admin.graphql(SAVE_THEME, { shopUuid, color: '#0b6e4f' });
    expect(saved.errors).toBeUndefined();
    expect(await theme(reader)).toContain('#0b6e4f');
  });

  it("drops a product switched off through one instance from the other's next listing", async () => {
    const catalogue = await createStorefrontCatalogue(writer);
    const admin = await staffClient(writer);
    const robes = async () => {
      const response = await reader.get('/web/public/api/category/products/robes', {
        authorization: `Bearer ${catalogue.token}`,
      });
      return ((await response.json()) as { products: { name: string }[] }).products.map((p) => p.name);
    };
    expect(await robes()).toContain('Robe 2');
    const robe2 = catalogue.bySlug.get('robe-02')?.id;
    const hidden = await admin.graphql(
      'mutation ($ids: [Int!]!) { setProductsActive(active: false, ids: $ids) }',
      {
        ids: [robe2],
      },
    );
    expect(hidden.data).toEqual({ setProductsActive: 1 });
    expect(await robes()).not.toContain('Robe 2');
  });

  it('listens again after its connection is cut, and catches the write made meanwhile', async () => {
    const admin = await staffClient(writer);
    const shopUuid = await demoShopUuid(writer);
    expect(await theme(reader)).not.toContain('#123456');
    await sql(
      writer,
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = ?`,
      [LISTENER_APPLICATION_NAME],
    );
    await admin.graphql(SAVE_THEME, { shopUuid, color: '#123456' });
    // Only the reconnected listener's first read can tell the reader (the poll is an hour away).
    await until(async () => (await theme(reader)).includes('#123456'), 'the reader seeing the new theme');
    await until(async () => (await listening()) === 2, 'both instances listening again');
  });
});
