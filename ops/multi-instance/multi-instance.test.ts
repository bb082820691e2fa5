/**
 * Two instances of the built server behind nginx on one PostgreSQL (cluster.ts): what a shop that
 * outgrew one machine relies on. Nothing that changes an answer lives in one process (keys,
 * cooldowns, sessions), an instance killed in the middle of a load loses nothing it acknowledged, and
 * a rolling restart drops no request. Every figure comes from a seeded random source; nothing is
 * timed. Slow (about a minute): run by `npm run test:ops`.
 */
import { ADMIN, SHOP_TOKEN, startCluster } from './cluster';
import type { Cluster } from './cluster';
import type { ServerInstance } from './instance';
import { runTasks, runUntilStopped } from './load';
import { waitFor } from './processes';
import { Random } from './random';
import {
  checkout,
  graphql,
  login,
  loginBody,
  postTls,
  syncOrders,
  syncOutcomes,
  withRetries,
} from './shop-client';
import type { Answer, Session } from './shop-client';
import { checkoutRequest, listingPaths, posSale, readShopData } from './shop-data';
import type { PosSale, ShopData } from './shop-data';

// A loaded CI machine may be slow; nothing here is timed, only bounded.
jest.setTimeout(120_000);

let cluster: Cluster;
let data: ShopData;
let instanceA: ServerInstance;
let instanceB: ServerInstance;

beforeAll(async () => {
  cluster = await startCluster({ instances: 2, demoProducts: 30, durable: false });
  data = await readShopData(cluster.postgres);
  [instanceA, instanceB] = cluster.instances as [ServerInstance, ServerInstance];
}, 180_000);

afterAll(() => cluster?.stop(), 120_000);

/** The uuids of the orders each key made, as PostgreSQL holds them. */
async function ordersByKey(keys: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await cluster.postgres.query<{ key: string; uuid: string }>(
    'select client_order_key as key, uuid from customer_order where client_order_key = any($1::text[])',
    [keys],
  );
  const byKey = new Map<string, string[]>();
  for (const { key, uuid } of rows) byKey.set(key, [...(byKey.get(key) ?? []), uuid]);
  return byKey;
}

async function orderCount(): Promise<number> {
  const [row] = await cluster.postgres.query<{ n: number }>('select count(*)::int as n from customer_order');
  return row?.n ?? 0;
}

/** Each acknowledged key made exactly one order, the one it was told of, and no other order appeared. */
async function expectExactlyOnce(acks: ReadonlyMap<string, string>, ordersBefore: number): Promise<void> {
  const held = await ordersByKey([...acks.keys()]);
  const mismatched = [...acks].filter(([key, uuid]) => held.get(key)?.join() !== uuid);
  expect(mismatched).toEqual([]);
  expect(await orderCount()).toBe(ordersBefore + acks.size);
}

const orderUuidOf = (answer: Answer) => answer.body['orderUuid'] as string | undefined;
const answeredBy = (answer: Answer) => answer.headers.get('x-upstream')?.split(',').pop()?.trim();
const describeAnswer = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;

