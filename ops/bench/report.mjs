/**
 * Turns the catalogue measurements into one table (printed, and written with the date, the machine
 * and the targets to ops/bench/results/catalogue.md). Each figure is shown as a ratio to the floor
 * at the same number of connections. The orders group's rows, SQL count and sync time go to
 * ops/bench/results/orders.md the same way; the storefront group's first-route JavaScript and Lighthouse
 * medians, against their bars, with the audits that failed, to ops/bench/results/storefront.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { CATALOGUE_CONNECTIONS } from './catalogue.mjs';
import { AUDITS_SHOWN } from './storefront.mjs';
import { PENDING_SHOWN_BAR_MS } from './storefront-checkout.mjs';

const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
const TARGET_SQL = { listing: 3, product: 5 };

export function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    ramGiB: (os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    load: os.loadavg()[0].toFixed(2),
  };
}

function targetOf(row, ratio, sql) {
  const checks = [];
  if (row.kind === 'listing' && row.connections === 50) {
    checks.push(`≥ ${TARGET_RATIO}× floor ${ratio >= TARGET_RATIO ? '✓' : '✗'}`);
    checks.push(`p99 < ${TARGET_P99_MS} ms ${row.p99 < TARGET_P99_MS ? '✓' : '✗'}`);
  }
  const maxSql = TARGET_SQL[row.kind];
  if (
    row.sqlTarget &&
    row.connections === CATALOGUE_CONNECTIONS[0] &&
    maxSql !== undefined &&
    sql !== undefined
  ) {
    checks.push(`≤ ${maxSql} SQL ${sql.cold <= maxSql ? '✓' : '✗'}`);
  }
  return checks.join(', ');
}

export function catalogueTable(rows, statements) {
  const floorAt = new Map(rows.filter((row) => row.floor).map((row) => [row.connections, row.rps]));
  return rows.map((row) => {
    const floor = floorAt.get(row.connections) ?? 0;
    const ratio = floor > 0 ? row.rps / floor : 0;
    const sql = row.floor ? undefined : statements?.[row.kind];
    return {
      scenario: row.name,
      connections: row.connections,
      URLs: row.urls,
      'req/s': row.rps,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      '× floor': row.floor ? '1.00' : ratio.toFixed(2),
      'SQL / request': row.floor ? '1' : sql === undefined ? 'n/a' : `${sql.cold} cold, ${sql.warm} warm`,
      target: row.floor ? '' : targetOf(row, ratio, sql),
    };
  });
}

/**
 * The promotions target: pricing a listing page with promotions adds at most one statement (the
 * shop's live promotions, cached until the catalogue next changes). Measured on a listing asked
 * just after a promotion was switched off and on again, against the same kind of listing cold.
 */
export function promotionsLine(statements) {
  const changed = statements?.promotionChange;
  const listing = statements?.listing;
  if (!changed || !listing) return '- Promotions: no demo promotion to change (DEMO_PRODUCTS=0).';
  const extra = changed.cold - listing.cold;
  const verdict = extra <= 1 ? '✓' : '✗';
  return `- Promotions: a listing asked just after a promotion changed ran ${changed.cold} SQL statements (${changed.warm} warm), the listing's own ${listing.cold} plus ${extra} for the shop's live promotions; target at most 1 more ${verdict}.`;
}

function markdownTable(table) {
  const columns = Object.keys(table[0] ?? {});
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...table.map((row) => line(columns.map((c) => row[c]))),
  ].join('\n');
}

