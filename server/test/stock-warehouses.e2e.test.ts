/**
 * Warehouses: the list each member of staff may act in, creating one in a shop (the default moves
 * when asked, one per shop), renaming, deactivating, and the refusals (bad name, foreign shop,
 * unknown ids, unsetting or deactivating the default).
 */
import { sql, staffClient } from './helpers/catalog-admin-fixtures';
import type { StaffClient } from './helpers/catalog-admin-fixtures';
import { signInAs } from './helpers/staff';
import { demoWarehouses } from './helpers/stock-fixtures';
import type { DemoWarehouses } from './helpers/stock-fixtures';
import { createTestApp } from './helpers/test-app';
import type { GraphqlResponse, TestApp } from './helpers/test-app';
import { Shop } from '../src/modules/shop';

let server: TestApp;
let admin: StaffClient;
let warehouses: DemoWarehouses;

beforeAll(async () => {
  server = await createTestApp();
  admin = await staffClient(server);
  warehouses = await demoWarehouses(server);
});
afterAll(() => server.close());

interface WarehouseResult {
  id: string;
  name: string;
  shopUuid: string;
  shopName: string;
  active: boolean;
  isShopDefault: boolean;
}

const FIELDS = 'id name shopUuid shopName active isShopDefault';
const LIST = `query ($includeInactive: Boolean) { warehouses(includeInactive: $includeInactive) { ${FIELDS} } }`;
const CREATE = `mutation ($input: CreateWarehouseInput!) { createWarehouse(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateWarehouseInput!) { updateWarehouse(id: $id, input: $input) { ${FIELDS} } }`;

function problem(result: GraphqlResponse<unknown>) {
  const extensions = result.errors?.[0]?.extensions;
  return [result.status, extensions?.code, Object.keys(extensions?.fieldErrors ?? {})];
}

const defaults = async () =>
  (await sql<{ name: string }>(server, 'select name from warehouse where is_shop_default order by name')).map(
    (w) => w.name,
  );

