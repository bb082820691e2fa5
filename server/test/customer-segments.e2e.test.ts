/**
 * Customer segments over GraphQL on a real PostgreSQL: creating, renaming and re-kinding segments,
 * member lists (customers of the segment's shop only, unknown ids named), rule segments whose members
 * are the customers whose orders (neither cancelled nor returned) reach the thresholds now, the
 * customer picker's search, and the one-statement membership pricing asks for (segmentIdsOf).
 */
import { OrderStatus } from '@tijara/schema';
import { segmentIdsOf } from '../src/modules/promotions';
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import {
  ADD_MEMBERS,
  createSegment,
  CUSTOMERS,
  demoShopUuid,
  makeCustomer,
  makeOrders,
  makeShop,
  refusalOf,
  REMOVE_MEMBERS,
  SEGMENT,
  SEGMENT_MEMBERS,
  SEGMENTS,
  UPDATE_SEGMENT,
  writtenRows,
} from './helpers/promotions-fixtures';
import type { SegmentResult } from './helpers/promotions-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

interface CustomerPage {
  totalCount: number;
  items: { id: number; firstname: string; lastname: string; phone: string; orderCount: number }[];
}

/** SQL statements the server ran (segmentIdsOf must be one). */
const statements: string[] = [];
let server: TestApp;
let admin: StaffClient;
let shopUuid: string;
let otherShop: string;
beforeAll(async () => {
  server = await createTestApp({
    now: new Date('2026-12-10T09:30:00Z'),
    onQuery: (sql) => statements.push(sql),
  });
  admin = await staffClient(server, { roles: ['ADMIN'] });
  shopUuid = await demoShopUuid(server);
  otherShop = await makeShop(server, 'Boutique Constantine');
});
afterAll(() => server.close());

async function members(segmentId: number, search?: string): Promise<CustomerPage | undefined> {
  const answer = await admin.graphql<{ segmentMembers: CustomerPage }>(SEGMENT_MEMBERS, {
    segmentId,
    search,
  });
  return answer.data?.segmentMembers;
}

