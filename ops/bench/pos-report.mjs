/**
 * The till group's figures against their bars (issue 19, item 5), printed and written with the date
 * and the machine to ops/bench/results/pos.md (formatted as the repository's Prettier would).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';

export const POS_BARS = { searchMs: 50, scanMs: 200, drainMs: 5000, drainSales: 500 };

const met = (ok) => (ok ? '✓' : '✗');
const ms = (value) => (value === null || value === undefined ? '–' : `${value} ms`);

export function posTable(run) {
  const { search, scan, drain } = run;
  const drained = drain.orders === drain.sales && drain.distinctKeys === drain.sales;
  return [
    {
      measure: 'search, keystroke to results drawn',
      runs: search.count,
      p50: ms(search.p50),
      p95: ms(search.p95),
      max: ms(search.max),
      bar: `p95 ≤ ${POS_BARS.searchMs} ms ${met(search.p95 !== null && search.p95 <= POS_BARS.searchMs)}`,
    },
    {
      measure: `scan (code + Enter) to line in the cart, CPU ${scan.cpuSlowdown}x slower`,
      runs: scan.count,
      p50: ms(scan.p50),
      p95: ms(scan.p95),
      max: ms(scan.max),
      bar: `p95 ≤ ${POS_BARS.scanMs} ms ${met(scan.p95 !== null && scan.p95 <= POS_BARS.scanMs)}`,
    },
    {
      measure: `${drain.sales} queued sales drained to the server`,
      runs: 1,
      p50: ms(drain.ackedMs),
      p95: '',
      max: '',
      bar: `≤ ${POS_BARS.drainMs / 1000} s, exactly ${drain.sales} orders ${met(drain.ackedMs <= POS_BARS.drainMs && drained)}`,
    },
  ];
}

export function posLines(run) {
  const { drain, search } = run;
  const lines = [
    `- Catalogue's first load on the till: ${(run.catalogueMs / 1000).toFixed(1)} s for ${run.items} items (products and combinations).`,
    `- Search: ${search.count} keystrokes timed; ${search.unchanged} more changed nothing shown (not timed).`,
    `- Drain: ${drain.requests} syncOrders requests; last answer ${ms(drain.answeredMs)} and every sale acknowledged on the device ${ms(drain.ackedMs)} after the first request, of which ${ms(drain.inFlightMs)} with a request in flight (server and loopback) and the rest the device's own work between requests; device states ${JSON.stringify(drain.states)}; the server holds ${drain.orders} orders for the ${drain.sales} client order ids (${drain.distinctKeys} distinct).`,
  ];
  // The server's feeds (pos-feeds.mjs), one bullet each.
  if (run.feeds) lines.push(...run.feeds.lines.map((line) => (line.startsWith('- ') ? line : `- ${line}`)));
  return lines;
}

export async function writePosResults(repoRoot, { run, host, startedAt, products }) {
  const file = path.join(repoRoot, 'ops/bench/results/pos.md');
  mkdirSync(path.dirname(file), { recursive: true });
  const when = `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const table = posTable(run);
  const header = Object.keys(table[0]);
  const rows = table.map((row) => `| ${header.map((key) => row[key]).join(' | ')} |`);
  const text = `# Till (POS) bench

Written by \`npm run bench\` (ops/bench/run.mjs, ops/bench/pos.mjs); do not edit by hand, run it again.

- Date: ${when}
- Machine: ${host.cores} cores (${host.cpu}), ${host.ramGiB} GiB RAM, Node ${host.node}; load average ${host.load}
  when the run started. Server, PostgreSQL (embedded) and Chromium share the machine, over loopback.
- Data: SEED=demo, DEMO_PRODUCTS=${products}; Debian's Chromium headless, a 1024x768 tablet in French,
  the bench admin's till on the shop's default warehouse.

| ${header.join(' | ')} |
| ${header.map(() => '---').join(' | ')} |
${rows.join('\n')}

${posLines(run).join('\n')}

- Search: prefixes of product names and SKUs of the till's own catalogue, typed one key at a time; each
  keystroke is timed in the page from its keydown to the first animation frame after the results
  changed (the list or its status line).
- Scan: a SKU typed as a keyboard-wedge scanner types it, then Enter, with DevTools' CPU throttling at
  4x (Lighthouse's mobile profile); timed from Enter's keydown to the first frame after the cart
  changed. Each scan is another item, so each adds a line.
- Drain: one cash sale rung up and sent, then cloned in the device database as the till records a
  sale (sale, outbox entry, receipt sequence, stock, one transaction), the item's stock raised first
  so none is a conflict; the till is then opened and its sync leader sends the backlog in batches of
  20 (syncOrders): timed from its first request to every sale acknowledged on the device. The time with
  a request in flight is the server's (syncOrders records each sale in its own transaction; the orders
  group times the API alone in calls of 100); the rest is the device's (leases, outcomes, local records,
  the till's screen redrawn). On a loaded machine both grow: compare runs made on an idle one.
`;
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  return file;
}
