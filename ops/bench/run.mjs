#!/usr/bin/env node
/**
 * `npm run bench`: speed and memory of the built server on this machine, measured, never asserted in
 * tests. Starts the server on an embedded PostgreSQL in a scratch folder (SEED=demo with the demo
 * catalogue), records the time to ready, then loads endpoints with autocannon on loopback:
 *   - platform: health, shop, geography and transporters (BENCH_CONNECTIONS connections);
 *   - catalogue: listing, product page and filter data at 10 and 50 connections against the floor
 *     (catalogue.mjs), written to ops/bench/results/catalogue.md;
 *   - orders: checkouts over REST with new keys and with one key replayed at 10 and 50 connections,
 *     the SQL statements of one checkout, and 500 POS sales through syncOrders in calls of 100
 *     (orders.mjs, on a restart with the write limit raised), written to ops/bench/results/orders.md;
 *   - storefront: the gzipped JavaScript the home, a category and a product page need for their first
 *     route (the storefront's build manifest, clients/shared/build/route-budget.cjs) against its
 *     130 KiB budget, and Lighthouse (mobile preset, simulated throttling, Debian's Chromium headless)
 *     on those three pages of the demo shop, BENCH_LIGHTHOUSE_RUNS runs each (default 3): medians of
 *     the performance score, LCP, CLS, TBT, FCP and the accessibility score against the bars, with the
 *     audits that failed (storefront.mjs), written to ops/bench/results/storefront.md. Runs last, on
 *     the server started again when an earlier group stopped it, serving a copy of the storefront's
 *     build taken at the start; about 3 minutes. BENCH_LIGHTHOUSE_DIR keeps every run's report.
 *   - dashboard: the back office home's query on a history of 100,000 orders generated in SQL, one call
 *     at a time (p50, p95, p99 against its 300 ms p95 target), each part alone, and at 10 connections
 *     (dashboard.mjs), written to ops/bench/results/dashboard.md. Before the storefront group.
 *   - pos: the cashier's till in the built back office, in Debian's Chromium on a 1024x768 tablet: a
 *     keystroke in its search to the results drawn (50 ms), a scan to the line in the cart with the
 *     CPU 4x slower (200 ms), and 500 sales queued on the device drained to the server (5 s, exactly
 *     500 orders) (pos.mjs), written to ops/bench/results/pos.md; with the server's catalogue feed when
 *     ops/bench/pos-feeds.mjs is there. Before the storefront group; about 2 minutes.
 *   - ops: one and two server instances behind nginx on one PostgreSQL (ops/multi-instance, its own
 *     cluster): the category listing (cache warm and bypassed) and checkouts, direct, through nginx to
 *     one instance and to two, with the CPU each part used (ops.mjs), written to
 *     ops/bench/results/ops.md. Last, with the server of the other groups stopped; about 2 minutes.
 * BENCH_SECONDS (default 5) per measurement; BENCH_GROUPS=platform,catalogue,orders,dashboard,pos,storefront,ops
 * picks the groups; BENCH_PRODUCTS (default 2000) sizes the demo catalogue.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { catalogueTargets, countStatements, runCatalogueBench } from './catalogue.mjs';
import { dashboardTable, runDashboardBench, writeDashboardResults } from './dashboard.mjs';
import { runOrdersBench } from './orders.mjs';
import { runOpsBench } from './ops.mjs';
import { opsLines, opsTable, writeOpsResults } from './ops-report.mjs';
import { runPosBench, snapshotBackoffice } from './pos.mjs';
import { posTable, posLines, writePosResults } from './pos-report.mjs';
import {
  LIGHTHOUSE_RUNS,
  runLighthouse,
  snapshotStorefront,
  storefrontBudgets,
  storefrontPages,
} from './storefront.mjs';
import { checkoutChunk, measurePendingShown } from './storefront-checkout.mjs';
import {
  budgetTable,
  catalogueTable,
  machine,
  ordersLines,
  ordersTable,
  promotionsLine,
  storefrontMisses,
  storefrontTable,
  writeCatalogueResults,
  writeOrdersResults,
  writeStorefrontResults,
} from './report.mjs';
import { embeddedDatabaseUrl, freePort, rssOf, startServer, stopChild, waitReady } from './server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const products = Number(process.env.BENCH_PRODUCTS ?? 2000);
const groups = new Set(
  (process.env.BENCH_GROUPS ?? 'platform,catalogue,orders,dashboard,pos,storefront,ops').split(','),
);
/** The demo shop's storefront token for this run (SHOP_TOKEN): the catalogue calls and checkouts need it. */
const SHOP_TOKEN = 'bench-storefront-token-0123456789';
/** The admin the bench signs in as to change a promotion and sync POS sales (ADMIN_EMAIL / ADMIN_PASSWORD). */
const BENCH_ADMIN = { email: 'bench@tijara.dz', password: 'bench-admin-password-2026' };

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

