/**
 * Staff promotions over GraphQL on a real PostgreSQL: creating, reading, updating and deleting one
 * promotion of each scope family, the list's filters (status at the request instant, scope, text,
 * shop), targets named in the request language, and the catalogue revision every write bumps.
 */
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import {
  createPromotion,
  createSegment,
  DELETE_PROMOTION,
  demoShopUuid,
  makeShop,
  makeTargets,
  PROMOTION,
  promotionInput,
  PROMOTIONS,
  SET_PROMOTION_ACTIVE,
  UPDATE_PROMOTION,
  writtenRows,
} from './helpers/promotions-fixtures';
import type { CatalogueTargets, PromotionResult } from './helpers/promotions-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const NOW = new Date('2026-12-10T09:30:00.000Z');
/** SQL statements the server ran, to count a list's. */
const statements: string[] = [];
let server: TestApp;
let admin: StaffClient;
let shopUuid: string;
let targets: CatalogueTargets;
beforeAll(async () => {
  server = await createTestApp({ now: NOW, onQuery: (sql) => statements.push(sql) });
  admin = await staffClient(server, { roles: ['ADMIN'] });
  shopUuid = await demoShopUuid(server);
  targets = await makeTargets(server, shopUuid);
});
afterAll(() => server.close());

describe('creating and reading a promotion', () => {
  it('stores the whole form and answers it as typed, with its targets named and its status', async () => {
    const created = await createPromotion(admin, {
      shopUuid,
      scope: 'PRODUCT',
      input: promotionInput({
        targetIds: [targets.productId],
        priority: 5,
        featured: true,
        couponCode: ' hiver-26 ',
        singleUse: true,
        minimumSubtotal: 500_000,
        combinability: 'GROUP_EXCLUSIVE_ITEM',
      }),
    });
    expect(created).toMatchObject({
      shopUuid,
      name: 'Soldes d’hiver',
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2027-01-01T00:00:00.000Z',
      translations: [
        {
          locale: 'fr',
          title: 'Soldes',
          subtitle: 'Jusqu’au 31',
          slogan: 'Tout doit partir',
          bannerHtml: '<p>Hiver</p>',
        },
        { locale: 'en', title: 'Sales', subtitle: '', slogan: '', bannerHtml: '' },
      ],
      bannerThumbUrl: null,
      scope: 'PRODUCT',
      targets: [{ id: targets.productId, name: expect.stringMatching(/^Robe kabyle /) }],
      paymentMethods: [],
      priority: 5,
      active: true,
      featured: true,
      couponCode: 'HIVER-26',
      singleUse: true,
      discountType: 'PERCENTAGE',
      value: 12.5,
      combinability: 'GROUP_EXCLUSIVE_ITEM',
      channels: ['ECOMMERCE', 'POS'],
      minimumSubtotal: 500_000,
      status: 'RUNNING',
      redemptionCount: 0,
      version: 1,
    });
    const [row] = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ value: number; scope: string; target_ids: number[]; coupon_code: string }[]>(
        'select value, scope, target_ids, coupon_code from promotion where id = ?',
        [created.id],
      );
    expect(row).toEqual({
      value: 1250,
      scope: 'product',
      target_ids: [targets.productId],
      coupon_code: 'HIVER-26',
    });
    const read = await admin.graphql<{ promotion: PromotionResult }>(PROMOTION, { id: created.id });
    expect(read.data?.promotion).toEqual(created);
  });

  it('creates one promotion of each scope family, targets named in the request language', async () => {
    const families: [string, Record<string, unknown>][] = [
      ['CATEGORY', { targetIds: [targets.categoryId] }],
      ['BRAND', { targetIds: [targets.brandId] }],
      ['BRAND_LINE', { targetIds: [targets.brandLineId] }],
      ['COLLECTION', { targetIds: [targets.collectionId] }],
      ['ALL', {}],
      ['CART', { discountType: 'AMOUNT', value: 200.5, combinability: 'GROUP_EXCLUSIVE_CART' }],
      ['SHIPPING', { value: 100, combinability: 'GLOBAL_EXCLUSIVE' }],
      ['PAYMENT_METHOD', { paymentMethods: ['CARD', 'MOBILE'] }],
    ];
    const created: PromotionResult[] = [];
    for (const [scope, input] of families) {
      created.push(await createPromotion(admin, { shopUuid, scope, input: promotionInput(input) }));
    }
    expect(created.map((p) => [p.scope, p.targets.length, p.value])).toEqual([
      ['CATEGORY', 1, 12.5],
      ['BRAND', 1, 12.5],
      ['BRAND_LINE', 1, 12.5],
      ['COLLECTION', 1, 12.5],
      ['ALL', 0, 12.5],
      ['CART', 0, 200.5],
      ['SHIPPING', 0, 100],
      ['PAYMENT_METHOD', 0, 12.5],
    ]);
    expect(created[7]?.['paymentMethods']).toEqual(['CARD', 'MOBILE']);
    const english = await server.graphql<{ promotion: PromotionResult }>(
      PROMOTION,
      { id: created[0]?.id },
      { cookie: admin.signed.cookie, 'accept-language': 'en' },
    );
    expect(english.data?.promotion.targets[0]?.name).toMatch(/^Dresses /);
    expect(created[0]?.targets[0]?.name).toMatch(/^Robes /);
    expect(created[2]?.targets[0]?.name).toMatch(/^Ligne été /);
  });
});

