import { PaymentType } from '@tijara/schema';
import { createLocalLockManager, createNetworkStatusStore, createSyncEngine } from '@tijara/shared';
import type { LocalRecord, OutboxEntry, SyncEngine } from '@tijara/shared';
import { createManualClock } from '@tijara/shared/test/manual-clock';
import { statusReached } from '@tijara/shared/test/outbox-harness';
import type { SyncOrderInput } from '../../__generated__/till-data/graphql';
import { priceTillCart } from './pricing';
import { recordSale } from './record-sale';
import { registerTillSenders } from './senders';
import { closeSession, openSession } from './sessions';
import { CASHIER, freshTillDb, item, withDevice } from './test-fixtures';
import { fakeServer, graphqlError, jsonAnswer } from './test-transport';
import type { FakeAnswer, FakeRequest } from './test-transport';
import type { TillDb } from './till-db';
import type { TillSale } from './types';

const engines: SyncEngine[] = [];
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.stop();
});

type Result = { status: string; reference?: string | null; reasons?: { code: string; message: string }[] };

/** syncOrders answers each sale with what `decide` says, by its receipt number's sequence. */
function syncAnswer(
  request: FakeRequest,
  decide: (payload: SyncOrderInput, index: number) => Result,
): FakeAnswer {
  const orders = request.variables.orders as SyncOrderInput[];
  return jsonAnswer({
    syncOrders: orders.map((payload, index) => {
      const result = decide(payload, index);
      return {
        __typename: 'SyncOrderResult',
        clientOrderId: String(payload.clientOrderId),
        status: result.status,
        reference: result.reference === undefined ? `CMD-${payload.receiptNumber ?? ''}` : result.reference,
        orderUuid: null,
        reasons: (result.reasons ?? []).map((reason) => ({
          __typename: 'SyncReason',
          field: null,
          productId: 1,
          combinationId: null,
          ...reason,
        })),
      };
    }),
  });
}

function sessionAnswer(request: FakeRequest): FakeAnswer {
  const input = request.variables.input as { uuid: string };
  const field = request.operationName === 'OpenTillSession' ? 'openPosSession' : 'closePosSession';
  return jsonAnswer({ [field]: { __typename: 'PosSession', uuid: input.uuid, number: 1, status: 'OPEN' } });
}

async function tillWithSales(db: TillDb, count: number) {
  const device = await withDevice(db);
  const session = await openSession(db, { device, cashier: CASHIER, openingCash: 0 });
  const entries = [{ item: item(1, { unitPriceHt: 1_000, taxRateBp: 0 }), quantity: 1 }];
  const pricing = priceTillCart({
    entries,
    customer: null,
    paymentType: null,
    couponCodes: [],
    rules: [],
    at: 0,
  });
  const payment = {
    paymentType: PaymentType.CARD,
    tenders: [{ method: PaymentType.CARD, amount: 1_000 }],
    cashGiven: null,
    change: 0,
    installments: [],
    balanceDue: 0,
  };
  const sales: TillSale[] = [];
  for (let n = 0; n < count; n += 1) {
    sales.push(
      await recordSale(db, { device, session, entries, pricing, customer: null, payment, couponCodes: [] }),
    );
  }
  return { session, sales };
}

/** The leading engine with the till's senders, once its first pass (at start) is over. */
async function engineFor(db: TillDb, answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const clock = createManualClock();
  const engine = createSyncEngine({
    db,
    locks: createLocalLockManager(),
    clock,
    timers: clock.timers,
    random: () => 1,
    channel: () => null,
    network: createNetworkStatusStore(null, { probe: false }),
    events: { window: null, document: null },
  });
  engines.push(engine);
  const server = fakeServer((request) =>
    request.operationName === 'SyncTillSales' ? answer(request) : sessionAnswer(request),
  );
  registerTillSenders(engine, server.client);
  engine.start();
  await statusReached(engine, (status) => status.leader);
  await engine.whenIdle();
  return { engine, server };
}

