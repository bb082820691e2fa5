/**
 * The orders part of `npm run bench`: storefront checkouts over REST
 * (`POST /web/api/cart/checkout`) with a new key on every request and with one key replayed, at 10
 * and 50 connections; the SQL statements one checkout runs (LOG_LEVEL=debug, one "query" log line per
 * statement, as catalogue.mjs counts them); and a till's outbox of 500 POS sales drained through
 * `syncOrders` in calls of 100. The server is started for this group on the run's data with the
 * per-address write limit at its maximum (the checkouts all come from 127.0.0.1), after the lines
 * ordered were given plenty of stock in the shop's default warehouse, so none runs out mid-run.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { embeddedDatabaseUrl, startServer } from './server.mjs';

export const ORDERS_CONNECTIONS = [10, 50];
export const SYNC_ORDERS = 500;
const CHECKOUT_PATH = '/web/api/cart/checkout';
/** Lines the orders rotate over: the first active combination of each of the first such products. */
const LINES = 20;
/** Units added to each line: a run's reservations (every checkout holds its units) never come near. */
const STOCK_ADDED = 1_000_000;
/** syncOrders takes at most 100 entries per call. */
const SYNC_BATCH = 100;
const DEVICE_ID = 'bench-till-1';
/** PUBLIC_WRITE_LIMIT_PER_MINUTE's maximum: the limit per address would otherwise cut the run. */
const WRITE_LIMIT = '1000000';
const CUSTOMER = { firstname: 'Amina', lastname: 'Benali', email: 'amina@example.dz' };
/** Bab Ezzouar (Alger): Sahel Express delivers there. */
const ADDRESS = { address: 'Cité 200 logements, bâtiment B', wilaya: 16, commune: 1621 };

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

/** Runs `work` with the server started on `options` (startServer's), stopping it afterwards. */
async function withServer(options, work) {
  const server = await startServer(options);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/**
 * Adds STOCK_ADDED units of each line to the default warehouse with its ADJUSTMENT ledger row, in one
 * statement (on hand stays equal to the ledger's sum, as StockLedger keeps it).
 */
async function stockUp(client, warehouseId, lines) {
  await client.query(
    `with levels as (
       insert into stock_level (warehouse_id, product_id, combination_id, on_hand, reserved, updated_at)
       select $1, w.product_id, w.combination_id, $4, 0, now() from unnest($2::int[], $3::int[]) as w(product_id, combination_id)
       on conflict (warehouse_id, product_id, coalesce(combination_id, 0))
       do update set on_hand = stock_level.on_hand + excluded.on_hand, updated_at = excluded.updated_at
       returning warehouse_id, product_id, combination_id, on_hand
     )
     insert into stock_movement (warehouse_id, product_id, combination_id, quantity, balance_after, reason, note, created_at)
     select warehouse_id, product_id, combination_id, $4, on_hand, 'adjustment', 'npm run bench: orders group', now()
     from levels`,
    [warehouseId, lines.map((l) => l.productId), lines.map((l) => l.combinationId), STOCK_ADDED],
  );
}

/** What to order, read from the seeded database (the lines stocked up on the way). */
export async function ordersTargets(repoRoot, databaseUrl) {
  return withDatabase(repoRoot, databaseUrl, async (client) => {
    const [shop] = (
      await client.query(`select s.uuid as "shopUuid",
         (select id from transporter where name = 'Sahel Express') as "transporterId",
         (select id from warehouse w where w.shop_uuid = s.uuid and w.is_shop_default) as "warehouseId"
       from shop s order by s.uuid limit 1`)
    ).rows;
    const { shopUuid, transporterId, warehouseId } = shop ?? {};
    if (!transporterId || !warehouseId) throw new Error('No Sahel Express or default warehouse: SEED=demo?');
    const { rows: lines } = await client.query(
      `select distinct on (p.id) p.id as "productId", c.id as "combinationId",
         (p.price_ht + c.price_impact_ht)::int as "unitPriceHt", p.tax_rate_bp as "taxRateBp"
       from product p join combination c on c.product_id = p.id and c.active
       where p.status = 'published' and p.active
         and exists (select 1 from product_shop ps where ps.product_id = p.id and ps.shop_uuid = $1::uuid)
       order by p.id, c.id limit $2`,
      [shopUuid, LINES],
    );
    if (lines.length < 3) throw new Error(`Only ${lines.length} products with combinations to order`);
    await stockUp(client, warehouseId, lines);
    return { shopUuid, transporterId, lines };
  });
}

/** Every order of the run counts here: its key and its phone (the cooldown is per phone) are new. */
let sequence = 0;

/** 1 to 3 consecutive lines of the rotation, quantity 1 each, a different set for each order. */
function linesFor(lines, n) {
  return Array.from({ length: 1 + (n % 3) }, (_, k) => lines[(n + k) % lines.length]);
}

const cartLine = ({ productId, combinationId }) => ({ productId, combinationId, quantity: 1 });

/** The storefront's order request (POST /web/api/cart/checkout) with a new key and a new phone. */
export function orderRequest(targets) {
  const n = sequence++;
  return {
    version: 1,
    channel: 'WEB',
    shopUuid: targets.shopUuid,
    cartExternalId: `bench-cart-${n}`,
    customer: { ...CUSTOMER, temporaryId: `bench-${n}`, phone: `06${String(n % 1e8).padStart(8, '0')}` },
    deliveryAddress: { ...ADDRESS, transporter: targets.transporterId },
    cart: linesFor(targets.lines, n).map(cartLine),
    meta: { source: 'cart', locale: 'fr' },
    clientOrderKey: randomBytes(32).toString('hex'),
  };
}

const checkoutHeaders = (token) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

async function postCheckout(serverUrl, token, body) {
  const response = await fetch(`${serverUrl}${CHECKOUT_PATH}`, {
    method: 'POST',
    headers: checkoutHeaders(token),
    body,
  });
  return { status: response.status, text: await response.text() };
}

/**
 * One row: `body` is a function (a new request each time, built in setupRequest) or a fixed text.
 * Every answer must have the status expected (201 placed, 200 replayed); others are counted as
 * failures and the first one is printed.
 */
async function loadCheckout({ serverUrl, token, name, body, expected, connections, seconds }) {
  let firstRefusal = null;
  const request = {
    method: 'POST',
    path: CHECKOUT_PATH,
    headers: checkoutHeaders(token),
    ...(typeof body === 'function'
      ? { setupRequest: (raw) => ({ ...raw, body: JSON.stringify(body()) }) }
      : { body }),
    onResponse: (status, text) => {
      if (status !== expected && firstRefusal === null) firstRefusal = `${status} ${text.slice(0, 300)}`;
    },
  };
  const result = await autocannon({ url: serverUrl, connections, duration: seconds, requests: [request] });
  // Timeouts are counted among the errors; any status but the one expected is a failure.
  const otherStatuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) !== expected)
    .reduce((sum, [, { count }]) => sum + count, 0);
  if (firstRefusal) console.warn(`${name} at ${connections} connections: first refusal ${firstRefusal}`);
  const { p50, p99 } = result.latency;
  const failures = result.errors + otherStatuses;
  const unique = typeof body === 'function';
  return { name, connections, rps: Math.round(result.requests.average), p50, p99, failures, unique };
}

