/**
 * MIGRATE=false, as the Kubernetes pods run: on an empty database the server starts, answers
 * /healthz, stays unready and writes nothing; the one-shot migration command (src/migrate.ts, the
 * same code as server/dist/migrate.js) applies the migrations and the seed and exits 0, after which
 * the server is ready and serves the seeded shop. Running the command again changes nothing.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import { createApp } from '../src/app';
import type { App } from '../src/app';
import { loadConfig } from '../src/config/env';
import { createLogger } from '../src/core/logger';
import { migrations } from '../src/db/migrations/index';
import { findRepoRoot } from '../src/config/repo-root';
import { createTestApp, testDatabaseName, testDatabaseUrl } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

jest.setTimeout(120_000);

const serverDir = path.join(findRepoRoot(), 'server');

async function createEmptyDatabase(database: string): Promise<void> {
  const client = new Client({ connectionString: testDatabaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
}

/** Runs the command from the sources, as `npm run dev` runs the server; resolves with its exit. */
function runMigrateCommand(database: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/migrate.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: testDatabaseUrl(database),
      SEED: 'demo',
      DEMO_PRODUCTS: '0',
      MEDIA_DIR: path.join(process.env.TIJARA_TEST_MEDIA_ROOT ?? '', database),
      ADMIN_EMAIL: 'owner@example.dz',
      ADMIN_PASSWORD: 'a long passphrase',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output: chunks.join('') })));
}

async function readiness(server: TestApp): Promise<{ status: number; body: unknown }> {
  const response = await server.get('/readyz');
  return { status: response.status, body: await response.json() };
}

/** Another instance on the same database, whose log messages are kept. */
async function loggedInstance(database: string): Promise<{ app: App; messages: () => string[] }> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const config = loadConfig({
    DATABASE_URL: testDatabaseUrl(database),
    MIGRATE: 'false',
    NODE_ENV: 'test',
    ORDER_EXPIRY_SWEEP_SECONDS: '0',
  });
  const app = await createApp({ config, log: createLogger('info', { format: 'json', destination }) });
  return { app, messages: () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg) };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Not seen: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let server: TestApp;
let logged: Awaited<ReturnType<typeof loggedInstance>>;
let database: string;

beforeAll(async () => {
  database = testDatabaseName();
  await createEmptyDatabase(database);
  server = await createTestApp({ database, env: { MIGRATE: 'false' } });
  logged = await loggedInstance(database);
});
afterAll(async () => {
  await logged.app.close();
  await server.close();
});

it('waits unready on an empty database, and is ready once the migration command has run', async () => {
  expect((await server.get('/healthz')).status).toBe(200);
  expect(await readiness(server)).toEqual({
    status: 503,
    body: { status: 'unavailable', reason: `${migrations.length} pending migrations` },
  });
  // Nothing was written while waiting, not even MikroORM's migrations table.
  const [table] = await server.orm.em
    .getConnection()
    .execute<{ found: string | null }[]>(`select to_regclass('public.mikro_orm_migrations')::text as found`);
  expect(table?.found).toBeNull();
  const behind = (message: string) => message.startsWith('MIGRATE=false and the database schema is behind');
  await until(() => logged.messages().some(behind), 'the warning that the schema is behind');

  const first = await runMigrateCommand(database);
  expect({ code: first.code, output: first.output }).toMatchObject({ code: 0 });
  expect(first.output).toContain('Applied migrations');
  expect(first.output).toContain('Seeded the empty database');
  expect(first.output).toContain('Admin account ensured');

  expect(await readiness(server)).toEqual({ status: 200, body: { status: 'ready' } });
  // The waiting instance notices by itself, once, and starts its background work.
  const current = 'The database schema is now current: this instance is ready';
  await until(() => logged.messages().includes(current), 'the instance becoming ready');
  expect(logged.messages().filter(behind)).toHaveLength(1);
  const answer = await server.graphql<{ shop: { uuid: string } }>('{ shop { uuid } }');
  expect(answer.data?.shop.uuid).toEqual(expect.any(String));

  const again = await runMigrateCommand(database);
  expect({ code: again.code, output: again.output }).toMatchObject({ code: 0 });
  expect(again.output).not.toContain('Applied migrations');
  expect(again.output).not.toContain('Seeded');
});
