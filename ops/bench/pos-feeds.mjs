/**
 * The till's feeds part of `npm run bench` (group `pos`): what a till downloads from the server to sell
 * offline, timed over loopback against the demo shop, as the bench admin. The first load of the
 * catalogue (every page of 500, as the till reads it) FIRST_LOADS times; a delta after a price change of
 * DELTA_PRODUCTS products; the first load of the shop's customers (the dashboard group's 5,000 when it ran
 * first); the snapshot of the shop's default warehouse. Server time only: what the till does with the
 * answers (Dexie, the search index) is the browser part of the group (pos.mjs). run.mjs's pos group calls
 * runPosFeedsBench after the browser part; its `lines` go into ops/bench/results/pos.md (pos-report.mjs).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { embeddedDatabaseUrl } from './server.mjs';

const FIRST_LOADS = 5;
const PAGE = 500;
const DELTA_PRODUCTS = 20;
/** The bar: the catalogue's first load of the 2,000-product demo, every page, within this (median). */
export const TARGET_FIRST_LOAD_MS = 3000;

const CATALOGUE = `query($shopUuid: ID!, $cursor: String, $limit: Int) {
  posCatalogue(shopUuid: $shopUuid, cursor: $cursor, limit: $limit) {
    products { id uuid name { fr en ar } sku barcode priceHt taxRateBp categoryIds brandId brandLineId collectionIds
      thumbnailUrl combinations { id label { fr en ar } reference barcode priceImpactHt isDefault } }
    removedProductIds nextCursor hasMore total } }`;
const CUSTOMERS = `query($shopUuid: ID!, $cursor: String) {
  posCustomers(shopUuid: $shopUuid, cursor: $cursor) { customers { id firstname lastname phone email }
    nextCursor hasMore total } }`;
const STOCK = `query($warehouseId: ID!) {
  posStock(warehouseId: $warehouseId) { warehouseId takenAt levels { productId combinationId available } } }`;

async function withDatabase(repoRoot, databaseUrl, work) {
  const pg = createRequire(path.join(repoRoot, 'server/package.json'))('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function signIn(serverUrl, admin) {
  const response = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ csrfToken } }',
      variables: { e: admin.email, p: admin.password },
    }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  if (!response.ok || !cookie) throw new Error(`The bench admin could not sign in (${response.status})`);
  return cookie;
}

async function call(serverUrl, cookie, query, variables) {
  const response = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = JSON.parse(text);
  if (body.errors) throw new Error(`The till's feed failed: ${JSON.stringify(body.errors[0])}`);
  return { data: body.data, bytes: text.length };
}

/** Every page of one feed from `cursor`: time, pages, bytes, rows, and the cursor the next refresh starts from. */
async function walk(serverUrl, cookie, { query, field, rows, variables, cursor = null }) {
  const began = performance.now();
  let pages = 0;
  let bytes = 0;
  const answered = [];
  for (let next = cursor; ;) {
    const { data, bytes: size } = await call(serverUrl, cookie, query, { ...variables, cursor: next });
    const page = data[field];
    pages += 1;
    bytes += size;
    answered.push(...page[rows]);
    next = page.nextCursor;
    if (!page.hasMore)
      return { ms: Math.round(performance.now() - began), pages, bytes, rows: answered, cursor: next };
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function runPosFeedsBench({ repoRoot, serverUrl, dataDir, admin }) {
  const databaseUrl = embeddedDatabaseUrl(dataDir);
  const cookie = await signIn(serverUrl, admin);
  const { shopUuid, warehouseId } = await withDatabase(repoRoot, databaseUrl, async (client) => {
    const { rows } = await client.query(
      'select shop_uuid, id from warehouse where is_shop_default order by created_at limit 1',
    );
    return { shopUuid: rows[0].shop_uuid, warehouseId: rows[0].id };
  });
  const catalogue = {
    query: CATALOGUE,
    field: 'posCatalogue',
    rows: 'products',
    variables: { shopUuid, limit: PAGE },
  };
  const loads = [];
  for (let i = 0; i < FIRST_LOADS; i += 1) loads.push(await walk(serverUrl, cookie, catalogue));
  const last = loads[loads.length - 1];
  const combinations = last.rows.reduce((sum, product) => sum + product.combinations.length, 0);
  await withDatabase(repoRoot, databaseUrl, (client) =>
    client.query(
      `update product set price_ht = price_ht + 100 where id in (
         select product_id from product_shop where shop_uuid = $1 order by product_id limit $2)`,
      [shopUuid, DELTA_PRODUCTS],
    ),
  );
  const delta = await walk(serverUrl, cookie, { ...catalogue, cursor: last.cursor });
  const customers = await walk(serverUrl, cookie, {
    query: CUSTOMERS,
    field: 'posCustomers',
    rows: 'customers',
    variables: { shopUuid },
  });
  const stockBegan = performance.now();
  const stock = await call(serverUrl, cookie, STOCK, { warehouseId });
  const stockMs = Math.round(performance.now() - stockBegan);
  const measured = {
    firstLoad: {
      medianMs: median(loads.map((load) => load.ms)),
      runs: loads.map((load) => load.ms),
      pages: last.pages,
      products: last.rows.length,
      combinations,
      kib: Math.round(last.bytes / 1024),
    },
    delta: { ms: delta.ms, products: delta.rows.length, pages: delta.pages },
    customers: { ms: customers.ms, customers: customers.rows.length, pages: customers.pages },
    stock: { ms: stockMs, levels: stock.data.posStock.levels.length, kib: Math.round(stock.bytes / 1024) },
  };
  return { ...measured, lines: linesOf(measured) };
}

/** The lines the pos group prints and writes into ops/bench/results/pos.md (pos-report.mjs). */
function linesOf({ firstLoad, delta, customers, stock }) {
  const verdict = firstLoad.medianMs <= TARGET_FIRST_LOAD_MS ? 'met' : 'not met';
  return [
    `feeds: posCatalogue first load of ${firstLoad.products} products and ${firstLoad.combinations} combinations, ` +
      `${firstLoad.pages} pages of ${PAGE}, ${firstLoad.kib} KiB of JSON: median ${firstLoad.medianMs} ms ` +
      `(runs ${firstLoad.runs.join(', ')}), bar ${TARGET_FIRST_LOAD_MS} ms: ${verdict} (server and loopback only)`,
    `feeds: posCatalogue delta after ${DELTA_PRODUCTS} price changes: ${delta.products} products in ${delta.pages} page, ${delta.ms} ms`,
    `feeds: posCustomers first load: ${customers.customers} customers in ${customers.pages} pages, ${customers.ms} ms`,
    `feeds: posStock of the default warehouse: ${stock.levels} levels, ${stock.kib} KiB, ${stock.ms} ms`,
  ];
}