async function platformBench(url) {
  console.log(`platform: ${connections} connections, ${seconds} s per scenario`);
  const rows = [];
  for (const { name, ...request } of SCENARIOS) {
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
}

async function startFloor(databaseUrl, shopUuid, slug) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'ops/bench/floor-server.mjs')], {
    env: {
      ...process.env,
      FLOOR_DATABASE_URL: databaseUrl,
      FLOOR_SHOP_UUID: shopUuid,
      FLOOR_PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}/floor/category/${slug}`, child, 'floor server');
  return { url, stop: () => stopChild(child) };
}

async function catalogueBench(server, { dataDir, env, startedAt, host }) {
  const targets = await catalogueTargets(repoRoot, embeddedDatabaseUrl(dataDir), SHOP_TOKEN);
  const slug = /\/floor\/category\/([^?]+)/.exec(targets.floor[0]?.path ?? '')?.[1] ?? '';
  const floor = await startFloor(embeddedDatabaseUrl(dataDir), targets.shopUuid, slug);
  console.log(`\ncatalogue: ${targets.size.products} products, 10 and 50 connections, ${seconds} s per row`);
  let rows;
  try {
    rows = await runCatalogueBench({ serverUrl: server.url, floorUrl: floor.url, targets, seconds });
  } finally {
    await floor.stop();
    await server.stop();
  }
  const statements = await countStatements({ repoRoot, dataDir, env, targets, admin: BENCH_ADMIN });
  const table = catalogueTable(rows, statements);
  console.table(table);
  console.log(promotionsLine(statements));
  const file = await writeCatalogueResults(repoRoot, {
    table,
    host,
    targets,
    seconds,
    startedAt,
    statements,
  });
  console.log(`written to ${path.relative(repoRoot, file)}`);
}

async function ordersBench(server, { dataDir, env, startedAt, host }) {
  // The group starts the server again on the same data, with its own settings.
  await server.stop();
  console.log(`\norders: checkouts at 10 and 50 connections, ${seconds} s per row; syncOrders of 500`);
  const run = await runOrdersBench({
    repoRoot,
    dataDir,
    env,
    token: SHOP_TOKEN,
    admin: BENCH_ADMIN,
    seconds,
  });
  const table = ordersTable(run.rows);
  const lines = ordersLines(run);
  console.table(table);
  lines.forEach((line) => console.log(line));
  const results = { table, lines, host, seconds, startedAt, products, rotation: run.lines };
  const file = await writeOrdersResults(repoRoot, results);
  console.log(`written to ${path.relative(repoRoot, file)}`);
}

async function dashboardBench(server, { dataDir, startedAt, host }) {
  console.log(`\ndashboard: the home's query on 100,000 generated orders`);
  const run = await runDashboardBench({
    repoRoot,
    serverUrl: server.url,
    databaseUrl: embeddedDatabaseUrl(dataDir),
    admin: BENCH_ADMIN,
    seconds,
  });
  console.table(dashboardTable(run));
  const file = await writeDashboardResults(repoRoot, { run, host, startedAt, products, seconds });
  console.log(`written to ${path.relative(repoRoot, file)}`);
}

async function storefrontBench(server, { startedAt, host, distDir }) {
  const began = performance.now();
  const groupLoad = os.loadavg()[0].toFixed(2);
  const budgets = storefrontBudgets(repoRoot, distDir);
  console.log('\nstorefront: JS for the first route (gzipped)');
  if (budgets.error) console.log(`  not measured: ${budgets.error}`);
  else console.table(budgetTable(budgets));
  const pages = await storefrontPages(server.url);
  console.log(
    `storefront: Lighthouse mobile, ${LIGHTHOUSE_RUNS} runs on ${pages.map((page) => page.path).join(', ')}`,
  );
  const measured = await runLighthouse(server.url, pages);
  console.table(storefrontTable(measured));
  const chunk = checkoutChunk(repoRoot, distDir);
  console.log(
    chunk.error
      ? `storefront: checkout page's own JS not measured: ${chunk.error}`
      : `storefront: checkout page's own JS ${(chunk.gzipBytes / 1024).toFixed(1)} KiB gzipped (${chunk.files.join(', ')})`,
  );
  const pending = await measurePendingShown(server.url);
  console.log(
    pending.error
      ? `storefront: pending shown not measured: ${pending.error}`
      : `storefront: offline order, tap to pending shown (CPU ${pending.cpuSlowdown}x): median ${pending.medianMs} ms (${pending.runs.join(', ')})`,
  );
  const checkout = { chunk, pending };
  const misses = storefrontMisses(measured, budgets, checkout);
  console.log(misses.length ? `bars not met: ${misses.join('; ')}` : 'every bar met');
  const groupSeconds = (performance.now() - began) / 1000;
  const file = await writeStorefrontResults(repoRoot, {
    budgets,
    pages: measured,
    checkout,
    host,
    startedAt,
    products,
    groupSeconds,
    groupLoad,
  });
  console.log(`written to ${path.relative(repoRoot, file)}`);
}

