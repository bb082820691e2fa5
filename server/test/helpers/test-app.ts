/**
 * A real app on its own fresh database in the run's PostgreSQL (see global-setup.mjs), listening on
 * an ephemeral port, with helpers to call it over HTTP. Pin the clock with `now` to stand on either
 * side of a dated rule; pass `database` to start a second app on the same data (a restart).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../../src/app';
import type { App } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import type { Env } from '../../src/config/env';
import type { Logger } from '../../src/core/logger';

export interface GraphqlError {
  message: string;
  path?: readonly (string | number)[];
  extensions: { code: string; fieldErrors?: Record<string, string[]>; stacktrace?: string[] };
}

export interface GraphqlResponse<T> {
  status: number;
  data?: T | null;
  errors?: GraphqlError[];
}

export interface TestApp {
  readonly url: string;
  readonly app: App;
  readonly orm: MikroORM;
  readonly database: string;
  graphql<T>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphqlResponse<T>>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** Any method; a `body` object is sent as JSON. */
  request(
    method: string,
    path: string,
    options?: { headers?: Record<string, string>; body?: unknown },
  ): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The instant services see as "now" for every request. */
  readonly now?: Date | (() => Date);
  readonly env?: Env;
  readonly database?: string;
  readonly onQuery?: (sql: string) => void;
  /** Where the app logs (LOG_LEVEL=silent otherwise): a test reading log lines passes its own. */
  readonly log?: Logger;
}

export function testDatabaseName(): string {
  return `t${process.env.JEST_WORKER_ID ?? '0'}_${randomBytes(5).toString('hex')}`;
}

function testMediaRoot(): string {
  const root = process.env.TIJARA_TEST_MEDIA_ROOT;
  if (!root)
    throw new Error('TIJARA_TEST_MEDIA_ROOT is unset: run the tests through jest (global-setup.mjs)');
  return root;
}

export function testDatabaseUrl(database: string): string {
  const base = process.env.TIJARA_TEST_PG_URL;
  if (!base) throw new Error('TIJARA_TEST_PG_URL is unset: run the tests through jest (global-setup.mjs)');
  return `${base}/${database}`;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? testDatabaseName();
  const config = loadConfig({
    DATABASE_URL: testDatabaseUrl(database),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED: 'demo',
    // The demo catalogue (2,000 products) is for the shop and the bench; a test asks for the size it needs.
    DEMO_PRODUCTS: '0',
    MEDIA_DIR: path.join(testMediaRoot(), database),
    // A test counting statements must not count the background poll of the catalogue revision.
    ...(options.onQuery ? { CATALOGUE_POLL_MS: '3600000' } : {}),
    // The sweep of unconfirmed orders would write behind a test's back; its tests call it directly.
    ORDER_EXPIRY_SWEEP_SECONDS: '0',
    ...options.env,
  });
  const { now } = options;
  const clock = now === undefined ? undefined : typeof now === 'function' ? now : () => now;
  const app = await createApp({ config, now: clock, onQuery: options.onQuery, log: options.log });
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    orm: app.orm,
    database,
    async graphql<T>(
      query: string,
      variables?: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as Omit<GraphqlResponse<T>, 'status'>;
      return { status: response.status, ...body };
    },
    get: (path, headers = {}) => fetch(`${url}${path}`, { headers }),
    request: (method, path, { headers = {}, body } = {}) =>
      fetch(`${url}${path}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: () => app.close(),
  };
}
