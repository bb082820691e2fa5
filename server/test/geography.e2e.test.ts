/** Geography over GraphQL and the service, on both sides of the 2026 reform. */
import { createRequestContext } from '../src/core/request-context';
import { createLogger } from '../src/core/logger';
import { CommuneDivision, GeographyService, Wilaya } from '../src/modules/geography';
import { JUST_BEFORE_REFORM, REFORM_DAY } from './helpers/clock';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** Commune 310 (Aflou region) moves from Laghouat (3) to Aflou (59) with the reform. */
const MOVED_COMMUNE = 310;

let clock: Date;
let server: TestApp;
const queries: string[] = [];

beforeAll(async () => {
  clock = JUST_BEFORE_REFORM;
  server = await createTestApp({ now: () => clock, onQuery: (sql) => queries.push(sql) });
});
afterAll(() => server.close());

interface WilayaRow {
  id: number;
  code: string;
  isoCode: string | null;
  name: string;
  nameAr: string;
  deliverable: boolean;
}

const wilayasQuery = `query ($all: Boolean!) { wilayas(deliverableOnly: $all) { id code isoCode name nameAr deliverable } }`;
const communesQuery = `query ($wilayaId: Int!, $only: Boolean! = true) {
  communes(wilayaId: $wilayaId, deliverableOnly: $only) { id name nameAr postCode deliverable wilaya { id name } }
}`;

async function wilayas(deliverableOnly: boolean) {
  const result = await server.graphql<{ wilayas: WilayaRow[] }>(wilayasQuery, { all: deliverableOnly });
  return result.data?.wilayas ?? [];
}

async function countCommunes(): Promise<number> {
  const all = await wilayas(false);
  let total = 0;
  for (const wilaya of all) {
    const result = await server.graphql<{ communes: unknown[] }>(communesQuery, {
      wilayaId: wilaya.id,
      only: false,
    });
    total += result.data?.communes.length ?? 0;
  }
  return total;
}

