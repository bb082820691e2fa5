/**
 * The tills (registerPosDevice, posDevices): a till sells from any warehouse of its shop, its code
 * is unique in the shop (upper-cased as typed), a manager takes a till over on a wiped tablet with
 * `reclaim` (told first what it takes over: its open session) and the tablet continues its session
 * numbers, a cashier may not, and every refusal names its fields with a message key.
 */
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { refusalOf } from './helpers/graphql-results';
import { signedCaller, sqlRows } from './helpers/pos-fixtures';
import type { Caller } from './helpers/pos-fixtures';
import { demoWarehouses } from './helpers/stock-fixtures';
import type { DemoWarehouses } from './helpers/stock-fixtures';
import {
  CLOSE_POS_SESSION,
  POS_DEVICES,
  POS_SESSIONS,
  REGISTER_POS_DEVICE,
  closeInput,
  openInput,
  openSession,
  otherShop,
  registerTill,
  tillCode,
} from './helpers/pos-till-fixtures';
import type { TillDevice, TillSession } from './helpers/pos-till-fixtures';

let server: TestApp;
let demo: DemoWarehouses;
let cashier: Caller;
let manager: Caller;

beforeAll(async () => {
  server = await createTestApp();
  demo = await demoWarehouses(server);
  cashier = await signedCaller(server, ['CASHIER'], [demo.shopUuid]);
  manager = await signedCaller(server, ['MANAGER'], [demo.shopUuid]);
});
afterAll(() => server.close());

function register(caller: Caller, input: Record<string, unknown>) {
  return caller.graphql<{ registerPosDevice: TillDevice }>(REGISTER_POS_DEVICE, {
    input: { shopUuid: demo.shopUuid, warehouseId: demo.boutique, name: 'Caisse', ...input },
  });
}

describe('registering a till', () => {
  it('registers a till under its upper-cased code, selling from a warehouse of the shop that is not the default', async () => {
    const code = tillCode();
    const answer = await register(cashier, { code: ` ${code.toLowerCase()} `, name: '  Caisse entrée ' });
    const device = answer.data?.registerPosDevice;
    expect(device).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code,
      name: 'Caisse entrée',
      shopUuid: demo.shopUuid,
      warehouse: { id: demo.boutique, name: 'Boutique Alger-Centre' },
      active: true,
      registeredAt: expect.any(String),
      lastSessionNumber: 0,
    });
    const listed = await cashier.graphql<{ posDevices: TillDevice[] }>(POS_DEVICES, {
      shopUuid: demo.shopUuid,
    });
    expect(listed.data?.posDevices).toContainEqual(device);
  });

  it('accepts Arabic-Indic digits in the code and the same code in another shop', async () => {
    const answer = await register(cashier, { code: 'k٧' });
    expect(answer.data?.registerPosDevice.code).toBe('K7');
    const elsewhere = await otherShop(server);
    const admin = await signedCaller(server, ['ADMIN'], []);
    const there = await registerTill(admin, { ...elsewhere, code: 'K7' });
    expect(there.shopUuid).toBe(elsewhere.shopUuid);
  });

  it('refuses a code another till of the shop holds, naming code with pos.device_code_taken', async () => {
    const code = tillCode();
    await registerTill(cashier, { shopUuid: demo.shopUuid, warehouseId: demo.boutique, code });
    const again = await register(cashier, { code: code.toLowerCase() });
    expect(refusalOf(again)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'pos.device_code_taken',
    });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { code: ['Another till of this shop already has this code'] },
      messageKeys: { code: 'pos.device_code_taken' },
      takenTill: { name: 'Caisse entrée', lastSessionNumber: 0, openSession: null },
    });
  });

  it('gives a reclaimed code the same till, renamed, in its new warehouse, active, continuing its session numbers', async () => {
    const code = tillCode();
    const first = await registerTill(cashier, { shopUuid: demo.shopUuid, warehouseId: demo.boutique, code });
    for (const number of [1, 2, 3]) await openSession(cashier, openInput(first, { number }));
    await sqlRows(server, 'update pos_device set active = false where uuid = ?', [first.uuid]);
    const reclaimed = await registerTill(manager, {
      shopUuid: demo.shopUuid,
      warehouseId: demo.central,
      code,
      name: 'Caisse sortie',
      reclaim: true,
    });
    expect(reclaimed).toEqual({
      ...first,
      name: 'Caisse sortie',
      warehouse: { id: demo.central, name: 'Entrepôt central' },
      active: true,
      lastSessionNumber: 3,
    });
  });

  it('makes one till of one code registered from five tablets at once', async () => {
    const code = tillCode();
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(cashier, { code })));
    expect(answers.filter((a) => a.data?.registerPosDevice)).toHaveLength(1);
    expect(answers.filter((a) => refusalOf(a).messageKey === 'pos.device_code_taken')).toHaveLength(4);
  });
});