describe('segments', () => {
  it('creates, reads, lists and updates a segment; a name is unique in its shop', async () => {
    const created = await createSegment(admin, shopUuid, { name: ' Clients VIP ', kind: 'MEMBERS' });
    expect(created).toMatchObject({
      shopUuid,
      name: 'Clients VIP',
      kind: 'MEMBERS',
      minOrders: null,
      memberCount: 0,
    });
    const read = await admin.graphql<{ customerSegment: SegmentResult }>(SEGMENT, { id: created.id });
    expect(read.data?.customerSegment).toEqual(created);
    await createSegment(admin, otherShop, { name: 'Clients VIP', kind: 'MEMBERS' });
    const list = await admin.graphql<{ customerSegments: SegmentResult[] }>(SEGMENTS, { shopUuid });
    expect(list.data?.customerSegments.map((s) => s.name)).toContain('Clients VIP');
    expect(list.data?.customerSegments.every((s) => s.shopUuid === shopUuid)).toBe(true);

    const before = await writtenRows(server);
    const duplicate = await admin.graphql(
      'mutation($shopUuid: ID!) { createCustomerSegment(shopUuid: $shopUuid, input: { name: "Clients VIP", kind: MEMBERS }) { id } }',
      { shopUuid },
    );
    expect(refusalOf(duplicate)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: ['is already the name of another segment of the shop'] },
    });
    const noRule = await admin.graphql(UPDATE_SEGMENT, {
      id: created.id,
      input: { name: 'VIP', kind: 'RULE' },
    });
    expect(refusalOf(noRule).fieldErrors).toEqual({
      minOrders: ['a rule needs a minimum of orders or a minimum spent'],
      minSpent: ['a rule needs a minimum of orders or a minimum spent'],
    });
    expect(await writtenRows(server)).toEqual(before);

    const updated = await admin.graphql<{ updateCustomerSegment: SegmentResult }>(UPDATE_SEGMENT, {
      id: created.id,
      input: { name: 'Gros acheteurs', kind: 'RULE', minSpent: 1_000_000 },
    });
    expect(updated.data?.updateCustomerSegment).toMatchObject({
      name: 'Gros acheteurs',
      kind: 'RULE',
      minSpent: 1_000_000,
    });
  });

  it("keeps a member list of the shop's customers, naming unknown ones", async () => {
    const segment = await createSegment(admin, shopUuid, { name: 'Voisins', kind: 'MEMBERS' });
    const amina = await makeCustomer(server, shopUuid, {
      firstname: 'Amina',
      lastname: 'Benali',
      phone: '0661234567',
    });
    const yacine = await makeCustomer(server, shopUuid, { firstname: 'Yacine', lastname: 'Amrani' });
    const stranger = await makeCustomer(server, otherShop, { firstname: 'Nadia', lastname: 'Zerrouki' });
    const added = await admin.graphql<{ addSegmentMembers: SegmentResult }>(ADD_MEMBERS, {
      segmentId: segment.id,
      customerIds: [amina, yacine],
    });
    expect(added.data?.addSegmentMembers.memberCount).toBe(2);
    const again = await admin.graphql<{ addSegmentMembers: SegmentResult }>(ADD_MEMBERS, {
      segmentId: segment.id,
      customerIds: [amina],
    });
    expect(again.data?.addSegmentMembers.memberCount).toBe(2);

    const before = await writtenRows(server);
    const refused = await admin.graphql(ADD_MEMBERS, {
      segmentId: segment.id,
      customerIds: [yacine, stranger, 999_999],
    });
    expect(refusalOf(refused)).toMatchObject({
      status: 400,
      fieldErrors: { customerIds: [`unknown customers of this shop: ${stranger}, 999999`] },
    });
    expect(await writtenRows(server)).toEqual(before);

    expect((await members(segment.id))?.items.map((c) => c.lastname)).toEqual(['Amrani', 'Benali']);
    expect((await members(segment.id, '0661 23'))?.items.map((c) => c.id)).toEqual([amina]);
    const removed = await admin.graphql<{ removeSegmentMembers: SegmentResult }>(REMOVE_MEMBERS, {
      segmentId: segment.id,
      customerIds: [amina],
    });
    expect(removed.data?.removeSegmentMembers.memberCount).toBe(1);
    expect((await members(segment.id))?.items.map((c) => c.id)).toEqual([yacine]);

    const toRule = await admin.graphql<{ updateCustomerSegment: SegmentResult }>(UPDATE_SEGMENT, {
      id: segment.id,
      input: { name: 'Voisins fidèles', kind: 'RULE', minOrders: 5 },
    });
    expect(toRule.data?.updateCustomerSegment).toMatchObject({ kind: 'RULE', memberCount: 0 });
    const [left] = await sql<{ count: number }>(
      server,
      'select count(*)::int as count from customer_segment_member where customer_segment_id = ?',
      [segment.id],
    );
    expect(left?.count).toBe(0);

    const rule = await createSegment(admin, shopUuid, {
      name: 'Règle sans liste',
      kind: 'RULE',
      minOrders: 1,
    });
    const onRule = await admin.graphql(ADD_MEMBERS, { segmentId: rule.id, customerIds: [amina] });
    expect(refusalOf(onRule).fieldErrors).toEqual({ segmentId: ['a rule segment has no member list'] });
  });
});

