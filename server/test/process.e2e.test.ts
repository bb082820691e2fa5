/**
 * The built server as a real process on its own embedded PostgreSQL (DATABASE_URL unset, a fresh
 * DATA_DIR): SIGTERM stops it with exit code 0 and stops PostgreSQL; the next start finds the data;
 * after a SIGKILL (PostgreSQL left running, stale lock files) the next start recovers cleanly.
 */
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../src/config/repo-root';

jest.setTimeout(120_000);

const repoRoot = findRepoRoot();
let dataDir: string;

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * The address the server printed. PORT=0 lets the server bind a free port itself: a port picked
 * here and released could be taken by its embedded PostgreSQL (seen in CI) before the server binds.
 */
function printedUrl(output: string): string | undefined {
  return /"url":"(http:\/\/127\.0\.0\.1:\d+)\/"/.exec(output)?.[1];
}

/** Polls `condition` until it holds; fails with `what` and the server's output past the deadline. */
async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not seen within ${timeoutMs} ms: ${what}\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function start(
  options: { waitUntilReady?: boolean; dir?: string; env?: Record<string, string> } = {},
): Promise<Running> {
  const chunks: string[] = [];
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: options.dir ?? dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // Production refuses the embedded PostgreSQL unless asked.
      EMBEDDED_POSTGRES: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => chunks.join('');
  if (options.waitUntilReady === false) return { child, url: '', output, exited };
  const exitedEarly = () => {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
  };
  await until(() => (exitedEarly(), printedUrl(output()) !== undefined), 'the printed address', output);
  const url = printedUrl(output()) ?? '';
  await until(
    () => (
      exitedEarly(),
      fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    ),
    'a ready server',
    output,
  );
  return { child, url, output, exited };
}

async function shopUuid(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ shop { uuid } }' }),
  });
  const body = (await response.json()) as { data: { shop: { uuid: string } } };
  return body.data.shop.uuid;
}

beforeAll(() => {
  const build = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'server/scripts/ensure-built.mjs'), '--server-only'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  expect(build.status).toBe(0);
  // The temporary folder: the postgres user can reach it even when the clone is root's alone.
  dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-process-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('stops cleanly on SIGTERM, keeps its data, and recovers after being killed', async () => {
  const first = await start();
  const uuid = await shopUuid(first.url);
  expect(first.output()).toContain(`Storefront:   ${first.url}/`);

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  // PostgreSQL removes its pid file on a clean shutdown; the server releases its lock.
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

  const second = await start();
  expect(await shopUuid(second.url)).toBe(uuid);
  expect(second.output()).not.toContain('Seeded');
  second.child.kill('SIGKILL');
  await second.exited;
  // The orphaned PostgreSQL still runs and its pid file and the server's lock are left behind.
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

  const third = await start();
  expect(third.output()).toContain('Stopping a PostgreSQL left running by a previous server');
  expect(await shopUuid(third.url)).toBe(uuid);
  third.child.kill('SIGTERM');
  expect(await third.exited).toBe(0);
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
});

/** A GraphQL POST whose body arrives in two parts: the request is in flight between them. */
function slowGraphqlPost(url: string): {
  sendRest: () => void;
  answer: Promise<{ status: number; body: string }>;
} {
  const body = JSON.stringify({ query: '{ shop { uuid } }' });
  const half = Math.floor(body.length / 2);
  let sendRest: () => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${url}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, half));
    sendRest = () => req.end(body.slice(half));
  });
  return { sendRest, answer };
}

it('finishes a request in flight on SIGINT before it exits', async () => {
  // At debug level the server logs each request's arrival: the signal is sent once it has one.
  const server = await start({ env: { LOG_LEVEL: 'debug' } });
  const slow = slowGraphqlPost(server.url);
  const arrived = () => /"path":"\/graphql","msg":"request received"/.test(server.output());
  await until(arrived, 'the slow request reaching the server', server.output);
  server.child.kill('SIGINT');
  await until(() => server.output().includes('"signal":"SIGINT"'), 'the shutdown beginning', server.output);
  // Shutting down, and still waiting for the rest of the request.
  expect(server.child.exitCode).toBeNull();
  slow.sendRest();
  const { status, body } = await slow.answer;
  expect(status).toBe(200);
  expect(JSON.parse(body)).toMatchObject({ data: { shop: { uuid: expect.any(String) } } });
  expect(await server.exited).toBe(0);
});

it('stops PostgreSQL when SIGTERM arrives in the middle of start-up', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tijara-process-startup-'));
  try {
    const server = await start({ waitUntilReady: false, dir });
    await until(
      () => {
        if (server.child.exitCode !== null) throw new Error(server.output());
        return server.output().includes('Embedded PostgreSQL started');
      },
      'PostgreSQL started',
      server.output,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
