/**
 * The tills (registerPosDevice, posDevices): a till sells from any warehouse of its shop, its code
 * is unique in the shop (upper-cased as typed), a wiped tablet takes its till back with `reclaim`
 * and continues its session numbers, and every refusal names its fields with a message key.
 */
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { refusalOf } from './helpers/graphql-results';
import { signedCaller, sqlRows } from './helpers/pos-fixtures';
import type { Caller } from './helpers/pos-fixtures';
import { demoWarehouses } from './helpers/stock-fixtures';
import type { DemoWarehouses } from './helpers/stock-fixtures';
import {
  POS_DEVICES,
  REGISTER_POS_DEVICE,
  openInput,
  openSession,
  otherShop,
  registerTill,
  tillCode,
} from './helpers/pos-till-fixtures';
import type { TillDevice } from './helpers/pos-till-fixtures';

let server: TestApp;
let demo: DemoWarehouses;
let cashier: Caller;

beforeAll(async () => {
  server = await createTestApp();
  demo = await demoWarehouses(server);
  cashier = await signedCaller(server, ['CASHIER'], [demo.shopUuid]);
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
    });
  });

  it('gives a reclaimed code the same till, renamed, in its new warehouse, active, continuing its session numbers', async () => {
    const code = tillCode();
    const first = await registerTill(cashier, { shopUuid: demo.shopUuid, warehouseId: demo.boutique, code });
    for (const number of [1, 2, 3]) await openSession(cashier, openInput(first, { number }));
    await sqlRows(server, 'update pos_device set active = false where uuid = ?', [first.uuid]);
    const reclaimed = await registerTill(cashier, {
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
