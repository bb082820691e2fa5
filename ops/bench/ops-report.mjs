/**
 * Writes the ops group's figures (ops.mjs) to ops/bench/results/ops.md: the table, the ratios between
 * setups, and the throughput per core of each part, which ops/README.md's sizing guide starts from.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';

const mib = (bytes) => (bytes / 1024 ** 2).toFixed(0);
const cores = (value) => (value > 0.005 ? value.toFixed(2) : '–');
const serverCores = (row) => (row.cores['server A'] ?? 0) + (row.cores['server B'] ?? 0);

/** Requests per second for each core a part used: what carries over to a machine of its own. */
const perCore = (rps, used) => (used >= 0.2 ? String(Math.round(rps / used)) : 'n/a');

export function opsTable(rows) {
  return rows.map((row) => ({
    setup: row.setup,
    scenario: row.scenario,
    'req/s': row.rps,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    failures: row.failures,
    'servers CPU': cores(serverCores(row)),
    'nginx CPU': cores(row.cores.nginx ?? 0),
    'PostgreSQL CPU': cores(row.cores.PostgreSQL ?? 0),
    'autocannon CPU': cores(row.cores.autocannon ?? 0),
    'machine busy': `${Math.round(row.machineBusy * 100)} %`,
    'req/s per server core': perCore(row.rps, serverCores(row)),
    'req/s per PG core': perCore(row.rps, row.cores.PostgreSQL ?? 0),
    'PG conns open / busy': `${row.pgConnections.open} / ${row.pgConnections.busy}`,
  }));
}

const rowOf = (rows, setup, scenario) => rows.find((row) => row.setup === setup && row.scenario === scenario);
const ratio = (a, b) => (a && b ? (a.rps / b.rps).toFixed(2) : 'n/a');

export function opsLines(run) {
  const scenarios = [...new Set(run.rows.map((row) => row.scenario))];
  return scenarios.map((scenario) => {
    const direct = rowOf(run.rows, 'A direct', scenario);
    const one = rowOf(run.rows, 'A behind nginx', scenario);
    const two = rowOf(run.rows, 'A + B behind nginx', scenario);
    return (
      `- **${scenario}**: A + B behind nginx ${ratio(two, one)}× A behind nginx; A behind nginx ` +
      `${ratio(one, direct)}× A direct.`
    );
  });
}

export async function writeOpsResults(repoRoot, { run, table, lines, host, startedAt, products, seconds }) {
  const file = path.join(repoRoot, 'ops/bench/results/ops.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const when = `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const columns = Object.keys(table[0] ?? {});
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const markdown = [
    line(columns),
    line(columns.map(() => '---')),
    ...table.map((row) => line(columns.map((c) => row[c]))),
  ];
  const text = `# Ops bench: one and two instances behind nginx

Written by \`npm run bench\` (ops/bench/run.mjs, ops/bench/ops.mjs); do not edit by hand, run it again.

- Date: ${when}
- Machine: ${host.cores} cores (${host.cpu}), ${host.ramGiB} GiB RAM, Node ${host.node}; load average ${host.load}
  when the run started. **Everything shares these ${host.cores} cores**: both server instances, PostgreSQL,
  nginx and autocannon, over loopback, and other work on the machine at the time (other sessions' builds
  and tests: the "machine busy" column counts it with ours). Two instances therefore cannot serve twice
  what one serves here; the CPU columns say where the time went, and the figures per core below are what
  carries over to machines of their own.
- Data: SEED=demo, DEMO_PRODUCTS=${products} (${run.size.products} products, ${run.size.combinations}
  combinations); PostgreSQL 18 (embedded) with its durable defaults (fsync on); ${run.connections}
  connections, ${seconds} s per row; start of the cluster (PostgreSQL, migrations and seed, two
  instances, nginx): ${(run.startMs / 1000).toFixed(1)} s. Memory (RSS) after the run: ${Object.entries(
    run.rss,
  )
    .map(([name, mib]) => `${name} ${mib} MiB`)
    .join(', ')}.

${markdown.join('\n')}

${lines.join('\n')}
- **Storage**: the database held ${mib(run.disk.seededBytes)} MiB after the seed and the stock-up; the
  ${run.disk.placed} orders placed during the run (each a customer, 1 to 3 lines, a reservation, a status
  row, a cooldown) added ${mib(run.disk.placed * run.disk.bytesPerOrder)} MiB, about
  ${(run.disk.bytesPerOrder / 1024).toFixed(1)} KiB per order with its indexes (\`pg_database_size\`, before
  any vacuum; WAL and backups apart).

- Setups: "A direct" is autocannon against instance A's own port; "A behind nginx" goes through an
  nginx whose upstream is A alone; "A + B behind nginx" through the nginx of both (round robin, upstream
  keep-alive; ops/multi-instance/nginx-config.ts). B runs in every row (idle in the first two).
- Scenarios: the category listing \`GET /web/public/api/category/products/<slug>?page=N&pageSize=12\` with
  the storefront token, rotating over every category with a full page, pages 1 to 3 and fr/en/ar (the
  instance's answer cache warm: what shoppers browsing mostly cost); the same with a new \`priceMin\` on
  every request, so no answer is cached and each reads PostgreSQL; \`POST /web/api/cart/checkout\` with a
  new clientOrderKey and phone each (201, a new order with its reservation; orders.mjs's requests).
- CPU columns: cores used on average during the row (1.00 = one core all the time), from /proc (a
  process's user + system time; "servers" adds A and B; PostgreSQL counts the postmaster and its
  backends). "Per server core" and "per PG core" divide the requests served by those cores: on a machine
  shared by everything they are the figures that carry over (ops/README.md, "Capacity and sizing").
- "PG conns open / busy": the most connections both instances had open to the database at once (a pool of
  at most 10 per instance, orm-config.ts, idle ones kept a while, plus each instance's own few), and the
  most of them running a statement or inside a transaction, sampled every 100 ms.
- Any answer but 200 (listing) or 201 (checkout), or a connection error, is a failure.
`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  return file;
}
