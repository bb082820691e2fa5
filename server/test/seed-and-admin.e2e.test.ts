/** Start-up data: seeding by SEED on an empty database only, and the admin account from the env. */
import { Staff, verifyPassword } from '../src/modules/staff';
import { createTestApp, testDatabaseName } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const TABLES = [
  'wilaya',
  'commune',
  'commune_division',
  'shop',
  'transporter',
  'transporter_commune',
  'staff',
];

async function counts(server: TestApp): Promise<Record<string, number>> {
  const connection = server.orm.em.fork().getConnection();
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await connection.execute<Array<{ n: number }>>(`select count(*)::int as n from ${table}`);
    result[table] = row?.n ?? -1;
  }
  return result;
}

describe('SEED=demo', () => {
  it('seeds the geography, the shop and the transporters once; a second start adds nothing', async () => {
    const first = await createTestApp();
    const seeded = await counts(first);
    const shop = await first.graphql<{ shop: { uuid: string } }>('{ shop { uuid } }');
    await first.close();
    expect(seeded).toMatchObject({
      wilaya: 69,
      commune: 1541,
      commune_division: 1541 + 108,
      shop: 1,
      transporter: 3,
      staff: 0,
    });
    expect(seeded['transporter_commune']).toBeGreaterThan(1400);

    const second = await createTestApp({ database: first.database });
    try {
      expect(await counts(second)).toEqual(seeded);
      const again = await second.graphql<{ shop: { uuid: string } }>('{ shop { uuid } }');
      expect(again.data?.shop.uuid).toBe(shop.data?.shop.uuid);
    } finally {
      await second.close();
    }
  });
});

describe('SEED=reference', () => {
  it('loads only the geography, every wilaya deliverable, and no shop', async () => {
    const server = await createTestApp({ env: { SEED: 'reference' } });
    try {
      expect(await counts(server)).toMatchObject({ wilaya: 69, commune: 1541, shop: 0, transporter: 0 });
      const wilayas = await server.graphql<{ wilayas: unknown[] }>('{ wilayas { id } }');
      expect(wilayas.data?.wilayas).toHaveLength(58);
      const shop = await server.graphql('{ shop { uuid } }');
      expect(shop.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    } finally {
      await server.close();
    }
  });
});

describe('SEED=none', () => {
  it('loads nothing', async () => {
    const server = await createTestApp({ env: { SEED: 'none' } });
    try {
      expect(await counts(server)).toMatchObject({ wilaya: 0, commune: 0, shop: 0, transporter: 0 });
      expect((await server.graphql('{ wilayas { id } }')).data).toEqual({ wilayas: [] });
    } finally {
      await server.close();
    }
  });
});

describe('the admin account', () => {
  const database = testDatabaseName();
  const admin = { ADMIN_EMAIL: 'Owner@Example.DZ', ADMIN_PASSWORD: 'correct horse battery' };

  async function staffRows(server: TestApp): Promise<Staff[]> {
    return server.orm.em.fork().find(Staff, {});
  }

  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD with a salted scrypt hash', async () => {
    const server = await createTestApp({ database, env: { SEED: 'none', ...admin } });
    try {
      const [staff, ...others] = await staffRows(server);
      expect(others).toEqual([]);
      expect(staff).toMatchObject({ email: 'owner@example.dz', roles: ['admin'], active: true });
      expect(staff?.passwordHash).toMatch(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$/);
      expect(await verifyPassword('correct horse battery', staff?.passwordHash ?? '')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('is left as it is on the next start, even with another password in the environment', async () => {
    const before = await createTestApp({ database, env: { SEED: 'none' } });
    const [original] = await staffRows(before);
    await before.close();
    const server = await createTestApp({
      database,
      env: { SEED: 'none', ...admin, ADMIN_PASSWORD: 'another passphrase' },
    });
    try {
      const rows = await staffRows(server);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.passwordHash).toBe(original?.passwordHash);
    } finally {
      await server.close();
    }
  });

  it('is re-activated and given the admin role back if someone removed them', async () => {
    const before = await createTestApp({ database, env: { SEED: 'none' } });
    await before.orm.em.fork().getConnection().execute(`update staff set active = false, roles = '{}'`);
    await before.close();
    const server = await createTestApp({ database, env: { SEED: 'none', ...admin } });
    try {
      expect(await staffRows(server)).toEqual([expect.objectContaining({ active: true, roles: ['admin'] })]);
    } finally {
      await server.close();
    }
  });
});
