/**
 * The tills' sessions (openPosSession, closePosSession, posSessions) as a till's outbox sends them:
 * replays answer the same session, another body under a used uuid is refused, numbers are unique per
 * till, the close keeps the count and the difference, and the server's figures come from the sales
 * synced under the session. posSessions is one statement whatever the number of sessions.
 */
import { randomUUID } from 'node:crypto';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { refusalOf } from './helpers/graphql-results';
import { posLine, saleEntry, setupPos, signedCaller, sqlRows, syncOrders } from './helpers/pos-fixtures';
import type { Caller, PosSetup } from './helpers/pos-fixtures';
import {
  CLOSE_POS_SESSION,
  OPEN_POS_SESSION,
  POS_SESSIONS,
  closeInput,
  openInput,
  openSession,
  otherShop,
  registerTill,
} from './helpers/pos-till-fixtures';
import type { TillDevice, TillSession } from './helpers/pos-till-fixtures';

const statements: string[] = [];
let server: TestApp;
let pos: PosSetup;
let till: TillDevice;

beforeAll(async () => {
  // No revision polling: its statement would land in the counts at random.
  server = await createTestApp({
    env: { CATALOGUE_POLL_MS: '3600000' },
    onQuery: (query) => statements.push(query),
  });
  pos = await setupPos(server, 50);
  till = await registerTill(pos.cashier, { shopUuid: pos.shopUuid, warehouseId: pos.warehouseId });
});
afterAll(() => server.close());

/** The next session number of the till (each test opens its own sessions). */
let nextNumber = 1;
const freshOpen = (values: Record<string, unknown> = {}) =>
  openInput(till, { number: nextNumber++, ...values });

function open(caller: Caller, input: Record<string, unknown>) {
  return caller.graphql<{ openPosSession: TillSession }>(OPEN_POS_SESSION, { input });
}

function close(caller: Caller, input: Record<string, unknown>) {
  return caller.graphql<{ closePosSession: TillSession }>(CLOSE_POS_SESSION, { input });
}

function sessions(caller: Caller, variables: Record<string, unknown>) {
  return caller.graphql<{ posSessions: TillSession[] }>(POS_SESSIONS, {
    shopUuid: pos.shopUuid,
    ...variables,
  });
}