function countBy<T>(values: readonly T[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}

it('makes one order of 50 concurrent sends of one checkout through nginx', async () => {
  const order = checkoutRequest(data, new Random(1));
  const answers = await Promise.all(Array.from({ length: 50 }, () => checkout(cluster.nginx.url, order)));
  expect(countBy(answers.map((answer) => answer.status))).toEqual({ 200: 49, 201: 1 });
  const uuids = new Set(answers.map(orderUuidOf));
  expect(uuids.size).toBe(1);
  expect(new Set(answers.map(answeredBy))).toEqual(new Set([instanceA.address, instanceB.address]));
  expect(await ordersByKey([order.clientOrderKey])).toEqual(new Map([[order.clientOrderKey, [...uuids]]]));
});

it('holds the checkout cooldown across instances: a second order of one phone elsewhere is refused', async () => {
  const random = new Random(2);
  const phone = random.phone();
  const first = await checkout(instanceA.url, checkoutRequest(data, random, phone));
  expect(first.status).toBe(201);
  const second = checkoutRequest(data, random, phone);
  const refused = await checkout(instanceB.url, second);
  expect(refused.status).toBe(429);
  expect(refused.body['retryAfterSeconds']).toEqual(expect.any(Number));
  expect(await ordersByKey([second.clientOrderKey])).toEqual(new Map());
});

it('serves a staff session made on one instance on the other', async () => {
  const session = await login(instanceA.url);
  const me = await graphql(instanceB.url, '{ me { staff { email } } }', {}, session);
  expect(me.body).toEqual({ data: { me: { staff: { email: ADMIN.email } } } });
  const anonymous = await graphql(instanceB.url, '{ me { staff { email } } }');
  expect(anonymous.body).toEqual({ data: { me: null } });
});

it('makes each sale of a POS batch synced half through each instance once, and nothing on a replay', async () => {
  const random = new Random(3);
  const session = await login(cluster.nginx.url);
  const sales = Array.from({ length: 20 }, () => posSale(data, random));
  const before = await orderCount();
  const halves = await Promise.all([
    syncOrders(instanceA.url, session, sales.slice(0, 10)),
    syncOrders(instanceB.url, session, sales.slice(10)),
  ]);
  const created = halves.flatMap((answer) => syncOutcomes(answer) ?? []);
  expect(created.map((outcome) => outcome.status)).toEqual(sales.map(() => 'CREATED'));
  const acks = new Map(created.map((outcome) => [outcome.clientOrderId, outcome.orderUuid ?? '']));
  await expectExactlyOnce(acks, before);

  const replayed = syncOutcomes(await syncOrders(cluster.nginx.url, session, sales)) ?? [];
  expect(replayed.map((outcome) => [outcome.status, outcome.orderUuid])).toEqual(
    sales.map((sale) => ['DUPLICATE', acks.get(sale.clientOrderId)]),
  );
  expect(await orderCount()).toBe(before + sales.length);
});

describe('the session cookie behind nginx', () => {
  const cookieAttributes = (setCookie: string) =>
    setCookie
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());

  it('is Secure when nginx received the request over https (X-Forwarded-Proto: https)', async () => {
    const answer = await postTls(`${cluster.nginx.httpsUrl}/graphql`, loginBody(), {
      ca: cluster.nginx.certificate,
    });
    expect(answer.status).toBe(200);
    expect(answer.setCookie).toHaveLength(1);
    expect(cookieAttributes(answer.setCookie[0] ?? '')).toContain('secure');
  });

  it('is not Secure over plain http, even when the client claims https itself', async () => {
    const plain = await login(cluster.nginx.url);
    expect(cookieAttributes(plain.setCookie)).not.toContain('secure');
    // nginx sets X-Forwarded-Proto from its own listener: a client's header never reaches the server.
    const forged = await login(cluster.nginx.url, { 'x-forwarded-proto': 'https' });
    expect(cookieAttributes(forged.setCookie)).not.toContain('secure');
  });
});

