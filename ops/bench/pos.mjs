/* global window, document -- page code run by Playwright in the browser (window.print returns at once in headless Chromium) */
/**
 * The till part of `npm run bench` (issue 19, item 5; OFFLINE.md Q5 and Q11), on the built back office
 * served by the server of the run (the demo shop, BENCH_PRODUCTS products and their combinations), in
 * Debian's Chromium, headless, on a 1024x768 tablet in French. The bench admin registers a till on the
 * shop's default warehouse and opens a session (the catalogue's first load is timed), then:
 *   - search: keystrokes typed one by one into the till's search (prefixes of product names and
 *     SKUs from the till's own catalogue); each is timed from its keydown to the first frame after the
 *     results changed (a keystroke that changes nothing shown is counted apart): p50, p95, max against
 *     50 ms;
 *   - scan: with the CPU slowed 4x (Lighthouse's mobile profile, DevTools' CPU throttling), a code typed
 *     as a keyboard-wedge scanner types it, then Enter: from Enter's keydown to the first frame showing
 *     the new line in the cart, SCAN_RUNS distinct items: p50, p95, max against 200 ms;
 *   - drain: a cash sale rung up and sent, then cloned POS_DRAIN_SALES times in the device database as
 *     the till records a sale (the sync leader not woken), then the till opened: from its first
 *     syncOrders request to the last answer, and to every sale acknowledged on the device, against
 *     5 s; the orders the server then holds for the clones' client order ids (exactly 500).
 * Measured, never asserted: pos-report.mjs compares the figures with the bars and writes
 * ops/bench/results/pos.md; pos-page.mjs is the code that runs in the page.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  QUIET_MS,
  cloneNewestSale,
  latencyOf,
  saleStates,
  tillItems,
  unsentCount,
  watch,
} from './pos-page.mjs';
import { embeddedDatabaseUrl } from './server.mjs';

export const POS_DRAIN_SALES = Number(process.env.BENCH_POS_SALES ?? 500);
const SCAN_RUNS = Number(process.env.BENCH_POS_SCANS ?? 25);
/** Queries typed, each a prefix of a product name or a SKU of the till's catalogue. */
const SEARCH_QUERIES = 24;
const CPU_SLOWDOWN = 4;

/**
 * A copy of the back office's build (clients/backoffice/dist) the server serves for the run
 * (BACKOFFICE_DIST): a rebuild meanwhile would swap the hashed assets under the till's feet.
 */
export function snapshotBackoffice(repoRoot, dir) {
  const distDir = path.join(repoRoot, 'clients/backoffice/dist');
  rmSync(dir, { recursive: true, force: true });
  cpSync(distDir, dir, { recursive: true, preserveTimestamps: true });
  for (const file of ['index.html', 'sw.js', 'manifest.webmanifest']) {
    if (!existsSync(path.join(dir, file)))
      throw new Error(`pos: the back office build lacks ${file}: npm run build first`);
  }
  return dir;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export function summary(values) {
  const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    count: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    max: round(values.length ? Math.max(...values) : null),
  };
}

async function signIn(page, url, admin) {
  await page.goto(`${url}/dashboard/`);
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Mot de passe').fill(admin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
}

const SEARCH_FIELD = 'Rechercher un article par nom, référence ou code-barres';
const SEARCH_READY = 'Entrée ajoute l’article au code exact, ou celui choisi avec les flèches.';

/**
 * Registers the tablet as till B1 on the shop's default warehouse and opens a session with an empty
 * drawer; answers how long the catalogue's first load took (from the till's first screen after
 * registering to the session's button enabled).
 */
async function registerAndOpen(page, url, warehouseName) {
  await page.goto(`${url}/dashboard/pos`);
  const warehouse = page.getByLabel('Entrepôt', { exact: true });
  await warehouse.locator('option', { hasText: warehouseName }).waitFor({ state: 'attached' });
  await warehouse.selectOption({ label: warehouseName });
  await page.getByLabel('Code de la caisse').fill('B1');
  await page.getByLabel('Nom de la caisse').fill('Caisse du bench');
  await page.getByRole('button', { name: 'Enregistrer la caisse' }).click();
  const began = performance.now();
  const open = page.getByRole('button', { name: 'Ouvrir la session' });
  const next = page.getByRole('button', { name: 'Continuer' });
  await next.or(open).waitFor();
  if (await next.isVisible()) await next.click();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent === 'Ouvrir la session' && !b.disabled,
      ),
    undefined,
    { timeout: 300_000, polling: 100 },
  );
  const catalogueMs = Math.round(performance.now() - began);
  await page.getByLabel('Fond de caisse').fill('0');
  await open.click();
  // The search built over the catalogue: a key before it would do nothing.
  await page.getByText(SEARCH_READY).waitFor();
  return catalogueMs;
}

