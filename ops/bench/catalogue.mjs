/**
 * The catalogue part of `npm run bench`: the storefront's category listing, product
 * page and filter data at 10 and 50 connections, each rotating over many URLs and again on one warm
 * URL, against the floor (floor-server.mjs: the same listing as one SQL statement behind node:http).
 * Also counts the SQL statements one request runs, cold and warm, from a second start of the server
 * with LOG_LEVEL=debug (every statement is one "query" log line).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { assertAllOk, measure } from './load.mjs';
import { startServer } from './server.mjs';

export const CATALOGUE_CONNECTIONS = [10, 50];
const LOCALES = ['fr', 'en', 'ar'];
const PAGE_SIZE = 12;
/** Pages of each category the listing rotation asks for. */
const PAGES_PER_CATEGORY = 3;
/**
 * The listing without the answer cache: each request adds a different `priceMin` (0.01 to 500.00 DA
 * HT, below every demo price, so the same 12 products come back) and the cache, keyed by the query,
 * never holds it.
 */
const BYPASS_REQUESTS = 50_000;

/** A fixed shuffle (the same order every run) so consecutive requests name different things. */
function shuffled(items) {
  const out = [...items];
  let state = 20_261_121;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** What to ask for, read from the seeded database: categories with a full page, every product. */
export async function catalogueTargets(repoRoot, databaseUrl, token) {
  const pg = createRequire(path.join(repoRoot, 'server/package.json'))('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [{ uuid: shopUuid }] = (await client.query('select uuid from shop order by uuid limit 1')).rows;
    const visible = `p.status = 'published' and p.active and exists
      (select 1 from product_shop ps where ps.product_id = p.id and ps.shop_uuid = $1::uuid)`;
    const { rows: categories } = await client.query(
      `select c.slug, count(distinct p.id)::int as products from category c join product_category pc on pc.category_id = c.id
       join product p on p.id = pc.product_id where c.active and ${visible} group by c.slug
       having count(distinct p.id) >= $2 order by count(distinct p.id) desc, c.slug`,
      [shopUuid, PAGE_SIZE],
    );
    const { rows: products } = await client.query(
      `select p.slug from product p where ${visible} order by p.id`,
      [shopUuid],
    );
    const [size] = (
      await client.query(
        'select (select count(*) from product)::int as products, (select count(*) from combination)::int as combinations',
      )
    ).rows;
    const { rows: promotions } = await client.query(
      'select id from promotion where shop_uuid = $1::uuid and active order by id limit 1',
      [shopUuid],
    );
    const requests = requestsFor({
      shopUuid,
      token,
      categories,
      products: products.map((row) => row.slug),
      size,
    });
    return { ...requests, promotionId: promotions[0]?.id ?? null };
  } finally {
    await client.end();
  }
}

function requestsFor({ shopUuid, token, categories, products, size }) {
  const headers = (locale) => ({ authorization: `Bearer ${token}`, 'accept-language': locale });
  const pages = categories.flatMap(({ slug, products: count }) =>
    Array.from({ length: Math.min(PAGES_PER_CATEGORY, Math.floor(count / PAGE_SIZE)) }, (_, i) => ({
      slug,
      page: i + 1,
    })),
  );
  const listing = shuffled(
    pages.flatMap(({ slug, page }) =>
      LOCALES.map((locale) => ({
        path: `/web/public/api/category/products/${slug}?page=${page}&pageSize=${PAGE_SIZE}`,
        headers: headers(locale),
      })),
    ),
  );
  const listingBypass = Array.from({ length: BYPASS_REQUESTS }, (_, i) => {
    const { path, headers: sent } = listing[i % listing.length];
    return { path: `${path}&priceMin=${((i + 1) / 100).toFixed(2)}`, headers: sent };
  });
  return {
    shopUuid,
    size,
    categories: categories.length,
    listing,
    listingBypass,
    floor: shuffled(
      pages.map(({ slug, page }) => ({ path: `/floor/category/${slug}?page=${page}&pageSize=${PAGE_SIZE}` })),
    ),
    product: shuffled(
      products.map((slug, i) => ({
        path: `/web/public/api/product/${slug}`,
        headers: headers(LOCALES[i % 3]),
      })),
    ),
    filters: shuffled(
      categories.flatMap(({ slug }) =>
        LOCALES.map((locale) => ({
          path: `/web/public/api/category/filters/${slug}`,
          headers: headers(locale),
        })),
      ),
    ),
  };
}

/**
 * The scenarios measured at each connection count: the request set, who answers it, whether one URL
 * is repeated (warm), and the kind of request whose SQL count and targets the row carries.
 */
const SCENARIOS = [
  { label: 'floor: listing, one SQL statement', set: 'floor', floor: true },
  { label: 'listing, answer cache bypassed', set: 'listingBypass', kind: 'listing', sqlTarget: true },
  { label: 'listing (12 products)', set: 'listing', kind: 'listing' },
  { label: 'listing, warm', set: 'listing', kind: 'listing', warm: true },
  { label: 'product page', set: 'product', kind: 'product', sqlTarget: true },
  { label: 'product page, warm', set: 'product', kind: 'product', warm: true },
  { label: 'filterData', set: 'filters', kind: 'filters' },
  { label: 'filterData, warm', set: 'filters', kind: 'filters', warm: true },
];

export async function runCatalogueBench({ serverUrl, floorUrl, targets, seconds }) {
  for (const { set, floor } of SCENARIOS) {
    await assertAllOk(floor ? floorUrl : serverUrl, targets[set].slice(0, 1), set);
  }
  const rows = [];
  for (const connections of CATALOGUE_CONNECTIONS) {
    for (const scenario of SCENARIOS) {
      const requests = scenario.warm ? targets[scenario.set].slice(0, 1) : targets[scenario.set];
      const baseUrl = scenario.floor ? floorUrl : serverUrl;
      const result = await measure({ name: scenario.label, baseUrl, requests, connections, seconds });
      rows.push({ ...result, ...scenario, urls: requests.length });
    }
  }
  return rows;
}

/** The slug a catalogue path names (/web/public/api/category/products/<slug>?page=1). */
function slugOf(path) {
  return path.split('?')[0].split('/').at(-1);
}

/** Signs the bench's admin in (BENCH_ADMIN) and answers a GraphQL caller carrying the session. */
async function adminGraphql(serverUrl, admin) {
  const post = (query, variables, cookie) =>
    fetch(`${serverUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
  const login = await post('mutation($e:String!,$p:String!){ login(email:$e, password:$p){ csrfToken } }', {
    e: admin.email,
    p: admin.password,
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!login.ok || !cookie) throw new Error(`The bench admin could not sign in (${login.status})`);
  return async (query, variables) => {
    const response = await post(query, variables, cookie);
    const body = await response.json();
    if (body.errors) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
}

/**
 * A promotion changes (switched off and on again by staff, through the API): every cache built on
 * the catalogue revision is stale, so the next listing pays for its promotions again. Counted on a
 * category listing already asked once: the difference with a cold listing is the promotions' cost.
 */
async function listingAfterPromotionChange({ server, targets, admin, once }) {
  if (targets.promotionId === null) return undefined;
  const graphql = await adminGraphql(server.url, admin);
  const toggle = 'mutation($id:Int!,$a:Boolean!){ setPromotionActive(id:$id, active:$a){ id } }';
  await graphql(toggle, { id: targets.promotionId, a: false });
  await graphql(toggle, { id: targets.promotionId, a: true });
  const [request] = targets.listing;
  return { cold: await once(request), warm: await once(request) };
}

/**
 * Restarts the server on the same data with every SQL statement logged and sends one request of each
 * kind twice (cold: not in the answer cache yet; warm: again), counting the statements logged while
 * each was answered; then the listing again just after a promotion changed.
 */
export async function countStatements({ repoRoot, dataDir, env, targets, admin }) {
  let statements = 0;
  const onLine = (line) => {
    if (line.includes('"namespace":"query"')) statements++;
  };
  const debugEnv = { ...env, LOG_LEVEL: 'debug', CATALOGUE_POLL_MS: '3600000' };
  const server = await startServer({ repoRoot, dataDir, env: debugEnv, onLine });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
  const once = async (request) => {
    await settle();
    const before = statements;
    const response = await fetch(`${server.url}${request.path}`, { headers: request.headers });
    if (response.status !== 200) throw new Error(`GET ${request.path} answered ${response.status}`);
    await response.arrayBuffer();
    await settle();
    return statements - before;
  };
  try {
    const counts = {};
    const seen = new Set();
    for (const key of ['listing', 'product', 'filters']) {
      // Categories not asked for yet: a listing also computes (and caches) its category's filters.
      const fresh = targets[key].filter((sent) => !seen.has(slugOf(sent.path)));
      const [request] = fresh;
      const other = fresh.find((sent) => slugOf(sent.path) !== slugOf(request.path)) ?? request;
      [request, other].forEach((sent) => seen.add(slugOf(sent.path)));
      // Another URL of the kind first, uncounted: one-off work of a fresh process is not the request's.
      await once(other);
      counts[key] = { cold: await once(request), warm: await once(request) };
    }
    const promoted = await listingAfterPromotionChange({ server, targets, admin, once });
    if (promoted) counts.promotionChange = promoted;
    return counts;
  } finally {
    await server.stop();
  }
}
