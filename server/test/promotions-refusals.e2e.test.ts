/**
 * What staff may not save, on a real PostgreSQL: each bad input is a field error
 * naming the field and writes nothing (rows and catalogue revision counted), every problem of a form
 * comes back at once, coupon codes are unique among live promotions even under concurrent saves, a
 * stale version is 409, and permissions and shop affectations are enforced.
 */
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import {
  CREATE_PROMOTION,
  createPromotion,
  createSegment,
  demoShopUuid,
  makeShop,
  makeTargets,
  PROMOTION,
  promotionInput,
  PROMOTIONS,
  refusalOf,
  SET_PROMOTION_ACTIVE,
  UPDATE_PROMOTION,
  writtenRows,
} from './helpers/promotions-fixtures';
import type { CatalogueTargets, PromotionResult } from './helpers/promotions-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let now = new Date('2026-12-10T09:30:00.000Z');
let server: TestApp;
let admin: StaffClient;
let shopUuid: string;
let targets: CatalogueTargets;
beforeAll(async () => {
  server = await createTestApp({ now: () => now });
  admin = await staffClient(server, { roles: ['ADMIN'] });
  shopUuid = await demoShopUuid(server);
  targets = await makeTargets(server, shopUuid);
});
afterAll(() => server.close());

function create(scope: string, input: Record<string, unknown>, client = admin, shop = shopUuid) {
  return client.graphql<{ createPromotion: PromotionResult }>(CREATE_PROMOTION, {
    shopUuid: shop,
    scope,
    input: promotionInput(input),
  });
}

/** Runs a refused call and checks that it wrote nothing; answers its refusal. */
async function refused(call: () => Promise<Parameters<typeof refusalOf>[0]>) {
  const before = await writtenRows(server);
  const refusal = refusalOf(await call());
  expect(await writtenRows(server)).toEqual(before);
  return refusal;
}

describe('field errors, nothing written', () => {
  it('names unknown targets of each kind, and products the shop does not sell', async () => {
    const elsewhere = await makeTargets(server, await makeShop(server, 'Boutique Béjaïa'));
    const cases: [string, number[], string][] = [
      [
        'PRODUCT',
        [targets.productId, elsewhere.productId, 999_001],
        `unknown products, or not sold by this shop: ${elsewhere.productId}, 999001`,
      ],
      ['CATEGORY', [targets.categoryId, 999_002], 'unknown categories: 999002'],
      ['BRAND', [999_003], 'unknown brands: 999003'],
      ['BRAND_LINE', [targets.brandLineId, 999_004], 'unknown brand lines: 999004'],
      ['COLLECTION', [999_005, targets.collectionId], 'unknown collections: 999005'],
      ['CUSTOMER_SEGMENT', [999_006], 'unknown customer segments of this shop: 999006'],
    ];
    for (const [scope, targetIds, message] of cases) {
      const refusal = await refused(() => create(scope, { targetIds }));
      expect(refusal).toMatchObject({
        status: 400,
        code: 'BAD_USER_INPUT',
        fieldErrors: { targetIds: [message] },
      });
    }
  });

  it('refuses an end before the start, a percentage above 100 and negative values', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ endsAt: '2026-11-30T00:00:00Z' }, { endsAt: ['must be after the start'] }],
      [{ value: 100.5 }, { value: ['a percentage must be at most 100'] }],
      [{ discountType: 'AMOUNT', value: -200 }, { value: ['must be greater than 0'] }],
      [{ discountType: 'AMOUNT', value: 1.234 }, { value: ['must have at most 2 decimals'] }],
      [{ minimumSubtotal: -100 }, { minimumSubtotal: ['must be a whole number from 0 to 2147483647'] }],
      [{ priority: -1 }, { priority: ['must be a whole number from 0 to 1000'] }],
    ];
    for (const [input, fieldErrors] of cases) {
      expect(await refused(() => create('ALL', input))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors,
      });
    }
  });

  it('answers every problem of a form at once, the database ones included', async () => {
    const refusal = await refused(() =>
      create('CATEGORY', {
        name: ' ',
        endsAt: '2026-11-01T00:00:00Z',
        targetIds: [999_010],
        translations: [{ locale: 'de', title: 'Rabatt' }],
        value: 150,
        combinability: 'GROUP_EXCLUSIVE_CART',
        channels: [],
        couponCode: 'no',
        singleUse: true,
      }),
    );
    expect(refusal.fieldErrors).toEqual({
      name: ['is required'],
      endsAt: ['must be after the start'],
      translations: [
        'de: the language must be one of fr, en, ar',
        'fr: the French texts are required, with a title',
      ],
      targetIds: ['unknown categories: 999010'],
      value: ['a percentage must be at most 100'],
      combinability: ['GROUP_EXCLUSIVE_CART does not fit an item scope'],
      channels: ['choose at least one channel'],
      couponCode: ['must be 3 to 32 characters among A-Z, 0-9, _ and -, starting with a letter or digit'],
    });
  });

  it('refuses targets where the scope has none, and payment methods outside its scope', async () => {
    expect((await refused(() => create('CART', { targetIds: [targets.productId] }))).fieldErrors).toEqual({
      targetIds: ['must be empty for the scope CART'],
    });
    expect((await refused(() => create('PAYMENT_METHOD', {}))).fieldErrors).toEqual({
      paymentMethods: ['choose at least one payment method'],
    });
  });
});