function searchQueries(items) {
  const step = Math.max(1, Math.floor(items.length / SEARCH_QUERIES));
  const queries = [];
  for (let at = 0; queries.length < SEARCH_QUERIES && at < items.length; at += step) {
    const item = items[at];
    // Every third query a SKU, the others a name's first two words, as a cashier types them.
    const text =
      queries.length % 3 === 2 && item.sku ? item.sku : item.name.split(/\s+/).slice(0, 2).join(' ');
    // Typed as a French keyboard without its accent keys would: the till's search ignores accents.
    queries.push(
      text
        .normalize('NFD')
        .replace(/[^A-Za-z0-9 -]/g, '')
        .slice(0, 12),
    );
  }
  return queries;
}

async function measureSearch(page, items) {
  await page.getByRole('combobox', { name: SEARCH_FIELD }).focus();
  await watch(page, 'results');
  const latencies = [];
  let unchanged = 0;
  for (const query of searchQueries(items)) {
    for (const char of query) {
      const index = await page.evaluate(() => window.__pos.keys.length);
      await page.keyboard.press(char === ' ' ? 'Space' : char);
      const ms = await latencyOf(page, index);
      if (ms === null) unchanged += 1;
      else latencies.push(ms);
    }
    await page.keyboard.press('Escape');
    await page.waitForTimeout(QUIET_MS);
  }
  return { ...summary(latencies), unchanged };
}