describe('updating, switching and deleting', () => {
  it('replaces the form, keeps the scope, bumps the version and the catalogue revision', async () => {
    const segment = await createSegment(admin, shopUuid, {
      name: 'Fidèles CRUD',
      kind: 'RULE',
      minOrders: 2,
    });
    const created = await createPromotion(admin, {
      shopUuid,
      scope: 'CUSTOMER_SEGMENT',
      input: promotionInput({ targetIds: [segment.id], couponCode: 'FIDELE' }),
    });
    expect(created.targets).toEqual([{ id: segment.id, name: 'Fidèles CRUD' }]);
    const before = await writtenRows(server);
    const input = promotionInput({
      name: 'Fidèles, prolongé',
      value: 15,
      targetIds: [segment.id],
      priority: 9,
    });
    const answer = await admin.graphql<{ updatePromotion: PromotionResult }>(UPDATE_PROMOTION, {
      id: created.id,
      version: created.version,
      input,
    });
    expect(answer.data?.updatePromotion).toMatchObject({
      scope: 'CUSTOMER_SEGMENT',
      name: 'Fidèles, prolongé',
      value: 15,
      priority: 9,
      couponCode: 'FIDELE',
      version: created.version + 1,
    });
    expect((await writtenRows(server))?.revision).toBe((before?.revision ?? 0) + 1);
    const cleared = await admin.graphql<{ updatePromotion: PromotionResult }>(UPDATE_PROMOTION, {
      id: created.id,
      version: created.version + 1,
      input: { ...input, couponCode: null },
    });
    expect(cleared.data?.updatePromotion.couponCode).toBeNull();
  });

  it('switches a promotion off and on, and deletes it', async () => {
    const created = await createPromotion(admin, { shopUuid, scope: 'ALL', input: promotionInput() });
    const off = await admin.graphql<{ setPromotionActive: PromotionResult }>(SET_PROMOTION_ACTIVE, {
      id: created.id,
      active: false,
    });
    expect(off.data?.setPromotionActive).toMatchObject({ active: false, status: 'INACTIVE', version: 2 });
    const on = await admin.graphql<{ setPromotionActive: PromotionResult }>(SET_PROMOTION_ACTIVE, {
      id: created.id,
      active: true,
    });
    expect(on.data?.setPromotionActive).toMatchObject({ active: true, status: 'RUNNING', version: 3 });
    const deleted = await admin.graphql<{ deletePromotion: number }>(DELETE_PROMOTION, { id: created.id });
    expect(deleted.data?.deletePromotion).toBe(created.id);
    const gone = await admin.graphql(PROMOTION, { id: created.id });
    expect([gone.status, gone.errors?.[0]?.extensions.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('the list', () => {
  it('filters by status at the request instant, scope, text and shop, newest first', async () => {
    const other = await makeShop(server, 'Boutique Oran');
    const name = (text: string) => `Liste ${text}`;
    const make = (text: string, input: Record<string, unknown>, shop = shopUuid) =>
      createPromotion(admin, {
        shopUuid: shop,
        scope: 'CART',
        input: promotionInput({ name: name(text), ...input }),
      });
    const scheduled = await make('future', {
      startsAt: '2027-01-01T00:00:00Z',
      endsAt: '2027-02-01T00:00:00Z',
    });
    const ended = await make('passée', { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' });
    const inactive = await make('éteinte', { active: false, couponCode: 'CODE-ETEINT' });
    const running = await make('en cours', {});
    const elsewhere = await make('Oran', {}, other);
    const list = async (filter: Record<string, unknown>) => {
      const answer = await admin.graphql<{ promotions: { totalCount: number; items: PromotionResult[] } }>(
        PROMOTIONS,
        { filter: { search: 'Liste', ...filter } },
      );
      return answer.data?.promotions.items.map((p) => p.id);
    };
    expect(await list({})).toEqual([elsewhere.id, running.id, inactive.id, ended.id, scheduled.id]);
    expect(await list({ status: 'SCHEDULED' })).toEqual([scheduled.id]);
    expect(await list({ status: 'ENDED' })).toEqual([ended.id]);
    expect(await list({ status: 'INACTIVE' })).toEqual([inactive.id]);
    expect(await list({ status: 'RUNNING', shopUuid })).toEqual([running.id]);
    expect(await list({ search: 'code-ét' })).toEqual([]);
    expect(await list({ search: 'code-et' })).toEqual([inactive.id]);
    expect(await list({ scope: 'ALL' })).toEqual([]);
    const page = await admin.graphql<{
      promotions: { totalCount: number; page: number; pageSize: number; items: unknown[] };
    }>(PROMOTIONS, { filter: { search: 'Liste ' }, page: 2, pageSize: 12 });
    expect(page.data?.promotions).toEqual({ totalCount: 5, page: 2, pageSize: 12, items: [] });
  });

  it('reads a page in a fixed number of statements: one per kind of target, one for the redemptions', async () => {
    const segment = await createSegment(admin, shopUuid, { name: 'Compte requêtes', kind: 'MEMBERS' });
    const kinds: [string, number][] = [
      ['PRODUCT', targets.productId],
      ['CATEGORY', targets.categoryId],
      ['BRAND', targets.brandId],
      ['BRAND_LINE', targets.brandLineId],
      ['COLLECTION', targets.collectionId],
      ['CUSTOMER_SEGMENT', segment.id],
    ];
    for (const [scope, id] of [...kinds, ...kinds]) {
      await createPromotion(admin, {
        shopUuid,
        scope,
        input: promotionInput({ name: 'Compte', targetIds: [id] }),
      });
    }
    statements.length = 0;
    const answer = await admin.graphql<{ promotions: { items: PromotionResult[] } }>(PROMOTIONS, {
      filter: { search: 'Compte' },
      pageSize: 50,
    });
    expect(answer.data?.promotions.items).toHaveLength(12);
    const reads = statements.filter(
      (sql) => !/staff_session|from "staff"|staff_shops|staff_warehouses/.test(sql),
    );
    // The page and its count, the redemptions, then the six kinds of targets.
    expect(reads).toHaveLength(2 + 1 + 6);
  });

  it('shows a manager only the shops assigned to them', async () => {
    const other = await makeShop(server, 'Boutique Sétif');
    const theirs = await createPromotion(admin, {
      shopUuid: other,
      scope: 'ALL',
      input: promotionInput({ name: 'Sétif seulement' }),
    });
    const manager = await staffClient(server, { roles: ['MANAGER'], shopIds: [other] });
    const answer = await manager.graphql<{ promotions: { items: PromotionResult[] } }>(PROMOTIONS, {});
    expect(answer.data?.promotions.items.map((p) => p.id)).toEqual([theirs.id]);
  });
});