describe('coupon codes', () => {
  it('refuses a code another live promotion of the shop holds, until it ended or was switched off', async () => {
    const first = await createPromotion(admin, {
      shopUuid,
      scope: 'CART',
      input: promotionInput({ name: 'Noël', couponCode: 'NOEL26', endsAt: '2026-12-26T00:00:00Z' }),
    });
    const again = await refused(() => create('ALL', { couponCode: ' noel26 ' }));
    expect(again.fieldErrors).toEqual({ couponCode: ['already used by the live promotion Noël'] });
    // Another shop may use the same code; a promotion saved switched off does not clash either.
    await createPromotion(admin, {
      shopUuid: await makeShop(server, 'Boutique Annaba'),
      scope: 'ALL',
      input: promotionInput({ couponCode: 'NOEL26' }),
    });
    const dormant = await createPromotion(admin, {
      shopUuid,
      scope: 'ALL',
      input: promotionInput({ couponCode: 'NOEL26', active: false }),
    });
    const wake = await refused(() => admin.graphql(SET_PROMOTION_ACTIVE, { id: dormant.id, active: true }));
    expect(wake.fieldErrors).toEqual({ couponCode: ['already used by the live promotion Noël'] });

    await admin.graphql(SET_PROMOTION_ACTIVE, { id: first.id, active: false });
    const afterSwitchOff = await createPromotion(admin, {
      shopUuid,
      scope: 'ALL',
      input: promotionInput({ couponCode: 'NOEL26', name: 'Nouvel an' }),
    });
    expect(afterSwitchOff.couponCode).toBe('NOEL26');
    await admin.graphql(SET_PROMOTION_ACTIVE, { id: afterSwitchOff.id, active: false });

    await admin.graphql(SET_PROMOTION_ACTIVE, { id: first.id, active: true });
    now = new Date('2026-12-26T00:00:00.000Z');
    // Sessions live 12 hours: a fortnight later, staff sign in again.
    const later = await staffClient(server, { roles: ['ADMIN'] });
    const afterEnd = await createPromotion(later, {
      shopUuid,
      scope: 'ALL',
      input: promotionInput({ couponCode: 'NOEL26' }),
    });
    expect(afterEnd.couponCode).toBe('NOEL26');
    now = new Date('2026-12-10T09:30:00.000Z');
    // Signing in on the 26th swept the sessions expired by then, ours included.
    admin = await staffClient(server, { roles: ['ADMIN'] });
  });

  it('lets exactly one of two simultaneous creations with the same code through', async () => {
    const input = promotionInput({ couponCode: 'FLASH-RACE' });
    const before = await writtenRows(server);
    const answers = await Promise.all([create('CART', input), create('ALL', input)]);
    const outcomes = answers.map((answer) => (answer.data ? 'created' : refusalOf(answer).fieldErrors));
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes).toContainEqual({
      couponCode: [expect.stringMatching(/^already used by the live promotion /)],
    });
    expect((await writtenRows(server))?.promotions).toBe((before?.promotions ?? 0) + 1);
  });
});