async function measureScan(page, context, items) {
  const field = page.getByRole('combobox', { name: SEARCH_FIELD });
  const counts = new Map();
  for (const { sku } of items) counts.set(sku, (counts.get(sku) ?? 0) + 1);
  const codes = items.filter((item) => item.sku && counts.get(item.sku) === 1).map((item) => item.sku);
  const chosen = [];
  const step = Math.max(1, Math.floor(codes.length / SCAN_RUNS));
  for (let at = 0; chosen.length < SCAN_RUNS && at < codes.length; at += step) chosen.push(codes[at]);
  await watch(page, 'cart');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const latencies = [];
  try {
    for (const code of chosen) {
      await field.focus();
      await page.keyboard.type(code);
      const frames = await page.evaluate(() => window.__pos.frames.length);
      const index = await page.evaluate(() => window.__pos.keys.length);
      await page.keyboard.press('Enter');
      const ms = await page
        .waitForFunction(
          ({ index, frames }) => {
            const key = window.__pos.keys[index];
            const frame = window.__pos.frames
              .slice(frames)
              .find((stamp) => key !== undefined && stamp >= key);
            return frame === undefined ? false : frame - key;
          },
          { index, frames },
          { polling: 'raf', timeout: 10_000 },
        )
        .then((handle) => handle.jsonValue());
      latencies.push(ms);
      await page.waitForTimeout(100);
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  return { ...summary(latencies), cpuSlowdown: CPU_SLOWDOWN };
}

/** Rings up one item by its code and takes the exact amount in cash; waits until the server has it. */
async function sellOne(page, code) {
  const field = page.getByRole('combobox', { name: SEARCH_FIELD });
  await field.fill(code);
  await field.press('Enter');
  await page.getByRole('button', { name: /^Encaisser/ }).click();
  await page.getByRole('button', { name: 'Compte exact' }).click();
  await page.getByRole('button', { name: 'Valider la vente' }).click();
  await page.getByText(/^Vente .+ enregistrée\.$/).waitFor();
}

async function withDatabase(repoRoot, dataDir, work) {
  const pg = createRequire(path.join(repoRoot, 'server/package.json'))('pg');
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The demo shop's default warehouse, where the bench's till sells from. */
function defaultWarehouse(repoRoot, dataDir) {
  return withDatabase(repoRoot, dataDir, async (client) => {
    const { rows } = await client.query(
      'select id, name from warehouse where is_shop_default order by name limit 1',
    );
    if (!rows[0]) throw new Error('pos: the demo shop has no default warehouse');
    return rows[0];
  });
}

/**
 * Units of the drain's item received in the till's warehouse with their ledger row (on hand stays the
 * ledger's sum): the backlog's sales are then created, not conflicts for want of stock.
 */
function stockUp(repoRoot, dataDir, warehouseId, item, units) {
  return withDatabase(repoRoot, dataDir, (client) =>
    client.query(
      `with level as (
         insert into stock_level (warehouse_id, product_id, combination_id, on_hand, reserved, updated_at)
         values ($1, $2, $3, $4, 0, now())
         on conflict (warehouse_id, product_id, coalesce(combination_id, 0))
         do update set on_hand = stock_level.on_hand + excluded.on_hand, updated_at = excluded.updated_at
         returning warehouse_id, product_id, combination_id, on_hand)
       insert into stock_movement (warehouse_id, product_id, combination_id, quantity, balance_after, reason, note, created_at)
       select warehouse_id, product_id, combination_id, $4, on_hand, 'adjustment', 'npm run bench: pos group', now()
       from level`,
      [warehouseId, item.productId, item.combinationId, units],
    ),
  );
}

/** Orders the server holds for these client order ids, and how many distinct ids they carry. */
function ordersFor(repoRoot, dataDir, clientOrderIds) {
  return withDatabase(repoRoot, dataDir, async (client) => {
    const { rows } = await client.query(
      `select count(*)::int as orders, count(distinct client_order_key)::int as keys
       from customer_order where client_order_key = any($1::text[])`,
      [clientOrderIds],
    );
    return rows[0];
  });
}

async function measureDrain(page, { url, repoRoot, dataDir, warehouse, item }) {
  await stockUp(repoRoot, dataDir, warehouse.id, item, POS_DRAIN_SALES * 2);
  await sellOne(page, item.sku);
  for (let tries = 0; (await saleStates(page)).acked !== 1; tries++) {
    if (tries > 200)
      throw new Error(`The rung-up sale was not sent: ${JSON.stringify(await saleStates(page))}`);
    await page.waitForTimeout(100);
  }
  // Cloned where no app runs (the manifest of the same origin): no sync leader sees them before the till opens.
  await page.goto(`${url}/dashboard/manifest.webmanifest`);
  const ids = await cloneNewestSale(page, POS_DRAIN_SALES);
  // Each syncOrders request: when it left and when its answer was in (the leader sends one at a time).
  const requests = [];
  const started = new Map();
  const isSync = (request) => request.method() === 'POST' && /SyncTillSales/.test(request.postData() ?? '');
  page.on('request', (request) => {
    if (isSync(request)) started.set(request, performance.now());
  });
  page.on('requestfinished', (request) => {
    if (isSync(request)) requests.push({ start: started.get(request), end: performance.now() });
  });
  await page.goto(`${url}/dashboard/pos`);
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline && (requests.length === 0 || (await unsentCount(page)) > 0)) {
    await page.waitForTimeout(50);
  }
  const ackedAt = performance.now();
  const states = await saleStates(page);
  const first = Math.min(...requests.map((request) => request.start), ackedAt);
  const server = await ordersFor(repoRoot, dataDir, ids);
  return {
    sales: POS_DRAIN_SALES,
    requests: requests.length,
    answeredMs: requests.length
      ? Math.round(Math.max(...requests.map((request) => request.end)) - first)
      : null,
    /** Time with a request in flight (server and loopback); the rest is the device's own work. */
    inFlightMs: Math.round(requests.reduce((sum, request) => sum + request.end - request.start, 0)),
    ackedMs: Math.round(ackedAt - first),
    states,
    orders: server.orders,
    distinctKeys: server.keys,
  };
}

export async function runPosBench({ repoRoot, serverUrl, dataDir, admin }) {
  const { chromium } = createRequire(import.meta.url)('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROME ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    await signIn(page, serverUrl, admin);
    const warehouse = await defaultWarehouse(repoRoot, dataDir);
    const catalogueMs = await registerAndOpen(page, serverUrl, warehouse.name);
    const items = await tillItems(page);
    const search = await measureSearch(page, items);
    const codes = new Map();
    for (const { sku } of items) codes.set(sku, (codes.get(sku) ?? 0) + 1);
    const item = items.find((candidate) => candidate.sku && codes.get(candidate.sku) === 1);
    if (!item) throw new Error('pos: the till has no item with a code of its own to sell');
    const drain = await measureDrain(page, { url: serverUrl, repoRoot, dataDir, warehouse, item });
    await page.getByText(SEARCH_READY).waitFor();
    const scan = await measureScan(page, context, items);
    return { catalogueMs, items: items.length, search, scan, drain };
  } finally {
    await browser.close();
  }
}