async function posBench(server, { dataDir, startedAt, host }) {
  console.log('\npos: the till in Chromium (search, scan with the CPU 4x slower, 500 queued sales drained)');
  const run = await runPosBench({ repoRoot, serverUrl: server.url, dataDir, admin: BENCH_ADMIN });
  const feedsFile = path.join(repoRoot, 'ops/bench/pos-feeds.mjs');
  if (existsSync(feedsFile)) {
    const feeds = await import(pathToFileURL(feedsFile).href);
    run.feeds = await feeds.runPosFeedsBench({
      repoRoot,
      serverUrl: server.url,
      dataDir,
      admin: BENCH_ADMIN,
    });
  }
  console.table(posTable(run));
  posLines(run).forEach((line) => console.log(line));
  const file = await writePosResults(repoRoot, { run, host, startedAt, products });
  console.log(`written to ${path.relative(repoRoot, file)}`);
}

async function opsBench({ startedAt, host }) {
  console.log(`\nops: one and two instances behind nginx, ${seconds} s per row`);
  const run = await runOpsBench({ repoRoot, products, seconds });
  const table = opsTable(run.rows);
  const lines = opsLines(run);
  console.table(table);
  lines.forEach((line) => console.log(line));
  const file = await writeOpsResults(repoRoot, { run, table, lines, host, startedAt, products, seconds });
  console.log(`written to ${path.relative(repoRoot, file)}`);
}

const stopped = (server) => server.child.exitCode !== null || server.child.signalCode !== null;

async function main() {
  const startedAt = new Date();
  // Before anything of ours runs: the load average says whether the machine was idle.
  const host = machine();
  // The storefront group measures a copy of the build, so a rebuild during the run changes nothing.
  const storefrontDist = groups.has('storefront')
    ? await snapshotStorefront(repoRoot, mkdtempSync(path.join(tmpdir(), 'tijara-bench-storefront-')))
    : undefined;
  const backofficeDist = groups.has('pos')
    ? snapshotBackoffice(repoRoot, mkdtempSync(path.join(tmpdir(), 'tijara-bench-backoffice-')))
    : undefined;
  // The temporary folder: the postgres user can reach it even when the clone is root's alone.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tijara-bench-'));
  const env = {
    SEED: 'demo',
    DEMO_PRODUCTS: String(products),
    LOG_LEVEL: 'warn',
    SHOP_TOKEN,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...(storefrontDist ? { STOREFRONT_DIST: storefrontDist } : {}),
    ...(backofficeDist ? { BACKOFFICE_DIST: backofficeDist } : {}),
  };
  const started = performance.now();
  let server;
  try {
    // The ops group starts servers of its own: alone, it needs none of these.
    if (groups.size === 1 && groups.has('ops')) return await opsBench({ startedAt, host });
    server = await startServer({ repoRoot, dataDir, env });
    const coldStartMs = Math.round(performance.now() - started);
    console.log(
      `cold start (embedded PostgreSQL init, migrations, demo seed of ${products} products): ${coldStartMs} ms`,
    );
    console.log(`server RSS after start: ${rssOf(server.child.pid)} MiB\n`);
    if (groups.has('platform')) await platformBench(server.url);
    if (groups.has('platform')) console.log(`server RSS after load: ${rssOf(server.child.pid)} MiB`);
    if (groups.has('catalogue')) await catalogueBench(server, { dataDir, env, startedAt, host });
    if (groups.has('orders')) await ordersBench(server, { dataDir, env, startedAt, host });
    if (groups.has('dashboard')) {
      // The catalogue and orders groups stop the server: the dashboard needs one running.
      if (stopped(server)) server = await startServer({ repoRoot, dataDir, env });
      await dashboardBench(server, { dataDir, startedAt, host });
    }
    if (groups.has('pos')) {
      // The catalogue and orders groups stop the server: the till needs one running.
      if (stopped(server)) server = await startServer({ repoRoot, dataDir, env });
      await posBench(server, { dataDir, startedAt, host });
    }
    if (groups.has('storefront')) {
      // The catalogue and orders groups stop the server: the storefront's pages need one running.
      if (stopped(server)) server = await startServer({ repoRoot, dataDir, env });
      await storefrontBench(server, { startedAt, host, distDir: storefrontDist });
    }
    if (groups.has('ops')) {
      // Its own cluster: this server would only take CPU from it.
      await server.stop();
      await opsBench({ startedAt, host });
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (storefrontDist) rmSync(storefrontDist, { recursive: true, force: true });
    if (backofficeDist) rmSync(backofficeDist, { recursive: true, force: true });
  }
}

await main();