describe('versions, existence and permissions', () => {
  it('answers 409 to an update made from a stale version, and writes nothing', async () => {
    const created = await createPromotion(admin, { shopUuid, scope: 'ALL', input: promotionInput() });
    const first = await admin.graphql(UPDATE_PROMOTION, {
      id: created.id,
      version: 1,
      input: promotionInput({ value: 20 }),
    });
    expect(first.errors).toBeUndefined();
    const stale = await refused(() =>
      admin.graphql(UPDATE_PROMOTION, { id: created.id, version: 1, input: promotionInput({ value: 30 }) }),
    );
    expect(stale).toMatchObject({ status: 409, code: 'CONFLICT' });
    const read = await admin.graphql<{ promotion: PromotionResult }>(PROMOTION, { id: created.id });
    expect(read.data?.promotion).toMatchObject({ value: 20, version: 2 });
  });

  it('answers 404 for an unknown promotion or shop', async () => {
    const unknown = await admin.graphql(UPDATE_PROMOTION, {
      id: 999_999,
      version: 1,
      input: promotionInput(),
    });
    expect(refusalOf(unknown)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const shop = await refused(() => create('ALL', {}, admin, '00000000-0000-4000-8000-000000000000'));
    expect(shop).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const list = await admin.graphql(PROMOTIONS, { filter: { shopUuid: 'not-a-shop' } });
    expect(refusalOf(list)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses a cashier (no PROMOTIONS) and a manager of another shop with 403', async () => {
    const created = await createPromotion(admin, { shopUuid, scope: 'ALL', input: promotionInput() });
    const cashier = await staffClient(server, { roles: ['CASHIER'], shopIds: [shopUuid] });
    expect(refusalOf(await cashier.graphql(PROMOTIONS, {}))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await refused(() => create('ALL', {}, cashier))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const other = await makeShop(server, 'Boutique Tlemcen');
    const manager = await staffClient(server, { roles: ['MANAGER'], shopIds: [other] });
    expect(await refused(() => create('ALL', {}, manager))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refusalOf(await manager.graphql(PROMOTION, { id: created.id }))).toMatchObject({ status: 403 });
    const update = () =>
      manager.graphql(UPDATE_PROMOTION, { id: created.id, version: 1, input: promotionInput() });
    expect(await refused(update)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const list = await manager.graphql(PROMOTIONS, { filter: { shopUuid } });
    expect(refusalOf(list)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const segment = await refused(() => createSegmentAs(manager));
    expect(segment).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});

function createSegmentAs(client: StaffClient) {
  return client.graphql(
    'mutation($shopUuid: ID!) { createCustomerSegment(shopUuid: $shopUuid, input: { name: "Hors boutique", kind: MEMBERS }) { id } }',
    { shopUuid },
  );
}

// A segment of the shop makes a valid CUSTOMER_SEGMENT target; one of another shop does not.
describe('segment targets', () => {
  it('accepts a segment of the shop and refuses one of another shop', async () => {
    const ours = await createSegment(admin, shopUuid, { name: 'Cibles', kind: 'MEMBERS' });
    const theirs = await createSegment(admin, await makeShop(server, 'Boutique Blida'), {
      name: 'Cibles',
      kind: 'MEMBERS',
    });
    const ok = await createPromotion(admin, {
      shopUuid,
      scope: 'CUSTOMER_SEGMENT',
      input: promotionInput({ targetIds: [ours.id] }),
    });
    expect(ok.targets).toEqual([{ id: ours.id, name: 'Cibles' }]);
    const refusal = await refused(() => create('CUSTOMER_SEGMENT', { targetIds: [ours.id, theirs.id] }));
    expect(refusal.fieldErrors).toEqual({
      targetIds: [`unknown customer segments of this shop: ${theirs.id}`],
    });
  });
});