describe('opening', () => {
  it('records the session the till opened, and answers the same session to the same input again', async () => {
    const input = freshOpen({ openingCash: 2_000_000 });
    const first = await openSession(pos.cashier, input);
    expect(first).toEqual({
      uuid: input.uuid,
      number: input.number,
      deviceUuid: till.uuid,
      deviceCode: till.code,
      shopUuid: pos.shopUuid,
      cashier: { id: pos.cashier.staffId, displayName: expect.any(String) },
      status: 'OPEN',
      openedAt: input.openedAt,
      openingCash: 2_000_000,
      closedAt: null,
      countedCash: null,
      expectedCash: null,
      difference: null,
      salesCount: 0,
      salesTotal: 0,
      cashTotal: 0,
      note: null,
    });
    expect(first.cashier.displayName).not.toBe('');
    const replay = await open(pos.cashier, {
      ...input,
      uuid: input.uuid.toUpperCase(),
      cashierId: pos.cashier.staffId,
    });
    expect(replay).toEqual({ status: 200, data: { openPosSession: first } });
  });

  it('makes one session of one open sent 20 times at once', async () => {
    const input = freshOpen();
    const answers = await Promise.all(Array.from({ length: 20 }, () => open(pos.cashier, input)));
    expect(answers.every((a) => a.data?.openPosSession.uuid === input.uuid)).toBe(true);
    const rows = await sqlRows(server, 'select 1 from pos_session where uuid = ?', [input.uuid]);
    expect(rows).toHaveLength(1);
  });

  it('refuses other values under a used uuid (CONFLICT pos.session_key_reused)', async () => {
    const input = freshOpen();
    await openSession(pos.cashier, input);
    const reused = await open(pos.cashier, { ...input, openingCash: input.openingCash + 100 });
    expect(refusalOf(reused)).toEqual({
      status: 409,
      code: 'CONFLICT',
      messageKey: 'pos.session_key_reused',
    });
  });

  it('refuses a number the till already used under another uuid, naming number', async () => {
    const input = freshOpen();
    await openSession(pos.cashier, input);
    const clash = await open(pos.cashier, { ...input, uuid: randomUUID() });
    expect(refusalOf(clash)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'pos.session_number_taken',
    });
    expect(clash.errors?.[0]?.extensions.fieldErrors).toEqual({
      number: [`Session ${input.number} of this till already exists under another uuid`],
    });
  });

  it('refuses an unknown or inactive till, bad values, and another cashier than the caller', async () => {
    const unknown = await open(pos.cashier, openInput({ uuid: randomUUID() }));
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'pos.device_unknown',
      fieldErrors: { deviceUuid: ['No active till has this uuid'] },
    });
    const resting = await registerTill(pos.cashier, { shopUuid: pos.shopUuid, warehouseId: pos.warehouseId });
    await sqlRows(server, 'update pos_device set active = false where uuid = ?', [resting.uuid]);
    expect(refusalOf(await open(pos.cashier, openInput(resting)))).toMatchObject({
      messageKey: 'pos.device_unknown',
    });
    const bad = await open(pos.cashier, openInput(till, { uuid: 'x', number: 0, openingCash: -1 }));
    expect(Object.keys(bad.errors?.[0]?.extensions.fieldErrors ?? {}).sort()).toEqual([
      'number',
      'openingCash',
      'uuid',
    ]);
    const elsewhere = await otherShop(server);
    const stranger = await signedCaller(server, ['CASHIER'], [elsewhere.shopUuid]);
    const forStranger = await open(pos.cashier, freshOpen({ cashierId: stranger.staffId }));
    expect(refusalOf(forStranger)).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'pos.cashier_not_in_shop',
    });
  });

  it("opens a colleague's session, sent by the next cashier on the till, under that colleague", async () => {
    const colleague = await signedCaller(server, ['CASHIER'], [pos.shopUuid]);
    const session = await openSession(pos.cashier, freshOpen({ cashierId: colleague.staffId }));
    expect(session.cashier.id).toBe(colleague.staffId);
  });

  it('refuses staff of another shop (FORBIDDEN), even for a replay', async () => {
    const input = freshOpen();
    await openSession(pos.cashier, input);
    const elsewhere = await otherShop(server);
    const stranger = await signedCaller(server, ['CASHIER'], [elsewhere.shopUuid]);
    expect(refusalOf(await open(stranger, input))).toMatchObject({ code: 'FORBIDDEN' });
    expect(refusalOf(await open(stranger, freshOpen()))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('closing', () => {
  it('keeps the count, what the till expected and the difference; the same close again answers the same', async () => {
    const session = await openSession(pos.cashier, freshOpen());
    const input = closeInput(session, { note: '  Billet de 200 DA manquant ' });
    const closed = await close(pos.cashier, input);
    expect(closed.data?.closePosSession).toEqual({
      ...session,
      status: 'CLOSED',
      closedAt: input.closedAt,
      countedCash: 1_500_000,
      expectedCash: 1_520_000,
      difference: -20_000,
      note: 'Billet de 200 DA manquant',
    });
    // A replay after the answer was lost, sent by whoever is signed in on the tablet now.
    const colleague = await signedCaller(server, ['CASHIER'], [pos.shopUuid]);
    expect(await close(colleague, input)).toEqual(closed);
    const other = await close(pos.cashier, { ...input, countedCash: 1_520_000 });
    expect(refusalOf(other)).toEqual({ status: 409, code: 'CONFLICT', messageKey: 'pos.session_key_reused' });
  });

  it('answers NOT_FOUND for a session the server does not know, and names bad values', async () => {
    const unknown = await close(pos.cashier, closeInput({ uuid: randomUUID() }));
    expect(refusalOf(unknown)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      messageKey: 'pos.session_not_found',
    });
    const bad = await close(
      pos.cashier,
      closeInput({ uuid: randomUUID() }, { countedCash: -5, note: 'x'.repeat(501) }),
    );
    expect(Object.keys(bad.errors?.[0]?.extensions.fieldErrors ?? {}).sort()).toEqual([
      'countedCash',
      'note',
    ]);
  });
});

describe("the server's figures", () => {
  it('adds up the sales synced under the session: count, totals and cash tenders taken at the sale', async () => {
    const session = await openSession(pos.cashier, freshOpen());
    const sale = (values: Parameters<typeof saleEntry>[1]) => ({
      ...saleEntry(pos, values),
      deviceId: till.uuid,
      sessionId: session.uuid,
    });
    const cash = sale({ lines: [posLine(pos, { dress: 0 })] });
    const mixedLine = posLine(pos, { dress: 1 });
    const mixed = {
      ...sale({
        lines: [mixedLine],
        paymentType: 'MIXED',
        tenders: [
          { method: 'CASH', amount: 100_000 },
          { method: 'CARD', amount: mixedLine.totalTtc - 100_000 },
        ],
      }),
      // The till's case of the uuid does not matter.
      sessionId: session.uuid.toUpperCase(),
    };
    const card = sale({ lines: [posLine(pos, { dress: 1, combination: 2 })], paymentType: 'CARD' });
    const deposit = sale({
      lines: [posLine(pos, { dress: 0, quantity: 2 })],
      paymentType: 'DEPOSIT',
      tenders: [{ method: 'CASH', amount: 50_000 }],
      customer: { firstname: 'Samia', lastname: 'Benali', phone: '0661234567' },
    });
    const elsewhere = { ...saleEntry(pos), deviceId: till.uuid, sessionId: randomUUID() };
    const results = await syncOrders(pos.cashier, [cash, mixed, card, deposit, elsewhere]);
    expect(results.map((r) => r.status)).toEqual(['CREATED', 'CREATED', 'CREATED', 'CREATED', 'CREATED']);
    // Money taken later against the deposit is not the session's cash.
    await sqlRows(
      server,
      "insert into order_payment (order_id, method, amount, paid_at) select id, 'cash', 10000, now() from customer_order where uuid = ?",
      [results[3]?.orderUuid],
    );
    const [listed] =
      (await sessions(pos.cashier, { deviceUuid: till.uuid, limit: 200 })).data?.posSessions.filter(
        (s) => s.uuid === session.uuid,
      ) ?? [];
    const totals = [cash, mixed, card, deposit].reduce((sum, entry) => sum + entry.sale.total, 0);
    expect(listed).toMatchObject({
      salesCount: 4,
      salesTotal: totals,
      cashTotal: cash.sale.total + 100_000 + 50_000,
    });
  });

  it('records a sale naming a session the server does not know yet, and counts it once the session arrives', async () => {
    const input = freshOpen();
    const entry = { ...saleEntry(pos), deviceId: till.uuid, sessionId: input.uuid };
    const [result] = await syncOrders(pos.cashier, [entry]);
    expect(result?.status).toBe('CREATED');
    const session = await openSession(pos.cashier, input);
    expect(session).toMatchObject({
      salesCount: 1,
      salesTotal: entry.sale.total,
      cashTotal: entry.sale.total,
    });
  });
});

describe('posSessions', () => {
  it("lists a shop's sessions newest first, or one till's, within the limit", async () => {
    const other = await registerTill(pos.cashier, { shopUuid: pos.shopUuid, warehouseId: pos.warehouseId });
    const late = await openSession(pos.cashier, freshOpen({ openedAt: '2030-01-02T08:00:00.000Z' }));
    const later = await openSession(pos.cashier, openInput(other, { openedAt: '2030-01-03T08:00:00.000Z' }));
    const all = (await sessions(pos.cashier, { limit: 2 })).data?.posSessions ?? [];
    expect(all.map((s) => s.uuid)).toEqual([later.uuid, late.uuid]);
    const mine = (await sessions(pos.cashier, { deviceUuid: till.uuid })).data?.posSessions ?? [];
    expect(mine[0]?.uuid).toBe(late.uuid);
    expect(new Set(mine.map((s) => s.deviceUuid))).toEqual(new Set([till.uuid]));
    const openedAt = mine.map((s) => s.openedAt);
    expect(openedAt).toEqual([...openedAt].sort().reverse());
  });

  it('refuses a limit outside 1 to 200, a device id that is no uuid, and another shop (FORBIDDEN)', async () => {
    for (const limit of [0, 201]) {
      const answer = await sessions(pos.cashier, { limit });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { limit: ['A whole number from 1 to 200'] },
      });
    }
    const device = await sessions(pos.cashier, { deviceUuid: 'C1' });
    expect(device.errors?.[0]?.extensions.fieldErrors).toEqual({ deviceUuid: ['Must be a UUID'] });
    const elsewhere = await otherShop(server);
    const stranger = await signedCaller(server, ['CASHIER'], [elsewhere.shopUuid]);
    expect(refusalOf(await sessions(stranger, {}))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('reads a page of sessions with their figures in one statement whatever its size', async () => {
    const busy = await registerTill(pos.cashier, { shopUuid: pos.shopUuid, warehouseId: pos.warehouseId });
    const opened: TillSession[] = [];
    for (let number = 1; number <= 30; number += 1) {
      opened.push(await openSession(pos.cashier, openInput(busy, { number })));
    }
    const sales = opened.map((session) => ({
      ...saleEntry(pos),
      deviceId: busy.uuid,
      sessionId: session.uuid,
    }));
    await syncOrders(pos.cashier, sales);
    const count = async (limit: number) => {
      statements.length = 0;
      const answer = await sessions(pos.cashier, { deviceUuid: busy.uuid, limit });
      expect(answer.data?.posSessions).toHaveLength(Math.min(limit, 30));
      expect(answer.data?.posSessions.every((s) => s.salesCount === 1)).toBe(true);
      return statements.length;
    };
    // The sign-in session's statement, then the page.
    expect([await count(1), await count(30), await count(200)]).toEqual([2, 2, 2]);
  });
});