export async function runCheckoutBench({ serverUrl, token, targets, seconds }) {
  // The replayed order: placed once here, every later send answers it again (200, replayed).
  const replayed = JSON.stringify(orderRequest(targets));
  const placed = await postCheckout(serverUrl, token, replayed);
  if (placed.status !== 201) throw new Error(`A checkout answered ${placed.status}: ${placed.text}`);
  const rows = [];
  for (const connections of ORDERS_CONNECTIONS) {
    const shared = { serverUrl, token, connections, seconds };
    const body = () => orderRequest(targets);
    rows.push(await loadCheckout({ ...shared, name: 'checkout, new key', body, expected: 201 }));
    rows.push(await loadCheckout({ ...shared, name: 'checkout, replay', body: replayed, expected: 200 }));
  }
  return rows;
}

/**
 * Restarts the server on the same data with every SQL statement logged, places one order uncounted
 * (one-off work of a fresh process is not the checkout's), then counts one new order and one replay.
 */
export async function countCheckoutStatements({ repoRoot, dataDir, env, token, targets }) {
  let statements = 0;
  const onLine = (line) => {
    if (line.includes('"namespace":"query"')) statements++;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
  const debugEnv = { ...env, LOG_LEVEL: 'debug' };
  return withServer({ repoRoot, dataDir, env: debugEnv, onLine }, async (server) => {
    const counted = async (body, expected) => {
      await settle();
      const before = statements;
      const answer = await postCheckout(server.url, token, body);
      if (answer.status !== expected) throw new Error(`A checkout answered ${answer.status}: ${answer.text}`);
      await settle();
      return statements - before;
    };
    await counted(JSON.stringify(orderRequest(targets)), 201);
    const body = JSON.stringify(orderRequest(targets));
    return { placed: await counted(body, 201), replayed: await counted(body, 200) };
  });
}

const LOGIN = 'mutation($e:String!,$p:String!){ login(email:$e, password:$p){ csrfToken } }';

/** Signs the bench's admin in; answers a GraphQL caller carrying the session cookie and CSRF token. */
async function adminGraphql(serverUrl, admin) {
  const post = (query, variables, session) =>
    fetch(`${serverUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { cookie: session.cookie, 'x-csrf-token': session.csrfToken } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
  const login = await post(LOGIN, { e: admin.email, p: admin.password });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const csrfToken = (await login.json()).data?.login?.csrfToken;
  if (!login.ok || !cookie || !csrfToken)
    throw new Error(`The bench admin could not sign in (${login.status})`);
  return async (query, variables) => {
    const body = await (await post(query, variables, { cookie, csrfToken })).json();
    if (body.errors) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors).slice(0, 500)}`);
    return body.data;
  };
}