async function saleEntries(db: TillDb): Promise<OutboxEntry<SyncOrderInput>[]> {
  const entries = await db.outbox.orderBy('deviceSeq').toArray();
  return entries.filter((entry) => entry.kind === 'posSale') as OutboxEntry<SyncOrderInput>[];
}

describe('registerTillSenders', () => {
  it('sends sales 50 per syncOrders request, with their abort signal', async () => {
    const db = freshTillDb();
    await tillWithSales(db, 55);
    const { engine, server } = await engineFor(db, (request) =>
      syncAnswer(request, () => ({ status: 'CREATED' })),
    );

    await engine.syncNow();

    const batches = server.requests.filter((r) => r.operationName === 'SyncTillSales');
    expect(batches.map((r) => (r.variables.orders as unknown[]).length)).toEqual([50, 5]);
    expect(batches.every((r) => r.signal instanceof AbortSignal)).toBe(true);
    expect((await saleEntries(db)).every((entry) => entry.state === 'acked')).toBe(true);
  });

  it('acks created and duplicate sales with the order reference, on the entry and the sale', async () => {
    const db = freshTillDb();
    const { sales } = await tillWithSales(db, 2);
    const { engine } = await engineFor(db, (request) =>
      syncAnswer(request, (_, index) => ({
        status: index === 0 ? 'CREATED' : 'DUPLICATE',
        reference: `CMD-00004${index}`,
      })),
    );

    await engine.syncNow();

    expect((await saleEntries(db)).map((entry) => [entry.state, entry.serverRef])).toEqual([
      ['acked', 'CMD-000040'],
      ['acked', 'CMD-000041'],
    ]);
    const record = (await db.localOrders.get(sales[1]?.id ?? '')) as LocalRecord<TillSale>;
    expect(record).toMatchObject({ status: 'acked', serverRef: 'CMD-000041' });
  });

  it('keeps a conflict the server recorded with its reference and reasons', async () => {
    const db = freshTillDb();
    const { sales } = await tillWithSales(db, 1);
    const reasons = [
      { code: 'OVERSOLD', message: 'Sold 1, 0 were available' },
      { code: 'PRICE_CHANGED', message: 'Charged 1000 per unit, the catalogue says 1200' },
    ];
    const { engine } = await engineFor(db, (request) =>
      syncAnswer(request, () => ({ status: 'CONFLICT', reference: 'CMD-000050', reasons })),
    );

    await engine.syncNow();

    const [entry] = await saleEntries(db);
    expect(entry).toMatchObject({
      state: 'conflict',
      serverRef: 'CMD-000050',
      lastError: { kind: 'conflict', code: 'OVERSOLD' },
    });
    expect((entry?.lastError?.details as { reasons: unknown[] }).reasons).toEqual(
      reasons.map((reason) => expect.objectContaining(reason)),
    );
    expect(await db.localOrders.get(sales[0]?.id ?? '')).toMatchObject({
      status: 'conflict',
      serverRef: 'CMD-000050',
    });
  });

  it('rejects a sale with the first reason’s code and every reason in the message, the others go on', async () => {
    const db = freshTillDb();
    await tillWithSales(db, 3);
    const reasons = [
      { code: 'TOTAL_MISMATCH', message: 'The lines make 1000, not 900' },
      { code: 'BAD_USER_INPUT', message: 'Not a customer id' },
    ];
    const { engine } = await engineFor(db, (request) =>
      syncAnswer(request, (_, index) =>
        index === 1 ? { status: 'REJECTED', reference: null, reasons } : { status: 'CREATED' },
      ),
    );

    await engine.syncNow();

    const entries = await saleEntries(db);
    expect(entries.map((entry) => entry.state)).toEqual(['acked', 'rejected', 'acked']);
    expect(entries[1]?.lastError).toMatchObject({
      kind: 'rejected',
      code: 'TOTAL_MISMATCH',
      message: 'TOTAL_MISMATCH: The lines make 1000, not 900; BAD_USER_INPUT: Not a customer id',
    });
  });

  it('leaves every sale of a request pending with the same key when the network or the server fails', async () => {
    const db = freshTillDb();
    await tillWithSales(db, 3);
    const failures: FakeAnswer[] = [
      new TypeError('Failed to fetch'),
      { status: 503, body: {} },
      graphqlError('INTERNAL_SERVER_ERROR'),
    ];
    let call = 0;
    const { engine, server } = await engineFor(db, (request) =>
      call < failures.length
        ? (failures[call++] as FakeAnswer)
        : syncAnswer(request, () => ({ status: 'DUPLICATE' })),
    );
    const keys = (await saleEntries(db)).map((entry) => entry.idempotencyKey);

    // The first pass met the first failure; two more passes meet the others.
    for (let attempt = 0; attempt < failures.length; attempt += 1) {
      expect((await saleEntries(db)).map((entry) => entry.state)).toEqual(['pending', 'pending', 'pending']);
      await engine.syncNow();
    }

    expect((await saleEntries(db)).map((entry) => entry.state)).toEqual(['acked', 'acked', 'acked']);
    const sent = server.requests.filter((r) => r.operationName === 'SyncTillSales');
    expect(sent.map((r) => (r.variables.orders as SyncOrderInput[]).map((o) => o.idempotencyKey))).toEqual(
      Array.from({ length: 4 }, () => keys),
    );
  });

  it('parks the sales on a sign-in when the session expired', async () => {
    const db = freshTillDb();
    await tillWithSales(db, 2);
    const { engine } = await engineFor(db, () => graphqlError('UNAUTHENTICATED'));
    await engine.syncNow();
    expect((await saleEntries(db)).map((entry) => entry.state)).toEqual(['blocked_auth', 'blocked_auth']);
  });

  it('parks the sales on a sign-in when syncOrders, public, answers each that no session sent it', async () => {
    const db = freshTillDb();
    await tillWithSales(db, 2);
    const unauthenticated = [
      { code: 'UNAUTHENTICATED', message: 'Recording a sale needs a signed-in member of staff' },
    ];
    const { engine } = await engineFor(db, (request) =>
      syncAnswer(request, () => ({ status: 'REJECTED', reference: null, reasons: unauthenticated })),
    );
    await engine.syncNow();
    expect((await saleEntries(db)).map((entry) => entry.state)).toEqual(['blocked_auth', 'blocked_auth']);
  });

  it('sends the sales one by one when the request as a whole is refused, so one bad sale spoils none', async () => {
    const db = freshTillDb();
    const { sales } = await tillWithSales(db, 3);
    const bad = sales[1]?.id;
    const { engine, server } = await engineFor(db, (request) => {
      const orders = request.variables.orders as SyncOrderInput[];
      if (orders.some((order) => order.clientOrderId === bad))
        return graphqlError('BAD_USER_INPUT', 'Variable "$orders" got invalid value');
      return syncAnswer(request, () => ({ status: 'CREATED' }));
    });

    await engine.syncNow();

    expect((await saleEntries(db)).map((entry) => entry.state)).toEqual(['acked', 'rejected', 'acked']);
    const sizes = server.requests
      .filter((r) => r.operationName === 'SyncTillSales')
      .map((r) => (r.variables.orders as unknown[]).length);
    expect(sizes).toEqual([3, 1, 1, 1]);
  });

  it('opens the session on the server before it closes it', async () => {
    const db = freshTillDb();
    const { session } = await tillWithSales(db, 1);
    await closeSession(db, { session, countedCash: 1_000 });
    const { engine, server } = await engineFor(db, (request) =>
      syncAnswer(request, () => ({ status: 'CREATED' })),
    );

    await engine.syncNow();

    expect(server.requests.map((r) => r.operationName)).toEqual([
      'OpenTillSession',
      'SyncTillSales',
      'CloseTillSession',
    ]);
    const entries = await db.outbox.orderBy('deviceSeq').toArray();
    expect(entries.map((entry) => [entry.kind, entry.state, entry.serverRef])).toEqual([
      ['posSessionOpen', 'acked', session.uuid],
      ['posSale', 'acked', expect.stringMatching(/^CMD-C1-001-0001$/)],
      ['posSessionClose', 'acked', session.uuid],
    ]);
  });
});
