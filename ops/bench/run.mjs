#!/usr/bin/env node
/**
 * `npm run bench`: speed and memory of the built server on this machine, measured, never asserted in
 * tests. Starts the server on an embedded PostgreSQL in a scratch folder (demo seed), records the
 * time to ready, then loads each endpoint with autocannon on loopback (bounded in time and
 * connections) and prints one table. BENCH_SECONDS and BENCH_CONNECTIONS tune the load.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const gql = (query, variables = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

const SCENARIOS = [
  { name: 'GET /healthz', path: '/healthz' },
  { name: 'GraphQL shop', path: '/graphql', ...gql('{ shop { uuid name activeAddToCart } }') },
  { name: 'GraphQL wilayas', path: '/graphql', ...gql('{ wilayas { id code name nameAr } }') },
  {
    name: 'GraphQL communes(16) with wilaya',
    path: '/graphql',
    ...gql('query($w:Int!){ communes(wilayaId:$w){ id name wilaya { id name } } }', { w: 16 }),
  },
  {
    name: 'GraphQL transporters(1601)',
    path: '/graphql',
    ...gql('query($c:Int!){ transporters(communeId:$c){ id name price } }', { c: 1601 }),
  },
  { name: 'REST communes of wilaya 16', path: '/public/utilis/api/commune/wilaya/16' },
  { name: 'REST transporters of commune 1601', path: '/public/utilis/api/transport/commune/1601' },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(url, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function rssOf(pid) {
  return import('node:fs').then(({ readFileSync }) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  });
}

async function main() {
  mkdirSync(path.join(repoRoot, '.test-data'), { recursive: true });
  const dataDir = mkdtempSync(path.join(repoRoot, '.test-data', 'bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitReady(url, child);
    const coldStartMs = Math.round(performance.now() - started);
    console.log(`cold start (embedded PostgreSQL init, migrations, demo seed): ${coldStartMs} ms`);
    console.log(`server RSS after start: ${await rssOf(child.pid)} MiB`);
    console.log(`load: ${connections} connections, ${seconds} s per scenario\n`);
    const rows = [];
    for (const scenario of SCENARIOS) {
      const { name, ...request } = scenario;
      const result = await autocannon({
        url: `${url}${request.path}`,
        connections,
        duration: seconds,
        ...request,
      });
      const failures = result.non2xx + result.errors + result.timeouts;
      rows.push({
        scenario: name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        failures,
      });
    }
    console.table(rows);
    console.log(`server RSS after load: ${await rssOf(child.pid)} MiB`);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
