import {
  ORDERS_INDEX,
  RECORD_LIFETIME_MS,
  SEALING_KEY,
  recentOrderOf,
  saveOrderRecord,
} from './order-records';

const SHOP = '11111111-1111-4111-8111-111111111111';
const UUIDS: Record<string, string> = {
  'cart-1': '11111111-2222-4333-8444-555555555551',
  quick: '11111111-2222-4333-8444-555555555552',
  old: '11111111-2222-4333-8444-555555555553',
  new: '11111111-2222-4333-8444-555555555554',
  evil: '11111111-2222-4333-8444-555555555555',
};
const record = (cartExternalId: string, createdAt: number) => ({
  orderUuid: UUIDS[cartExternalId] ?? '',
  redirectUrl: `/checkout/confirmation/${UUIDS[cartExternalId] ?? ''}`,
  cartExternalId,
  createdAt,
});

beforeEach(() => localStorage.clear());

it('finds a placed order by its cart id for two hours, under the shop key plus orders.index', async () => {
  const at = 1_700_000_000_000;
  await saveOrderRecord(SHOP, 'a'.repeat(64), record('cart-1', at), { sealed: false });
  const stored = JSON.parse(localStorage.getItem(`${SHOP}.${ORDERS_INDEX}`) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(stored['a'.repeat(64)]).toEqual(record('cart-1', at));
  expect(await recentOrderOf(SHOP, 'cart-1', at + RECORD_LIFETIME_MS - 1)).toEqual(record('cart-1', at));
  expect(await recentOrderOf(SHOP, 'cart-1', at + RECORD_LIFETIME_MS)).toBeNull();
  expect(await recentOrderOf(SHOP, 'cart-2', at)).toBeNull();
  expect(await recentOrderOf('22222222-2222-4222-8222-222222222222', 'cart-1', at)).toBeNull();
});

it('seals the quick order’s record with AES-GCM, readable back with the kept key', async () => {
  const at = Date.now();
  await saveOrderRecord(SHOP, 'b'.repeat(64), record('quick', at), { sealed: true });
  const text = localStorage.getItem(`${SHOP}.${ORDERS_INDEX}`) ?? '';
  expect(text).not.toContain('quick');
  expect(text).not.toContain(UUIDS.quick);
  expect(text).not.toContain('/checkout/confirmation');
  expect(localStorage.getItem(SEALING_KEY)).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
  expect(await recentOrderOf(SHOP, 'quick', at + 1000)).toEqual(record('quick', at));
});

it('prunes expired records when a new one is kept, and ignores what it cannot read', async () => {
  const at = 1_700_000_000_000;
  await saveOrderRecord(SHOP, 'c'.repeat(64), record('old', at), { sealed: false });
  await saveOrderRecord(SHOP, 'd'.repeat(64), record('new', at + RECORD_LIFETIME_MS + 1), { sealed: false });
  const stored = JSON.parse(localStorage.getItem(`${SHOP}.${ORDERS_INDEX}`) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(Object.keys(stored)).toEqual(['d'.repeat(64)]);
  localStorage.setItem(`${SHOP}.${ORDERS_INDEX}`, '{oops');
  expect(await recentOrderOf(SHOP, 'new', at)).toBeNull();
  // The address is rebuilt from the uuid: a tampered one never decides where the page goes.
  localStorage.setItem(
    `${SHOP}.${ORDERS_INDEX}`,
    JSON.stringify({ x: { ...record('evil', at), redirectUrl: '//evil.example/' } }),
  );
  expect((await recentOrderOf(SHOP, 'evil', at))?.redirectUrl).toBe(record('evil', at).redirectUrl);
  localStorage.setItem(
    `${SHOP}.${ORDERS_INDEX}`,
    JSON.stringify({ x: { ...record('evil', at), orderUuid: '../../admin' } }),
  );
  expect(await recentOrderOf(SHOP, 'evil', at)).toBeNull();
});