describe('warehouses', () => {
  it('lists all of them to admins and only their own to others, by shop then name', async () => {
    const all = await admin.graphql<{ warehouses: WarehouseResult[] }>(LIST);
    expect(all.data?.warehouses).toEqual([
      {
        id: warehouses.boutique,
        name: 'Boutique Alger-Centre',
        shopUuid: warehouses.shopUuid,
        shopName: 'Tijara Démo',
        active: true,
        isShopDefault: false,
      },
      {
        id: warehouses.central,
        name: 'Entrepôt central',
        shopUuid: warehouses.shopUuid,
        shopName: 'Tijara Démo',
        active: true,
        isShopDefault: true,
      },
    ]);
    const clerk = await signInAs(server, { roles: ['STOCK_CLERK'], warehouseIds: [warehouses.boutique] });
    const own = await server.graphql<{ warehouses: WarehouseResult[] }>(LIST, {}, { cookie: clerk.cookie });
    expect(own.data?.warehouses.map((w) => w.name)).toEqual(['Boutique Alger-Centre']);
    const nobody = await signInAs(server, { roles: [] });
    expect((await server.graphql(LIST, {}, { cookie: nobody.cookie })).data).toEqual({ warehouses: [] });
  });

  it('creates one in a shop, moving the default when asked, and renames or deactivates it', async () => {
    const created = await admin.graphql<{ createWarehouse: WarehouseResult }>(CREATE, {
      input: { shopUuid: warehouses.shopUuid, name: '  Dépôt Oran  ' },
    });
    expect(created.data?.createWarehouse).toMatchObject({
      name: 'Dépôt Oran',
      active: true,
      isShopDefault: false,
    });
    const id = created.data?.createWarehouse.id ?? '';
    const moved = await admin.graphql<{ updateWarehouse: WarehouseResult }>(UPDATE, {
      id,
      input: { isShopDefault: true, name: 'Dépôt Oran-Est' },
    });
    expect(moved.data?.updateWarehouse).toMatchObject({ name: 'Dépôt Oran-Est', isShopDefault: true });
    expect(await defaults()).toEqual(['Dépôt Oran-Est']);

    const again = await admin.graphql<{ createWarehouse: WarehouseResult }>(CREATE, {
      input: { shopUuid: warehouses.shopUuid, name: 'Dépôt Blida', isShopDefault: true },
    });
    expect(again.data?.createWarehouse.isShopDefault).toBe(true);
    expect(await defaults()).toEqual(['Dépôt Blida']);

    const hidden = await admin.graphql<{ updateWarehouse: WarehouseResult }>(UPDATE, {
      id,
      input: { active: false },
    });
    expect(hidden.data?.updateWarehouse.active).toBe(false);
    const active = await admin.graphql<{ warehouses: WarehouseResult[] }>(LIST);
    expect(active.data?.warehouses.map((w) => w.name)).not.toContain('Dépôt Oran-Est');
    const everything = await admin.graphql<{ warehouses: WarehouseResult[] }>(LIST, {
      includeInactive: true,
    });
    expect(everything.data?.warehouses.map((w) => w.name)).toContain('Dépôt Oran-Est');

    const back = await admin.graphql(UPDATE, { id: warehouses.central, input: { isShopDefault: true } });
    expect(back.errors).toBeUndefined();
    expect(await defaults()).toEqual(['Entrepôt central']);
  });

  it('refuses a bad or taken name, a foreign or unknown shop, and unsetting or deactivating the default', async () => {
    const create = (input: Record<string, unknown>) =>
      admin.graphql(CREATE, { input: { shopUuid: warehouses.shopUuid, name: 'Dépôt', ...input } });
    expect(problem(await create({ name: '   ' }))).toEqual([400, 'BAD_USER_INPUT', ['name']]);
    expect(problem(await create({ name: 'x'.repeat(81) }))).toEqual([400, 'BAD_USER_INPUT', ['name']]);
    expect(problem(await create({ name: 'entrepôt CENTRAL' }))).toEqual([400, 'BAD_USER_INPUT', ['name']]);
    expect(problem(await create({ shopUuid: '5f0c8b1e-0000-4000-8000-000000000000' }))).toEqual([
      404,
      'NOT_FOUND',
      [],
    ]);
    expect(problem(await create({ shopUuid: 'shop' }))).toEqual([404, 'NOT_FOUND', []]);

    const em = server.orm.em.fork();
    const other = em.create(Shop, { name: 'Autre boutique' });
    await em.flush();
    const manager = await signInAs(server, { roles: ['MANAGER'], shopIds: [warehouses.shopUuid] });
    const foreign = await server.graphql(
      CREATE,
      { input: { shopUuid: other.uuid, name: 'Chez les autres' } },
      { cookie: manager.cookie },
    );
    expect(problem(foreign)).toEqual([403, 'FORBIDDEN', []]);

    const update = (id: string, input: Record<string, unknown>) => admin.graphql(UPDATE, { id, input });
    expect(problem(await update(warehouses.central, { isShopDefault: false }))).toEqual([
      400,
      'BAD_USER_INPUT',
      ['isShopDefault'],
    ]);
    expect(problem(await update(warehouses.central, { active: false }))).toEqual([
      400,
      'BAD_USER_INPUT',
      ['active'],
    ]);
    expect(problem(await update(warehouses.boutique, { name: '' }))).toEqual([
      400,
      'BAD_USER_INPUT',
      ['name'],
    ]);
    expect(problem(await update('5f0c8b1e-0000-4000-8000-000000000000', { name: 'X' }))).toEqual([
      404,
      'NOT_FOUND',
      [],
    ]);
    expect(await defaults()).toEqual(['Entrepôt central']);
    const [count] = await sql<{ n: string }>(
      server,
      "select count(*) as n from warehouse where name in ('Dépôt', 'Chez les autres')",
    );
    expect(Number(count?.n)).toBe(0);
  });
});