export async function writeCatalogueResults(
  repoRoot,
  { table, host, targets, seconds, startedAt, statements },
) {
  const file = path.join(repoRoot, 'ops/bench/results/catalogue.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const when = `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const text = `# Catalogue bench

Written by \`npm run bench\` (ops/bench/run.mjs); do not edit by hand, run it again.

- Date: ${when}
- Machine: ${host.cores} cores (${host.cpu}), ${host.ramGiB} GiB RAM, Node ${host.node}; load average ${host.load}
  when the run started. Server, PostgreSQL (embedded) and autocannon share the machine, over loopback.
- Catalogue: ${targets.size.products} products, ${targets.size.combinations} combinations (SEED=demo,
  DEMO_PRODUCTS=${targets.size.products}), ${targets.categories} categories with at least one full page; ${seconds} s per row.

${markdownTable(table)}

${promotionsLine(statements)}

- Rows without "warm" rotate over the URLs counted (categories x pages x languages, every product x a
  language, categories x languages); "warm" rows repeat the first of them, an answer the server caches.
  "Answer cache bypassed" adds a different \`priceMin\` below every price to each listing request, so
  the same products come back but never from the cache: the cost of building a listing.
- × floor: req/s divided by the floor's at the same connections. The floor answers the same 12-product
  page (translations, combinations with values and images, images, brand, main category, TTC price)
  with one prepared SQL statement behind a bare node:http server (ops/bench/floor-server.mjs); the
  server's listing also carries filterData and the legacy field shapes.
- SQL / request: statements the server logged while answering one request of the kind just after a
  start (cold) and the same request again (warm), storefront-token lookup included.
- Targets: the listing at least ${TARGET_RATIO} x the floor with p99 under ${TARGET_P99_MS} ms at 50
  connections; at most ${TARGET_SQL.listing} SQL statements per listing request and ${TARGET_SQL.product} per product page.
  For scale (measured on a 2-core machine like this one): the floor about 2,400 req/s; Vendure 3.7.3 serves
  its 12-product grid at about 35 req/s (p99 500 ms at 10 connections, 49 SQL statements per request)
  and a product page at about 80 req/s.
`;
  // Formatted as the repository's Prettier would (the lint checks committed files).
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  return file;
}

const TARGET_CHECKOUTS_PER_S = 150;
const TARGET_CHECKOUT_SQL = 15;
const TARGET_SYNC_MS = 10_000;
const mark = (ok) => (ok ? '✓' : '✗');
const met = (ok) => (ok ? 'met' : 'not met');

/** The checkout rows; the throughput target applies to new orders (a replay writes nothing). */
export function ordersTable(rows) {
  return rows.map((row) => ({
    scenario: row.name,
    connections: row.connections,
    'req/s': row.rps,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    failures: row.failures,
    target: row.unique
      ? `≥ ${TARGET_CHECKOUTS_PER_S}/s, no failure ${mark(row.rps >= TARGET_CHECKOUTS_PER_S && row.failures === 0)}`
      : 'all 200 replayed ' + mark(row.failures === 0),
  }));
}

/** The statements line, the sync line and the targets with their verdicts, as markdown bullets. */
export function ordersLines({ rows, statements, sync }) {
  const unique = rows.filter((row) => row.unique);
  const checkoutsMet = unique.every((row) => row.rps >= TARGET_CHECKOUTS_PER_S && row.failures === 0);
  const sqlMet = statements.placed <= TARGET_CHECKOUT_SQL;
  const accepted = (sync.statuses.CREATED ?? 0) + (sync.statuses.CONFLICT ?? 0);
  const syncMet = sync.ms < TARGET_SYNC_MS && accepted === sync.orders && sync.recorded === sync.orders;
  const seconds = (sync.ms / 1000).toFixed(2);
  const statuses = Object.entries(sync.statuses)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
  return [
    `- SQL statements per checkout: ${statements.placed} for a new order (after a warm-up order), ${statements.replayed} for a replay of its key; transaction included.`,
    `- syncOrders: ${sync.orders} POS sales in ${sync.orders / sync.batch} calls of ${sync.batch}, one after the other: ${seconds} s, ${Math.round((sync.orders * 1000) / sync.ms)} orders/s; answers ${statuses}; ${sync.recorded} orders recorded for the till.`,
    `- Targets: at least ${TARGET_CHECKOUTS_PER_S} checkouts/s with new keys (${unique.map((row) => `${row.rps} at ${row.connections} connections`).join(', ')}): ${met(checkoutsMet)}; at most ${TARGET_CHECKOUT_SQL} SQL statements per checkout (${statements.placed}): ${met(sqlMet)}; ${sync.orders} synced POS orders in under ${TARGET_SYNC_MS / 1000} s, all created or conflict (${seconds} s): ${met(syncMet)}.`,
  ];
}

export async function writeOrdersResults(
  repoRoot,
  { table, lines, host, seconds, startedAt, products, rotation },
) {
  const file = path.join(repoRoot, 'ops/bench/results/orders.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const when = `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const text = `# Orders bench

Written by \`npm run bench\` (ops/bench/run.mjs, ops/bench/orders.mjs); do not edit by hand, run it again.

- Date: ${when}
- Machine: ${host.cores} cores (${host.cpu}), ${host.ramGiB} GiB RAM, Node ${host.node}; load average ${host.load}
  when the run started. Server, PostgreSQL (embedded) and autocannon share the machine, over loopback.
- Data: SEED=demo, DEMO_PRODUCTS=${products}; orders rotate over ${rotation} combinations of as many products
  (1 to 3 lines of quantity 1 each), stocked up in the shop's default warehouse first; ${seconds} s per row.

${markdownTable(table)}

${lines.join('\n')}

- "New key": \`POST /web/api/cart/checkout\` with the storefront token, every request a new
  clientOrderKey and a new phone (the 100 s cooldown is per phone), delivered by Sahel Express in Bab
  Ezzouar (Alger): each is a new order (201) with its customer, lines, reservation, history and
  cooldown. "Replay": one order's request sent again and again; each answers the first order
  (200, replayed) and places none. Failures: any other status, or a connection error.
- The server runs with PUBLIC_WRITE_LIMIT_PER_MINUTE at its maximum (1,000,000): every request comes
  from 127.0.0.1 and the per-address limit would otherwise refuse most of them.
- syncOrders: cash sales at the catalogue's prices (walk-in customer, device bench-till-1) sent by
  the bench admin (POS_SALE) as a till drains its outbox; each entry is its own transaction.
- For scale (measured on a 2-core machine like this one): Vendure 3.7.3 completes about 12 to 15 guest
  checkouts per second with about 340 SQL statements each.
`;
  // Formatted as the repository's Prettier would (the lint checks committed files).
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  return file;
}

/** The storefront's bars (issue 15, OFFLINE.md Q8 to Q10): Lighthouse mobile, median of the runs. */
/** The checkout's figures: its page's own JS, and the offline order's tap-to-pending time. */
function checkoutSection(checkout) {
  if (!checkout) return '## Checkout\n\nNot measured in this run.';
  const { chunk, pending } = checkout;
  const chunkLine = chunk.error
    ? `- Checkout page's own JavaScript: not measured (${chunk.error}).`
    : `- Checkout page's own JavaScript (what ${chunk.modules.map(code).join(', ')} adds to the entry, gzipped): ${kib(chunk.gzipBytes)} in ${chunk.files.map(code).join(', ')}.`;
  const pendingLine = pending.error
    ? `- Offline order, tap to "pending" shown: not measured (${oneLine(pending.error)}).`
    : `- Offline order, tap to "pending" shown, CPU slowed ${pending.cpuSlowdown}x (DevTools protocol), 412 px: median ${pending.medianMs} ms ${mark(pending.medianMs <= PENDING_SHOWN_BAR_MS)} (runs ${pending.runs.join(', ')} ms; bar ${PENDING_SHOWN_BAR_MS} ms, OFFLINE.md Q4). From the pointer-down on "Commander" to the first frame after the pending notice is in the page; the order and its outbox entry are written in Dexie in between.`;
  return `## Checkout\n\n${chunkLine}\n${pendingLine}`;
}

export const STOREFRONT_BARS = { performance: 90, lcpMs: 2500, cls: 0.1, tbtMs: 200, accessibility: 95 };
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const secondsText = (ms) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const judged = (value, ok, text) => (value === null ? 'n/a' : `${text} ${mark(ok)}`);

/** One row per page: the medians, each against its bar. */
export function storefrontTable(pages) {
  const bars = STOREFRONT_BARS;
  return pages.map((page) => {
    const m = page.median;
    return {
      page: page.name,
      performance: judged(
        m.performance,
        m.performance >= bars.performance,
        `${m.performance} (${page.series.performance.join(', ')})`,
      ),
      LCP: judged(m.lcpMs, m.lcpMs <= bars.lcpMs, secondsText(m.lcpMs)),
      CLS: judged(m.cls, m.cls <= bars.cls, m.cls?.toFixed(3)),
      TBT: judged(m.tbtMs, m.tbtMs <= bars.tbtMs, `${Math.round(m.tbtMs)} ms`),
      FCP: secondsText(m.fcpMs),
      accessibility: judged(m.accessibility, m.accessibility >= bars.accessibility, String(m.accessibility)),
      runs: page.errors.length ? `${page.runs} (${page.errors.length} failed)` : String(page.runs),
    };
  });
}

/** The bars each page misses, for the console and the file's summary line. */
export function storefrontMisses(pages, budgets, checkout = null) {
  const bars = STOREFRONT_BARS;
  const misses = [];
  for (const route of budgets.routes ?? []) {
    if (route.gzipBytes > budgets.budgetBytes) {
      misses.push(`${route.name} JS ${(route.gzipBytes / 1024).toFixed(2)} KiB`);
    }
  }
  if (budgets.error) misses.push('JS budget not measured');
  for (const { name, median: m } of pages) {
    if (m.performance === null) misses.push(`${name} not measured`);
    if (m.performance !== null && m.performance < bars.performance)
      misses.push(`${name} performance ${m.performance}`);
    if (m.lcpMs !== null && m.lcpMs > bars.lcpMs) misses.push(`${name} LCP ${secondsText(m.lcpMs)}`);
    if (m.cls !== null && m.cls > bars.cls) misses.push(`${name} CLS ${m.cls.toFixed(3)}`);
    if (m.tbtMs !== null && m.tbtMs > bars.tbtMs) misses.push(`${name} TBT ${Math.round(m.tbtMs)} ms`);
    if (m.accessibility !== null && m.accessibility < bars.accessibility) {
      misses.push(`${name} accessibility ${m.accessibility}`);
    }
  }
  const pending = checkout?.pending;
  if (pending && pending.medianMs === null) misses.push('pending shown not measured');
  if (pending?.medianMs != null && pending.medianMs > PENDING_SHOWN_BAR_MS) {
    misses.push(`pending shown ${pending.medianMs} ms`);
  }
  return misses;
}

export function budgetTable(budgets) {
  return (budgets.routes ?? []).map((route) => ({
    route: route.name,
    'JS gzipped': `${(route.gzipBytes / 1024).toFixed(2)} KiB (${route.gzipBytes} B)`,
    budget: `≤ ${budgets.budgetBytes / 1024} KiB ${mark(route.gzipBytes <= budgets.budgetBytes)}`,
    files: route.files.length,
  }));
}

const code = (text) => `\`${String(text).replaceAll('`', "'")}\``;
const oneLine = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
const titleOf = (audit) => oneLine(audit.title).replace(/\.$/, '');

function savingsText(savings) {
  const parts = Object.entries(savings ?? {})
    .filter(([, value]) => value > 0)
    .map(([metric, value]) =>
      metric === 'CLS' ? `${metric} ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`,
    );
  return parts.length ? `; savings ${parts.join(', ')}` : '';
}

function auditLines(pages, runs, { key, line, none }) {
  return pages.flatMap((page) => {
    const audits = page[key];
    const head = `- **${page.name}**${audits.length ? ':' : `: ${none}`}`;
    return [
      head,
      ...audits.slice(0, AUDITS_SHOWN).map((audit) => `  - ${line(audit)} (${audit.runs}/${runs} runs)`),
    ];
  });
}

export async function writeStorefrontResults(
  repoRoot,
  { budgets, pages, checkout, host, startedAt, products, groupSeconds, groupLoad },
) {
  const file = path.join(repoRoot, 'ops/bench/results/storefront.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const when = `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const env = pages.find((page) => page.environment)?.environment;
  const settings = env?.settings;
  const throttling = settings?.throttling;
  const chrome = env?.chrome ?? 'unknown';
  const runs = Math.max(...pages.map((page) => page.runs), 0);
  const misses = storefrontMisses(pages, budgets, checkout);
  const bars = STOREFRONT_BARS;
  const checkoutPart = checkoutSection(checkout);
  const budgetPart = budgets.error
    ? `Not measured: ${budgets.error}`
    : `${markdownTable(budgetTable(budgets))}

${budgets.routes
  .map(
    (route) =>
      `- **${route.name}** (entry + ${route.modules.map(code).join(', ')}): ${route.files
        .map((f) => `${code(f.file)} ${kib(f.gzipBytes)}`)
        .join(', ')}`,
  )
  .join('\n')}`;
  const warnings = [...new Set(pages.flatMap((page) => page.warnings))];
  const errors = pages.flatMap((page) => page.errors.map((error) => `${page.name}: ${error}`));
  const retried = pages.flatMap((page) =>
    page.retried.map((error) => `${page.name}: ${error.split(':')[0]}`),
  );
  const text = `# Storefront bench

Written by \`npm run bench\` (ops/bench/run.mjs, ops/bench/storefront.mjs); do not edit by hand, run it again.

- Date: ${when}
- Machine: ${host.cores} cores (${host.cpu}), ${host.ramGiB} GiB RAM, Node ${host.node}; load average ${host.load}
  when the run started, ${groupLoad} when this group started. Server, PostgreSQL (embedded) and Chromium
  share the machine, over loopback.
- Data: SEED=demo, DEMO_PRODUCTS=${products}; build of the storefront: ${budgets.builtAt ? budgets.builtAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : 'unknown'}.
- Pages: ${pages.map((page) => `${page.name} ${code(page.path)}${page.note ? ` (${page.note})` : ''}`).join(', ')}.
- Verdict: ${misses.length ? `bars not met: ${misses.join('; ')}.` : 'every bar met.'}

## JavaScript for the first route (gzipped)

The app's entry and the route's page module with every chunk they import statically (Vite's build
manifest, gzip level 9; clients/shared/build/route-budget.cjs); chunks loaded by a dynamic \`import()\`
come after the first paint and are not counted.

${budgetPart}

${checkoutPart}

## Lighthouse, mobile (median of ${runs} runs)

${markdownTable(storefrontTable(pages))}

- Bars: performance ≥ ${bars.performance}, LCP ≤ ${bars.lcpMs / 1000} s, CLS ≤ ${bars.cls}, TBT ≤ ${bars.tbtMs} ms,
  accessibility ≥ ${bars.accessibility}; each figure is the median of its own runs (performance shows every run).
- Lighthouse ${env?.lighthouse ?? 'unknown'} (node API, default config: formFactor ${settings?.formFactor ?? '?'},
  ${settings?.screenEmulation ? `${settings.screenEmulation.width}x${settings.screenEmulation.height} DPR ${settings.screenEmulation.deviceScaleFactor}` : 'no screen emulation'},
  throttling ${settings?.throttlingMethod ?? '?'}: ${throttling ? `${throttling.rttMs} ms RTT, ${Math.round(throttling.throughputKbps)} kbps down, CPU ${throttling.cpuSlowdownMultiplier}x` : '?'}),
  only the performance and accessibility categories; Chromium ${chrome} (/usr/bin/chromium, --headless=new
  --no-sandbox), a new browser (a new profile: no cache, no storage) for every run. Lighthouse's CPU
  benchmark index on this machine (median): ${pages.map((page) => `${page.name} ${page.benchmarkIndex ?? 'n/a'}`).join(', ')}.
- Time: ${Math.round(groupSeconds)} s for the group. The simulated 4x CPU slowdown multiplies the CPU time
  observed, so TBT and the performance score grow with the machine's load (and the benchmark index
  falls): compare runs made on an idle machine.
${errors.length ? `- Failed runs: ${errors.map(oneLine).join('; ')}\n` : ''}${retried.length ? `- Runs taken again (Lighthouse could not record them): ${retried.join('; ')}.\n` : ''}${warnings.length ? `- Lighthouse warnings: ${warnings.map(oneLine).join(' ')}\n` : ''}
### Largest contentful paint

The element of the run with the median LCP and where its time went (Lighthouse's LCP breakdown, timed
in the unthrottled trace, so the parts add up to less than the simulated LCP above).

${pages
  .map((page) =>
    page.lcp?.selector
      ? `- **${page.name}**: ${code(page.lcp.selector)}; ${page.lcp.parts}`
      : // Lighthouse names the element from the finished page: one replaced after its paint (the home's
        // lead banner drawn from the served hint, then by its block) is no longer there to name.
        `- **${page.name}**: no element named (it was replaced after its paint, as the lead banner drawn from the served page's hint is by its block)${page.lcp?.parts ? `; ${page.lcp.parts}` : ''}`,
  )
  .join('\n')}

### Performance audits that failed

Insights and diagnostics of the performance category scored under 0.9, most frequent first, in how
many runs each failed; the savings are Lighthouse's estimate.

${auditLines(pages, runs, {
  key: 'performanceAudits',
  none: 'none',
  line: (audit) =>
    `${code(audit.id)} ${titleOf(audit)}${audit.displayValue ? `: ${oneLine(audit.displayValue)}` : ''}${savingsText(audit.savings)}${audit.detail ? ` — ${oneLine(audit.detail)}` : ''}`,
}).join('\n')}

### Accessibility audits that failed

${auditLines(pages, runs, {
  key: 'accessibilityAudits',
  none: 'none',
  line: (audit) =>
    `${code(audit.id)} ${titleOf(audit)}: ${audit.elements} element${audit.elements === 1 ? '' : 's'}${
      audit.selector
        ? `, first ${code(audit.selector)}${audit.label && audit.label !== audit.selector ? ` (${oneLine(audit.label).slice(0, 60)})` : ''}`
        : ''
    }`,
}).join('\n')}
`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  return file;
}