describe('rule segments', () => {
  it('hold the customers whose counted orders reach the thresholds now', async () => {
    const shop = await makeShop(server, 'Boutique Tizi Ouzou');
    const loyal = await makeCustomer(server, shop, { firstname: 'Sofiane', lastname: 'Ait Ali' });
    const big = await makeCustomer(server, shop, { firstname: 'Lina', lastname: 'Bouzid' });
    const returned = await makeCustomer(server, shop, { firstname: 'Omar', lastname: 'Cherif' });
    await makeOrders(server, loyal, [
      { total: 100_000 },
      { total: 150_000, status: OrderStatus.PENDING },
      { total: 90_000 },
    ]);
    await makeOrders(server, big, [{ total: 2_500_000 }]);
    await makeOrders(server, returned, [
      { total: 3_000_000, status: OrderStatus.RETURNED },
      { total: 3_000_000, status: OrderStatus.CANCELLED },
      { total: 10_000 },
    ]);
    const frequent = await createSegment(admin, shop, { name: 'Fréquents', kind: 'RULE', minOrders: 3 });
    const spenders = await createSegment(admin, shop, {
      name: 'Dépensiers',
      kind: 'RULE',
      minSpent: 2_000_000,
    });
    const both = await createSegment(admin, shop, {
      name: 'Les deux',
      kind: 'RULE',
      minOrders: 2,
      minSpent: 300_000,
    });
    expect([frequent.memberCount, spenders.memberCount, both.memberCount]).toEqual([1, 1, 1]);
    const page = await members(frequent.id);
    expect(page).toEqual({
      totalCount: 1,
      page: 1,
      pageSize: 24,
      items: [expect.objectContaining({ id: loyal, firstname: 'Sofiane', orderCount: 3 })],
    });
    expect((await members(spenders.id))?.items.map((c) => c.id)).toEqual([big]);
    expect((await members(both.id))?.items.map((c) => c.id)).toEqual([loyal]);

    await makeOrders(server, returned, [{ total: 2_000_000 }]);
    expect((await members(spenders.id))?.items.map((c) => c.id)).toEqual([big, returned]);

    const em = server.orm.em.fork();
    expect(await segmentIdsOf(em, shop, loyal)).toEqual([frequent.id, both.id]);
    expect(await segmentIdsOf(em, shop, returned)).toEqual([spenders.id, both.id]);
    expect(await segmentIdsOf(em, shopUuid, loyal)).toEqual([]);
  });

  it('segmentIdsOf also answers member lists, in one statement', async () => {
    const shop = await makeShop(server, 'Boutique Jijel');
    const customer = await makeCustomer(server, shop, { firstname: 'Rania', lastname: 'Mebarki' });
    const list = await createSegment(admin, shop, { name: 'Liste', kind: 'MEMBERS' });
    const everyone = await createSegment(admin, shop, { name: 'Tous', kind: 'RULE', minSpent: 0 });
    await admin.graphql(ADD_MEMBERS, { segmentId: list.id, customerIds: [customer] });
    statements.length = 0;
    const ids = await segmentIdsOf(server.orm.em.fork(), shop, customer);
    expect(statements).toHaveLength(1);
    expect(ids).toEqual([list.id, everyone.id]);
  });
});

describe('the customer picker', () => {
  it("searches the shop's customers by name or phone, with their counted orders", async () => {
    const shop = await makeShop(server, 'Boutique Mostaganem');
    const karima = await makeCustomer(server, shop, {
      firstname: 'Karima',
      lastname: 'Belkacem',
      phone: '0770112233',
    });
    await makeCustomer(server, shop, { firstname: 'Walid', lastname: 'Kaci', phone: '0550998877' });
    await makeOrders(server, karima, [{ total: 50_000 }, { total: 10_000, status: OrderStatus.CANCELLED }]);
    const search = async (text: string | null) =>
      (await admin.graphql<{ customers: CustomerPage }>(CUSTOMERS, { shopUuid: shop, search: text })).data
        ?.customers;
    expect((await search(null))?.items.map((c) => c.lastname)).toEqual(['Belkacem', 'Kaci']);
    expect((await search('kar bel'))?.items).toEqual([
      {
        id: karima,
        firstname: 'Karima',
        lastname: 'Belkacem',
        phone: '0770112233',
        email: null,
        orderCount: 1,
      },
    ]);
    expect((await search('٠٧٧٠ ١١'))?.items.map((c) => c.id)).toEqual([karima]);
    expect((await search('+213 550'))?.items.map((c) => c.lastname)).toEqual(['Kaci']);
    expect((await search('Zzz'))?.totalCount).toBe(0);
    const beyond = await admin.graphql<{ customers: CustomerPage }>(CUSTOMERS, {
      shopUuid: shop,
      page: 3,
      pageSize: 12,
    });
    expect(beyond.data?.customers).toEqual({ totalCount: 2, page: 3, pageSize: 12, items: [] });
  });
});