/** One request of the mixed load, without retries: anything but the expected answer is a failure. */
async function oneRequest(
  kind: number,
  context: { random: Random; session: Session; listings: readonly string[]; acks: Map<string, string> },
): Promise<string | null> {
  const { random, session, acks } = context;
  const url = cluster.nginx.url;
  if (kind === 0) {
    const order = checkoutRequest(data, random);
    const answer = await checkout(url, order);
    if (answer.status !== 201) return `checkout: ${describeAnswer(answer)}`;
    acks.set(order.clientOrderKey, orderUuidOf(answer) ?? '');
  } else if (kind === 1) {
    const sales = [posSale(data, random), posSale(data, random)];
    const answer = await syncOrders(url, session, sales);
    const outcomes = syncOutcomes(answer);
    if (outcomes?.some((outcome) => outcome.status !== 'CREATED') !== false) {
      return `syncOrders: ${describeAnswer(answer)}`;
    }
    outcomes.forEach((outcome) => acks.set(outcome.clientOrderId, outcome.orderUuid ?? ''));
  } else if (kind === 2) {
    const path = context.listings[random.int(context.listings.length)] ?? '';
    const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${SHOP_TOKEN}` } });
    await response.arrayBuffer();
    if (response.status !== 200) return `listing: ${response.status}`;
  } else {
    const answer = await graphql(url, '{ me { staff { email } } }', {}, session);
    if (answer.status !== 200 || !answer.body['data']) return `me: ${describeAnswer(answer)}`;
  }
  return null;
}

it('drops no request during a rolling restart under load (SIGTERM, start again, then the next)', async () => {
  const random = new Random(5);
  const context = {
    random,
    session: await login(cluster.nginx.url),
    listings: await listingPaths(cluster.postgres, data),
    acks: new Map<string, string>(),
  };
  const ordersBefore = await orderCount();
  const failures: string[] = [];
  let answered = 0;
  const load = runUntilStopped(async (worker, round) => {
    const failure = await oneRequest((worker + round) % 4, context).catch((error: unknown) => {
      return `network: ${error instanceof Error ? String(error.cause ?? error.message) : String(error)}`;
    });
    if (failure) failures.push(failure);
    answered++;
  }, 8);
  try {
    await waitFor(async () => answered >= 40, {
      attempts: 1000,
      everyMs: 20,
      failure: () => new Error('no load'),
    });
    const exitCodes: (number | null)[] = [];
    for (const instance of cluster.instances) {
      const before = answered;
      exitCodes.push(await instance.terminate());
      await instance.start();
      await cluster.waitServedBy(instance);
      // The load ran while this instance was away.
      expect(answered).toBeGreaterThan(before);
    }
    expect(exitCodes).toEqual([0, 0]);
  } finally {
    load.stop();
    await load.done;
  }
  expect(failures).toEqual([]);
  expect(context.acks.size).toBeGreaterThan(0);
  await expectExactlyOnce(context.acks, ordersBefore);
});

/** Checkouts and POS batches as the apps send them: the same request again on a network error or 5xx. */
function chaosTasks(random: Random, session: Session, acks: Map<string, string>, refusals: string[]) {
  const url = cluster.nginx.url;
  const checkoutTask = () => async () => {
    const order = checkoutRequest(data, random);
    const { answer } = await withRetries(() => checkout(url, order), { random });
    if ([200, 201].includes(answer.status)) acks.set(order.clientOrderKey, orderUuidOf(answer) ?? '');
    else refusals.push(`checkout: ${describeAnswer(answer)}`);
  };
  const syncTask = () => async () => {
    const sales: PosSale[] = Array.from({ length: 4 }, () => posSale(data, random));
    const { answer } = await withRetries(() => syncOrders(url, session, sales), { random });
    const outcomes = syncOutcomes(answer);
    if (!outcomes) refusals.push(`syncOrders: ${describeAnswer(answer)}`);
    for (const outcome of outcomes ?? []) {
      if (['CREATED', 'DUPLICATE'].includes(outcome.status) && outcome.orderUuid) {
        acks.set(outcome.clientOrderId, outcome.orderUuid);
      } else refusals.push(`sale ${outcome.status}: ${JSON.stringify(outcome.reasons)}`);
    }
  };
  // 90 checkouts and 20 batches of 4 sales, in a seeded order.
  const tasks = [...Array.from({ length: 90 }, checkoutTask), ...Array.from({ length: 20 }, syncTask)];
  for (let i = tasks.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [tasks[i], tasks[j]] = [tasks[j] as () => Promise<void>, tasks[i] as () => Promise<void>];
  }
  return { tasks, expected: 90 + 20 * 4 };
}

it('loses no acknowledged order when an instance is killed (SIGKILL) in the middle of a load', async () => {
  const random = new Random(6);
  const session = await login(cluster.nginx.url);
  const ordersBefore = await orderCount();
  const acks = new Map<string, string>();
  const refusals: string[] = [];
  const { tasks, expected } = chaosTasks(random, session, acks, refusals);
  let killed: Promise<void> | undefined;
  let inFlightAtKill = 0;
  const pool = runTasks(
    tasks.map((task) => async () => {
      await task();
      // A third of the way in, with the other workers' requests in flight on both instances.
      if (!killed && acks.size >= expected / 3) {
        inFlightAtKill = pool.inFlight();
        killed = instanceA.kill();
      }
    }),
    12,
  );
  await pool.done;
  await killed;
  expect(instanceA.running).toBe(false);
  expect(inFlightAtKill).toBeGreaterThan(1);
  expect(refusals).toEqual([]);
  expect(acks.size).toBe(expected);
  await expectExactlyOnce(acks, ordersBefore);

  // The killed instance comes back and takes its share again.
  await instanceA.start();
  await cluster.waitServedBy(instanceA);
});