describe('taking a till over', () => {
  async function tillWithOpenSession() {
    const code = tillCode();
    const till = await registerTill(cashier, { shopUuid: demo.shopUuid, warehouseId: demo.boutique, code });
    const first = await openSession(cashier, openInput(till, { number: 1 }));
    await cashier.graphql(CLOSE_POS_SESSION, { input: closeInput(first) });
    const open = await openSession(
      cashier,
      openInput(till, { number: 2, openedAt: '2026-11-25T07:30:00.000Z' }),
    );
    return { code, till, open };
  }

  it('tells whoever finds the code taken which till holds it and the session still open on it', async () => {
    const { code, open } = await tillWithOpenSession();
    const again = await register(manager, { code });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'pos.device_code_taken',
      messageKeys: { code: 'pos.device_code_taken' },
      takenTill: {
        name: 'Caisse entrée',
        lastSessionNumber: 2,
        openSession: {
          number: 2,
          cashierName: open.cashier.displayName,
          openedAt: '2026-11-25T07:30:00.000Z',
        },
      },
    });
    expect(open.cashier.displayName).not.toBe('');
  });

  it('refuses a cashier’s reclaim on the code with pos.reclaim_needs_manager, changing nothing', async () => {
    const { code, till } = await tillWithOpenSession();
    const before = await sqlRows(server, 'select * from pos_device where uuid = ?', [till.uuid]);
    const answer = await register(cashier, {
      code,
      name: 'Caisse volée',
      warehouseId: demo.central,
      reclaim: true,
    });
    expect(answer.data).toBeNull();
    expect(refusalOf(answer)).toEqual({
      status: 400,
      code: 'BAD_USER_INPUT',
      messageKey: 'pos.reclaim_needs_manager',
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { code: ['Only a manager can take over a registered till'] },
      messageKeys: { code: 'pos.reclaim_needs_manager' },
    });
    expect(await sqlRows(server, 'select * from pos_device where uuid = ?', [till.uuid])).toEqual(before);
  });

  it('lets a cashier’s reclaim of a free code register a new till', async () => {
    const code = tillCode();
    const answer = await register(cashier, { code, reclaim: true });
    expect(answer.data?.registerPosDevice).toMatchObject({ code, lastSessionNumber: 0 });
  });

  it('lets a manager take over a till with an open session, which stays open for the old tablet’s close', async () => {
    const { code, till, open } = await tillWithOpenSession();
    const taken = await registerTill(manager, {
      shopUuid: demo.shopUuid,
      warehouseId: demo.boutique,
      code,
      name: 'Caisse de secours',
      reclaim: true,
    });
    expect(taken).toMatchObject({ uuid: till.uuid, name: 'Caisse de secours', lastSessionNumber: 2 });
    const [stored] = await sqlRows<{ registered_by_id: string }>(
      server,
      'select registered_by_id from pos_device where uuid = ?',
      [till.uuid],
    );
    expect(stored?.registered_by_id).toBe(manager.staffId);
    // The new tablet numbers from 3: session 2 keeps its number, its late close is still recorded.
    await openSession(manager, openInput(taken, { number: 3, openedAt: '2026-11-26T08:00:00.000Z' }));
    const closed = await cashier.graphql<{ closePosSession: TillSession }>(CLOSE_POS_SESSION, {
      input: closeInput(open),
    });
    expect(closed.data?.closePosSession).toMatchObject({ uuid: open.uuid, number: 2, status: 'CLOSED' });
    const listed = await cashier.graphql<{ posSessions: TillSession[] }>(POS_SESSIONS, {
      shopUuid: demo.shopUuid,
      deviceUuid: till.uuid,
    });
    expect(listed.data?.posSessions.map((s) => [s.number, s.status])).toEqual([
      [3, 'OPEN'],
      [2, 'CLOSED'],
      [1, 'CLOSED'],
    ]);
  });
});

describe('refusals', () => {
  it('names every field at fault at once: code, name and a warehouse of another shop', async () => {
    const elsewhere = await otherShop(server);
    const answer = await register(cashier, { code: 'C-1', name: ' ', warehouseId: elsewhere.warehouseId });
    expect(refusalOf(answer)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: { code: ['1 to 6 letters A-Z or digits 0-9'], name: ['1 to 60 characters'] },
      messageKeys: { code: 'pos.device_code_invalid', name: 'pos.device_name_length' },
    });
    const foreign = await register(cashier, { code: tillCode(), warehouseId: elsewhere.warehouseId });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'pos.warehouse_not_in_shop',
      fieldErrors: { warehouseId: ['Not a warehouse of this shop'] },
    });
    const tooLong = await register(cashier, {
      code: 'ABCDEFG',
      name: 'x'.repeat(61),
      warehouseId: 'central',
    });
    expect(Object.keys(tooLong.errors?.[0]?.extensions.fieldErrors ?? {}).sort()).toEqual([
      'code',
      'name',
      'warehouseId',
    ]);
  });

  it('refuses an inactive warehouse of the shop', async () => {
    const [row] = await sqlRows<{ id: string }>(
      server,
      "insert into warehouse (id, shop_uuid, name, active, is_shop_default, created_at) values (gen_random_uuid(), ?, 'Réserve fermée', false, false, now()) returning id",
      [demo.shopUuid],
    );
    const answer = await register(cashier, { code: tillCode(), warehouseId: row?.id });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'pos.warehouse_inactive',
    });
  });

  it('refuses staff of another shop and staff without POS_SALE (FORBIDDEN), and a shop id that is no uuid', async () => {
    const elsewhere = await otherShop(server);
    const stranger = await signedCaller(server, ['CASHIER'], [elsewhere.shopUuid]);
    const clerk = await signedCaller(server, ['STOCK_CLERK'], [demo.shopUuid]);
    for (const caller of [stranger, clerk]) {
      expect(refusalOf(await register(caller, { code: tillCode() }))).toMatchObject({ code: 'FORBIDDEN' });
      const list = await caller.graphql(POS_DEVICES, { shopUuid: demo.shopUuid });
      expect(refusalOf(list)).toMatchObject({ code: 'FORBIDDEN' });
    }
    const malformed = await cashier.graphql(POS_DEVICES, { shopUuid: 'demo' });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { shopUuid: ['Not a shop id'] },
    });
  });
});