describe('before the reform date', () => {
  beforeEach(() => {
    clock = JUST_BEFORE_REFORM;
  });

  it('offers the 58 wilayas and all 1,541 communes', async () => {
    const all = await wilayas(false);
    expect(all).toHaveLength(58);
    expect(all.map((w) => w.id)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
    expect(all.find((w) => w.id === 16)).toEqual({
      id: 16,
      code: '16',
      isoCode: 'DZ-16',
      name: 'Alger',
      nameAr: 'الجزائر',
      deliverable: true,
    });
    expect(await countCommunes()).toBe(1541);
  });

  it('keeps a moved commune under its parent wilaya at 23:59 on 31 December in Algiers', async () => {
    const result = await server.graphql<{ communes: Array<{ id: number; wilaya: { id: number } }> }>(
      communesQuery,
      {
        wilayaId: 3,
      },
    );
    const moved = result.data?.communes.find((c) => c.id === MOVED_COMMUNE);
    expect(moved?.wilaya.id).toBe(3);
  });

  it('does not know the reform wilayas yet', async () => {
    const result = await server.graphql(communesQuery, { wilayaId: 59 });
    expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('from the reform date', () => {
  beforeEach(() => {
    clock = REFORM_DAY;
  });

  it('offers 69 wilayas, the new ones without an ISO code, and still 1,541 communes', async () => {
    const all = await wilayas(false);
    expect(all).toHaveLength(69);
    expect(all.find((w) => w.id === 59)).toMatchObject({ name: 'Aflou', isoCode: null });
    expect(await countCommunes()).toBe(1541);
  });

  it('puts a moved commune under its new wilaya at midnight on 1 January', async () => {
    const underNew = await server.graphql<{ communes: Array<{ id: number; wilaya: { id: number } }> }>(
      communesQuery,
      { wilayaId: 59 },
    );
    expect(underNew.data?.communes.find((c) => c.id === MOVED_COMMUNE)?.wilaya.id).toBe(59);
    const underParent = await server.graphql<{ communes: Array<{ id: number }> }>(communesQuery, {
      wilayaId: 3,
    });
    expect(underParent.data?.communes.map((c) => c.id)).not.toContain(MOVED_COMMUNE);
  });
});

describe('the wilaya a commune belonged to at an instant', () => {
  const geography = new GeographyService();
  const context = () =>
    createRequestContext({
      orm: server.orm,
      clock: () => REFORM_DAY,
      locale: 'fr',
      log: createLogger('silent'),
    });

  it('answers the parent before the date and the new wilaya from it, whatever "now" is', async () => {
    const ctx = context();
    const before = await geography.wilayaOfCommuneAt(ctx, MOVED_COMMUNE, JUST_BEFORE_REFORM);
    const after = await geography.wilayaOfCommuneAt(ctx, MOVED_COMMUNE, REFORM_DAY);
    expect([before.id, after.id]).toEqual([3, 59]);
  });

  it('answers the same wilaya on both sides for a commune the reform does not move', async () => {
    const ctx = context();
    const before = await geography.wilayaOfCommuneAt(ctx, 1601, JUST_BEFORE_REFORM);
    const after = await geography.wilayaOfCommuneAt(ctx, 1601, REFORM_DAY);
    expect([before.id, after.id]).toEqual([16, 16]);
  });

  it('reports an unknown commune as NOT_FOUND', async () => {
    await expect(geography.wilayaOfCommuneAt(context(), 9999, REFORM_DAY)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('stores exactly two dated periods per moved commune', async () => {
    const em = server.orm.em.fork();
    const periods = await em.find(CommuneDivision, { commune: MOVED_COMMUNE }, { orderBy: { id: 'asc' } });
    expect(periods.map((p) => [p.wilaya.id, p.validFrom, p.validUntil])).toEqual([
      [3, null, REFORM_DAY],
      [59, REFORM_DAY, null],
    ]);
  });
});

describe('deliverable filtering', () => {
  beforeEach(() => {
    clock = JUST_BEFORE_REFORM;
  });

  it('leaves out the wilayas the demo shop does not deliver to, unless asked for all', async () => {
    const deliverable = await wilayas(true);
    expect(deliverable.map((w) => w.id)).not.toContain(11);
    expect(deliverable).toHaveLength(53);
    expect((await wilayas(false)).find((w) => w.id === 11)?.deliverable).toBe(false);
  });

  it('answers no communes for a wilaya that is not deliverable, unless asked for all', async () => {
    const only = await server.graphql<{ communes: unknown[] }>(communesQuery, { wilayaId: 11 });
    const all = await server.graphql<{ communes: unknown[] }>(communesQuery, { wilayaId: 11, only: false });
    expect(only.data?.communes).toEqual([]);
    expect(all.data?.communes.length).toBeGreaterThan(0);
  });

  it('leaves out a commune that is not deliverable', async () => {
    const em = server.orm.em.fork();
    await em.getConnection().execute('update commune set deliverable = false where id = 1605');
    const only = await server.graphql<{ communes: Array<{ id: number }> }>(communesQuery, { wilayaId: 16 });
    const all = await server.graphql<{ communes: Array<{ id: number }> }>(communesQuery, {
      wilayaId: 16,
      only: false,
    });
    await em.getConnection().execute('update commune set deliverable = true where id = 1605');
    expect(only.data?.communes.map((c) => c.id)).not.toContain(1605);
    expect(all.data?.communes.map((c) => c.id)).toContain(1605);
  });

  it('sorts communes by name', async () => {
    const result = await server.graphql<{ communes: Array<{ name: string }> }>(communesQuery, {
      wilayaId: 16,
    });
    const names = result.data?.communes.map((c) => c.name) ?? [];
    expect(names.slice(0, 3)).toEqual(['Ain Benian', 'Ain Taya', 'Alger Centre']);
    expect(names).toHaveLength(57);
  });
});

describe('Commune.wilaya', () => {
  it('loads through the dataloader: the query count does not grow with the communes', async () => {
    clock = REFORM_DAY;
    const count = async (wilayaId: number) => {
      queries.length = 0;
      const result = await server.graphql<{ communes: unknown[] }>(communesQuery, { wilayaId });
      return {
        communes: result.data?.communes.length,
        queries: queries.filter((q) => /^select/i.test(q)).length,
      };
    };
    const small = await count(62); // 4 communes
    const large = await count(16); // 57 communes
    expect(large.communes).toBe(57);
    expect(small.communes).toBeLessThan(10);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(4);
  });
});

describe('errors', () => {
  it('rejects a negative wilaya id as BAD_USER_INPUT naming the field', async () => {
    const result = await server.graphql(communesQuery, { wilayaId: -3 });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { wilayaId: [expect.any(String)] },
    });
  });

  it('answers NOT_FOUND for an unknown wilaya', async () => {
    const result = await server.graphql(communesQuery, { wilayaId: 99 });
    expect(result.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('the configured reform date', () => {
  it('is written again at each start, so it can change after seeding', async () => {
    const restarted = await createTestApp({
      database: server.database,
      now: new Date('2026-07-01T12:00:00+01:00'),
      env: { GEO_REFORM_DATE: '2026-06-01' },
    });
    try {
      const result = await restarted.graphql<{ wilayas: unknown[] }>(wilayasQuery, { all: false });
      expect(result.data?.wilayas).toHaveLength(69);
      const em = restarted.orm.em.fork();
      const aflou = await em.findOneOrFail(Wilaya, 59);
      expect(aflou.validFrom).toEqual(new Date('2026-06-01T00:00:00+01:00'));
    } finally {
      await restarted.close();
    }
    // Back to the default date for the other tests of this file.
    const reset = await createTestApp({ database: server.database });
    await reset.close();
  });
});
