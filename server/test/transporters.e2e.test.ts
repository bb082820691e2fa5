/** Delivery options per commune: prices with per-commune overrides, sorting, deliverability. */
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

interface Option {
  id: number;
  name: string;
  price: number;
  image: string | null;
  logo: string | null;
}

const query = `query ($communeId: Int!) { transporters(communeId: $communeId) { id name price image logo } }`;

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

async function optionsFor(communeId: number): Promise<Option[]> {
  const result = await server.graphql<{ transporters: Option[] }>(query, { communeId });
  expect(result.errors).toBeUndefined();
  return result.data?.transporters ?? [];
}

const execute = (sql: string) => server.orm.em.fork().getConnection().execute(sql);

it('applies the per-commune price over the base price and sorts by price', async () => {
  // Alger Centre: pickup (0), Sahel Express at its Alger price (400 DA), Tell Rapide (450 DA).
  expect(await optionsFor(1601)).toEqual([
    { id: expect.any(Number), name: 'Retrait en boutique', price: 0, image: null, logo: null },
    { id: expect.any(Number), name: 'Sahel Express', price: 40_000, image: null, logo: null },
    { id: expect.any(Number), name: 'Tell Rapide', price: 45_000, image: null, logo: null },
  ]);
  // Oran: no pickup, no override: the regional carrier is now the cheaper one.
  expect((await optionsFor(3101)).map((o) => [o.name, o.price])).toEqual([
    ['Tell Rapide', 45_000],
    ['Sahel Express', 60_000],
  ]);
});

it('sorts equal prices by name', async () => {
  await execute(`update transporter_commune set price = 45000 where commune_id = 1601 and price is not null`);
  try {
    const names = (await optionsFor(1601)).map((o) => o.name);
    expect(names).toEqual(['Retrait en boutique', 'Sahel Express', 'Tell Rapide']);
    await execute(`update transporter set name = 'A Express' where name = 'Tell Rapide'`);
    expect((await optionsFor(1601)).map((o) => o.name)).toEqual([
      'Retrait en boutique',
      'A Express',
      'Sahel Express',
    ]);
  } finally {
    await execute(`update transporter set name = 'Tell Rapide' where name = 'A Express'`);
    await execute(
      `update transporter_commune set price = 40000 where commune_id = 1601 and price is not null`,
    );
  }
});

it('offers nothing in a commune of a wilaya the shop does not deliver to', async () => {
  // 1101 is Tamanrasset, in a wilaya the demo marks non-deliverable.
  expect(await optionsFor(1101)).toEqual([]);
});

it('offers nothing in a commune that is not deliverable', async () => {
  await execute('update commune set deliverable = false where id = 3101');
  try {
    expect(await optionsFor(3101)).toEqual([]);
  } finally {
    await execute('update commune set deliverable = true where id = 3101');
  }
});

it('leaves out an inactive transporter', async () => {
  await execute(`update transporter set active = false where name = 'Tell Rapide'`);
  try {
    expect((await optionsFor(1601)).map((o) => o.name)).not.toContain('Tell Rapide');
  } finally {
    await execute(`update transporter set active = true where name = 'Tell Rapide'`);
  }
});

it('answers NOT_FOUND for an unknown commune and BAD_USER_INPUT for a negative id', async () => {
  const unknown = await server.graphql(query, { communeId: 9999 });
  expect(unknown.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  const negative = await server.graphql(query, { communeId: -1 });
  expect(negative.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    fieldErrors: { communeId: [expect.any(String)] },
  });
});

it('serves every deliverable commune with the national carrier', async () => {
  const [row] = await execute(`
    select count(*)::int as missing from commune c
    join commune_division d on d.commune_id = c.id and d.valid_from is null
    join wilaya w on w.id = d.wilaya_id and w.deliverable
    where not exists (
      select 1 from transporter_commune tc join transporter t on t.id = tc.transporter_id
      where tc.commune_id = c.id and t.name = 'Sahel Express')`);
  expect(row).toEqual({ missing: 0 });
});
