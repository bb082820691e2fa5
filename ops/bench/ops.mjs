/**
 * The ops part of `npm run bench` (issue 21): what one and two instances behind nginx serve on this
 * machine. The multi-instance harness (ops/multi-instance/cluster.ts, loaded through
 * @swc-node/register) starts one PostgreSQL with PostgreSQL's durable defaults, runs the migration
 * command once (SEED=demo), and starts two built servers (MIGRATE=false); nginx fronts A alone and A
 * and B together. At BENCH_OPS_CONNECTIONS connections (default 50), for each of "A direct", "A behind
 * nginx" and "A + B behind nginx": the category listing rotating over pages and languages (answer
 * cache warm), the same listing with the cache bypassed (each request a new priceMin, so every one
 * reads PostgreSQL) and checkouts with a new key and phone each. Each row records the CPU each part
 * used (servers, nginx, PostgreSQL, autocannon) and the machine's busy share, and the most PostgreSQL
 * connections the instances held. Written to ops/bench/results/ops.md by ops-report.mjs.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { catalogueTargets } from './catalogue.mjs';
import { measure } from './load.mjs';
import { orderRequest, ordersTargets } from './orders.mjs';
import { cpuMeter } from './process-cpu.mjs';
import { rssOf } from './server.mjs';

export const OPS_CONNECTIONS = Number(process.env.BENCH_OPS_CONNECTIONS ?? 50);
const CHECKOUT_PATH = '/web/api/cart/checkout';

/** The TypeScript harness, compiled on load with the harness's own tsconfig. */
function loadHarness(repoRoot) {
  const before = process.env.SWC_NODE_PROJECT;
  process.env.SWC_NODE_PROJECT = path.join(repoRoot, 'ops/tsconfig.json');
  try {
    const require = createRequire(import.meta.url);
    require('@swc-node/register');
    return require('../multi-instance/cluster.ts');
  } finally {
    if (before === undefined) delete process.env.SWC_NODE_PROJECT;
    else process.env.SWC_NODE_PROJECT = before;
  }
}

/** Checkouts with a new key and phone each (orders.mjs builds them); anything but 201 is a failure. */
async function checkoutLoad({ baseUrl, token, targets, connections, seconds }) {
  let firstRefusal = null;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: CHECKOUT_PATH,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        setupRequest: (raw) => ({ ...raw, body: JSON.stringify(orderRequest(targets)) }),
        onResponse: (status, body) => {
          if (status !== 201 && firstRefusal === null) firstRefusal = `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  });
  const others = Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) !== 201)
    .reduce((sum, [, { count }]) => sum + count, 0);
  if (firstRefusal) console.warn(`checkout at ${connections} connections: first refusal ${firstRefusal}`);
  const { p50, p99 } = result.latency;
  return { rps: Math.round(result.requests.average), p50, p99, failures: result.errors + others };
}

/**
 * The most connections the instances had open to the database, and the most of them running a
 * statement or inside a transaction, while `work` ran (sampled every 100 ms).
 */
async function withConnectionCount(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const most = { open: 0, busy: 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await client.query(
        `select count(*)::int as open, (count(*) filter (where state <> 'idle'))::int as busy
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      most.open = Math.max(most.open, rows[0].open);
      most.busy = Math.max(most.busy, rows[0].busy);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    return { result: await work(), connections: most };
  } finally {
    sampling = false;
    await sampler;
    await client.end();
  }
}

function cpuParts(cluster, nginx) {
  const [a, b] = cluster.instances;
  return {
    'server A': { pid: a.pid },
    'server B': { pid: b.pid },
    nginx: { pid: nginx?.pid ?? -1 },
    PostgreSQL: { pid: cluster.postgres.postmasterPid(), withChildren: true },
    autocannon: { pid: process.pid },
  };
}

async function measureRow({ cluster, setup, scenario, run }) {
  const meter = cpuMeter(cpuParts(cluster, setup.nginx));
  const { result, connections } = await withConnectionCount(cluster.postgres.url, run);
  const { cores, machineBusy } = meter.stop();
  const row = { setup: setup.name, scenario, ...result, cores, machineBusy, pgConnections: connections };
  console.log(
    `${setup.name}, ${scenario}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.failures} failures`,
  );
  return row;
}

/** The three setups, the three scenarios each, at OPS_CONNECTIONS connections. */
async function measureSetups({ cluster, setups, token, catalogue, targets, seconds }) {
  const connections = OPS_CONNECTIONS;
  const rows = [];
  for (const setup of setups) {
    const shared = { baseUrl: setup.url, connections, seconds };
    const listing = (name, requests) => async () => {
      const { rps, p50, p99 } = await measure({ name, requests, ...shared });
      return { rps, p50, p99, failures: 0 };
    };
    const scenarios = [
      ['listing, cache warm', listing('listing', catalogue.listing)],
      ['listing, cache bypassed', listing('listing bypassed', catalogue.listingBypass)],
      ['checkout, new key', () => checkoutLoad({ ...shared, token, targets })],
    ];
    for (const [scenario, run] of scenarios) rows.push(await measureRow({ cluster, setup, scenario, run }));
  }
  return rows;
}

/** The application database's size on disk (tables, indexes, TOAST) and its orders. */
async function storage(postgres) {
  const [row] = await postgres.query(
    'select pg_database_size(current_database())::float8 as bytes, (select count(*)::int from customer_order) as orders',
  );
  return row;
}

export async function runOpsBench({ repoRoot, products, seconds }) {
  const { startCluster, SHOP_TOKEN } = loadHarness(repoRoot);
  const started = performance.now();
  const cluster = await startCluster({ instances: 2, demoProducts: products, durable: true });
  try {
    const startMs = Math.round(performance.now() - started);
    const [a] = cluster.instances;
    const setups = [
      { name: 'A direct', url: a.url, nginx: undefined },
      { name: 'A behind nginx', nginx: await cluster.front([a]) },
      { name: 'A + B behind nginx', nginx: cluster.nginx },
    ].map((setup) => ({ ...setup, url: setup.url ?? setup.nginx.url }));
    const targets = await ordersTargets(repoRoot, cluster.postgres.url);
    const catalogue = await catalogueTargets(repoRoot, cluster.postgres.url, SHOP_TOKEN);
    // Both instances' caches and pools warm before anything is counted.
    await measure({
      name: 'warm-up',
      baseUrl: cluster.nginx.url,
      requests: catalogue.listing,
      connections: 10,
      seconds: 2,
    });
    await checkoutLoad({
      baseUrl: cluster.nginx.url,
      token: SHOP_TOKEN,
      targets,
      connections: 10,
      seconds: 1,
    });
    const before = await storage(cluster.postgres);
    const rows = await measureSetups({ cluster, setups, token: SHOP_TOKEN, catalogue, targets, seconds });
    const after = await storage(cluster.postgres);
    const rss = Object.fromEntries(cluster.instances.map((instance) => [instance.name, rssOf(instance.pid)]));
    const placed = after.orders - before.orders;
    const disk = { seededBytes: before.bytes, placed, bytesPerOrder: (after.bytes - before.bytes) / placed };
    return { rows, rss, startMs, connections: OPS_CONNECTIONS, size: catalogue.size, disk };
  } finally {
    await cluster.stop();
  }
}
