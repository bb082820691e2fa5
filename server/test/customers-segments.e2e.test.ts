/**
 * A customer's segments on the back office's customer page (`customer(id) { segments }`): the members
 * segments listing them and the rule segments they match now (the promotions module's one membership
 * rule), by name; another shop's segments never; and what it costs.
 */
import { OrderStatus } from '@tijara/schema';
import { staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { dataOf } from './helpers/graphql-results';
import {
  ADD_MEMBERS,
  createSegment,
  makeCustomer,
  makeOrders,
  makeShop,
} from './helpers/promotions-fixtures';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let statements: string[] = [];
let admin: StaffClient;
let shopUuid: string;

const SEGMENTS = `query($id: Int!) { customer(id: $id) { id segments { id name kind } } }`;

beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
  admin = await staffClient(server);
  shopUuid = await makeShop(server, 'Boutique Segments');
});
afterAll(() => server.close());

async function segmentsOf(id: number) {
  const answer = dataOf(
    await admin.graphql<Record<string, { segments: { name: string; kind: string }[] }>>(SEGMENTS, { id }),
    'customer',
  );
  return answer.segments.map((segment) => `${segment.name} (${segment.kind})`);
}

it('lists the segments that name the customer and the rules they meet now, by name', async () => {
  const loyal = await makeCustomer(server, shopUuid, { firstname: 'Nadia', lastname: 'Ferhat' });
  const newcomer = await makeCustomer(server, shopUuid, { firstname: 'Amel', lastname: 'Kaci' });
  await makeOrders(server, loyal, [
    { total: 600_000 },
    { total: 500_000 },
    { total: 900_000, status: OrderStatus.CANCELLED },
  ]);
  const vip = await createSegment(admin, shopUuid, { name: 'VIP Oran', kind: 'MEMBERS' });
  await admin.graphql(ADD_MEMBERS, { segmentId: vip.id, customerIds: [loyal] });
  await createSegment(admin, shopUuid, { name: 'Fidèles', kind: 'RULE', minOrders: 2 });
  // Cancelled orders do not count: 11 000 DA spent, not 20 000.
  await createSegment(admin, shopUuid, { name: 'Gros paniers', kind: 'RULE', minSpent: 2_000_000 });
  const otherShop = await makeShop(server, 'Boutique Voisine');
  await createSegment(admin, otherShop, { name: 'Ailleurs', kind: 'RULE', minOrders: 1 });

  expect(await segmentsOf(loyal)).toEqual(['Fidèles (RULE)', 'VIP Oran (MEMBERS)']);
  expect(await segmentsOf(newcomer)).toEqual([]);

  statements = [];
  await segmentsOf(loyal);
  // The session, the customer, which segments (segmentIdsOf), their rows (segmentViews).
  expect(statements).toHaveLength(4);
});