/** TTC of an HT amount: half up, as priceTtc of @tijara/schema (amounts here are never negative). */
const priceTtc = (ht, taxRateBp) => Math.floor((ht * (10000 + taxRateBp) + 5000) / 10000);

/** One cash sale at the catalogue's prices, walk-in customer, 1 to 3 lines of quantity 1. */
function posSale(targets, n) {
  const lines = linesFor(targets.lines, n).map(({ productId, combinationId, unitPriceHt, taxRateBp }) => {
    const prices = { unitPrice: unitPriceHt, unitPriceAfter: unitPriceHt, totalHt: unitPriceHt };
    return { productId, combinationId, quantity: 1, ...prices, totalTtc: priceTtc(unitPriceHt, taxRateBp) };
  });
  const total = lines.reduce((sum, line) => sum + line.totalTtc, 0);
  const tenders = [{ method: 'CASH', amount: total }];
  const clientOrderId = randomUUID();
  return {
    clientOrderId,
    idempotencyKey: clientOrderId,
    deviceId: DEVICE_ID,
    createdAt: new Date().toISOString(),
    sale: { shopUuid: targets.shopUuid, lines, paymentType: 'CASH', tenders, total },
  };
}

const SYNC_ORDERS_MUTATION = `mutation($orders: [SyncOrderInput!]!) {
  syncOrders(orders: $orders) { clientOrderId status orderUuid reasons { code message field } }
}`;

/**
 * 500 POS sales sent as a till drains its outbox: calls of 100, one after the other. Answers the wall
 * time, the outcomes by status and the orders the database holds for the till afterwards.
 */
export async function runSyncBench({ repoRoot, serverUrl, databaseUrl, admin, targets }) {
  const graphql = await adminGraphql(serverUrl, admin);
  const sales = Array.from({ length: SYNC_ORDERS }, (_, n) => posSale(targets, n));
  const outcomes = [];
  const started = performance.now();
  for (let at = 0; at < sales.length; at += SYNC_BATCH) {
    const data = await graphql(SYNC_ORDERS_MUTATION, { orders: sales.slice(at, at + SYNC_BATCH) });
    outcomes.push(...data.syncOrders);
  }
  const ms = Math.round(performance.now() - started);
  const statuses = {};
  for (const { status } of outcomes) statuses[status] = (statuses[status] ?? 0) + 1;
  const refused = outcomes.find((outcome) => !['CREATED', 'CONFLICT'].includes(outcome.status));
  if (refused) console.warn(`syncOrders: ${refused.status} ${JSON.stringify(refused.reasons).slice(0, 300)}`);
  const recorded = await withDatabase(repoRoot, databaseUrl, async (client) => {
    const sql = 'select count(*)::int as n from customer_order where device_id = $1';
    return (await client.query(sql, [DEVICE_ID])).rows[0].n;
  });
  return { orders: sales.length, batch: SYNC_BATCH, ms, statuses, recorded };
}

/**
 * The whole group on the run's data (the server of the other groups stopped): the server started
 * with the write limit raised, checkouts, then the sync, then the statement count on a debug restart.
 */
export async function runOrdersBench({ repoRoot, dataDir, env, token, admin, seconds }) {
  const ordersEnv = { ...env, PUBLIC_WRITE_LIMIT_PER_MINUTE: WRITE_LIMIT };
  const { targets, rows, sync } = await withServer({ repoRoot, dataDir, env: ordersEnv }, async (server) => {
    const databaseUrl = embeddedDatabaseUrl(dataDir);
    const found = await ordersTargets(repoRoot, databaseUrl);
    return {
      targets: found,
      rows: await runCheckoutBench({ serverUrl: server.url, token, targets: found, seconds }),
      sync: await runSyncBench({ repoRoot, serverUrl: server.url, databaseUrl, admin, targets: found }),
    };
  });
  const statements = await countCheckoutStatements({ repoRoot, dataDir, env: ordersEnv, token, targets });
  return { rows, sync, statements, lines: targets.lines.length };
}
