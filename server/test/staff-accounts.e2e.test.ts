/**
 * Staff administration on real PostgreSQL: an admin creates an account (e-mail lowercase and unique,
 * the password rules, roles, shops and warehouses) the person then signs in with; the list filters
 * by name or e-mail, role and state in one statement; the account and affectation forms carry a
 * version; every field at fault is named at once and nothing is written; a manager (no STAFF_ADMIN)
 * is refused everything.
 */
import { sql } from './helpers/catalog-admin-fixtures';
import { dataOf, refusalOf } from './helpers/graphql-results';
import { makeShop } from './helpers/promotions-fixtures';
import { demoWarehouses } from './helpers/stock-fixtures';
import { login, signInAs } from './helpers/staff';
import type { Signed } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { GraphqlResponse, TestApp } from './helpers/test-app';

let server: TestApp;
let admin: Signed;
let shopUuid: string;
let warehouses: { central: string; boutique: string; shopUuid: string };
let statements: string[] = [];
beforeAll(async () => {
  server = await createTestApp({ onQuery: (query) => statements.push(query) });
  admin = await signInAs(server, { roles: ['ADMIN'] });
  warehouses = await demoWarehouses(server);
  shopUuid = await makeShop(server, 'Boutique Oran');
});
afterAll(() => server.close());

const MEMBER = 'id email displayName roles active version shopIds warehouseIds';
const CREATE = `mutation($input: NewStaffMemberInput!) { createStaffMember(input: $input) { ${MEMBER} } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: StaffAccountInput!) {
  updateStaffMember(id: $id, version: $version, input: $input) { ${MEMBER} } }`;
const AFFECT = `mutation($id: ID!, $version: Int!, $input: StaffAffectationInput!) {
  setStaffAffectation(id: $id, version: $version, input: $input) { ${MEMBER} } }`;
const LIST = `query($filter: StaffFilter) { staffMembers(filter: $filter) { ${MEMBER} } }`;
const ONE = `query($id: ID!) { staffMember(id: $id) { ${MEMBER} } }`;

interface Member {
  id: string;
  email: string;
  displayName: string;
  roles: string[];
  active: boolean;
  version: number;
  shopIds: string[];
  warehouseIds: string[];
}

function as(who: Signed, query: string, variables: Record<string, unknown> = {}) {
  return server.graphql<Record<string, Member | Member[]>>(query, variables, { cookie: who.cookie });
}

function extensionsOf(result: GraphqlResponse<unknown>): Record<string, unknown> {
  return result.errors?.[0]?.extensions ?? {};
}

let serial = 0;
function newAccount(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    email: `agent${serial}@example.dz`,
    displayName: `Agent ${serial}`,
    password: 'first passphrase',
    roles: ['ORDER_AGENT'],
    shops: [],
    warehouses: [],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<Member> {
  return dataOf(await as(admin, CREATE, { input: newAccount(overrides) }), 'createStaffMember') as Member;
}

describe('creating an account', () => {
  it('creates it lowercase, with its roles and affectation, and the person signs in with the password', async () => {
    const input = newAccount({
      email: '  Nadia.Ferhat@Example.DZ ',
      displayName: '  Nadia   Ferhat ',
      roles: ['CASHIER', 'CASHIER', 'STOCK_CLERK'],
      shops: [shopUuid],
      warehouses: [warehouses.central.toUpperCase()],
    });
    const created = dataOf(await as(admin, CREATE, { input }), 'createStaffMember') as Member;
    expect(created).toEqual({
      id: expect.any(String),
      email: 'nadia.ferhat@example.dz',
      displayName: 'Nadia Ferhat',
      roles: ['CASHIER', 'STOCK_CLERK'],
      active: true,
      version: 1,
      shopIds: [shopUuid],
      warehouseIds: [warehouses.central],
    });
    const [row] = await sql<{ password_hash: string }>(
      server,
      'select password_hash from staff where id = ?',
      [created.id],
    );
    expect(row?.password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
    const signed = await login(server, 'nadia.ferhat@example.dz', 'first passphrase');
    const me = await server.graphql<{ me: { staff: { roles: string[]; shopIds: string[] } } }>(
      '{ me { staff { roles shopIds } } }',
      {},
      { cookie: signed.cookie },
    );
    expect(me.data?.me.staff).toEqual({ roles: ['CASHIER', 'STOCK_CLERK'], shopIds: [shopUuid] });
  });

  it('names every field at fault at once, with its message key, and writes nothing', async () => {
    const [before] = await sql<{ n: string }>(server, 'select count(*) as n from staff');
    const refused = await as(admin, CREATE, {
      input: newAccount({
        email: 'not-an-address',
        displayName: '   ',
        password: 'short',
        roles: [],
        shops: [shopUuid, '00000000-0000-4000-8000-000000000001'],
        warehouses: ['central'],
      }),
    });
    expect(refusalOf(refused)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(extensionsOf(refused)).toMatchObject({
      messageKey: 'staff_form_invalid',
      fieldErrors: {
        email: ['Not an e-mail address'],
        displayName: ['Must be 1 to 60 characters'],
        password: ['Must be 8 to 128 characters'],
        roles: ['Choose at least one role'],
        shops: ['Unknown shops: 00000000-0000-4000-8000-000000000001'],
        warehouses: ['Unknown warehouses: central'],
      },
      messageKeys: {
        email: 'email_invalid',
        displayName: 'display_name_length',
        password: 'password_length',
        roles: 'roles_required',
        shops: 'unknown_shops',
        warehouses: 'unknown_warehouses',
      },
    });
    expect(await sql(server, 'select count(*) as n from staff')).toEqual([before]);
  });

  it('refuses an e-mail another account has, whatever its case, as a field error', async () => {
    const first = await create();
    const refused = await as(admin, CREATE, { input: newAccount({ email: first.email.toUpperCase() }) });
    expect(refusalOf(refused)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(extensionsOf(refused)).toMatchObject({
      fieldErrors: { email: ['Already the e-mail of another account'] },
      messageKeys: { email: 'email_taken' },
    });
  });

  it('makes one account when two admins create the same e-mail at once', async () => {
    const input = newAccount();
    const answers = await Promise.all(Array.from({ length: 4 }, () => as(admin, CREATE, { input })));
    expect(answers.filter((a) => a.data?.createStaffMember).length).toBe(1);
    for (const refused of answers.filter((a) => !a.data?.createStaffMember)) {
      expect(refusalOf(refused)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
      expect(extensionsOf(refused)).toMatchObject({ messageKeys: { email: 'email_taken' } });
    }
  });
});

describe('the list', () => {
  it('filters by name or e-mail (accents and case ignored), role and state, in one statement', async () => {
    const helene = await create({ displayName: 'Hélène Benali', roles: ['CATALOG_EDITOR'] });
    const karim = await create({ email: 'karim.helena@example.dz', roles: ['CATALOG_EDITOR'] });
    await sql(server, 'update staff set active = false where id = ?', [karim.id]);
    const list = async (filter: Record<string, unknown>) => {
      statements = [];
      const rows = dataOf(await as(admin, LIST, { filter }), 'staffMembers') as Member[];
      const own = statements.filter((s) => /\bfrom staff s\b/.test(s));
      expect(own).toHaveLength(1);
      return rows.map((row) => row.id);
    };
    // By name: Karim's is still "Agent …".
    expect(await list({ search: 'HELE' })).toEqual([karim.id, helene.id]);
    expect(await list({ search: 'hele', active: true })).toEqual([helene.id]);
    expect(await list({ search: 'hele', active: false })).toEqual([karim.id]);
    expect(await list({ role: 'CATALOG_EDITOR', search: 'karim' })).toEqual([karim.id]);
    expect(await list({ role: 'MANAGER', search: 'hele' })).toEqual([]);
    const everyone = dataOf(await as(admin, LIST), 'staffMembers') as Member[];
    const names = everyone.map((m) => m.displayName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('answers one account by id, and NOT_FOUND for an unknown one or text that is no id', async () => {
    const member = await create();
    expect(dataOf(await as(admin, ONE, { id: member.id }), 'staffMember')).toEqual(member);
    for (const id of ['00000000-0000-4000-8000-000000000009', 'nobody']) {
      expect(refusalOf(await as(admin, ONE, { id }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });

  it('offers every shop with its warehouses for the affectation form', async () => {
    const choices = await server.graphql<{
      staffAffectationChoices: { uuid: string; name: string; warehouses: { id: string }[] }[];
    }>(
      '{ staffAffectationChoices { uuid name warehouses { id name active } } }',
      {},
      { cookie: admin.cookie },
    );
    const shops = choices.data?.staffAffectationChoices ?? [];
    expect(shops.find((s) => s.uuid === shopUuid)).toEqual({
      uuid: shopUuid,
      name: 'Boutique Oran',
      warehouses: [],
    });
    const demo = shops.find((s) => s.uuid === warehouses.shopUuid);
    expect(demo?.warehouses.map((w) => w.id).sort()).toEqual(
      [warehouses.central, warehouses.boutique].sort(),
    );
  });
});

describe('the account and affectation forms', () => {
  it('changes the name and roles with the version read, and refuses a stale one', async () => {
    const member = await create();
    const input = { displayName: 'Samir Touati', roles: ['MANAGER'] };
    const saved = dataOf(await as(admin, UPDATE, { id: member.id, version: 1, input }), 'updateStaffMember');
    expect(saved).toMatchObject({ displayName: 'Samir Touati', roles: ['MANAGER'], version: 2 });
    const stale = await as(admin, UPDATE, {
      id: member.id,
      version: 1,
      input: { ...input, roles: ['CASHIER'] },
    });
    expect(refusalOf(stale)).toEqual({ status: 409, code: 'CONFLICT', messageKey: 'staff_changed' });
    expect(dataOf(await as(admin, ONE, { id: member.id }), 'staffMember')).toMatchObject({
      roles: ['MANAGER'],
    });
  });

  it('sets exactly the shops and warehouses given, names unknown ones, and moves the version', async () => {
    const member = await create({ shops: [warehouses.shopUuid] });
    const input = { shops: [shopUuid], warehouses: [warehouses.boutique] };
    const saved = dataOf(
      await as(admin, AFFECT, { id: member.id, version: 1, input }),
      'setStaffAffectation',
    );
    expect(saved).toMatchObject({ shopIds: [shopUuid], warehouseIds: [warehouses.boutique], version: 2 });
    const unknown = await as(admin, AFFECT, {
      id: member.id,
      version: 2,
      input: { shops: ['somewhere'], warehouses: [] },
    });
    expect(refusalOf(unknown)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(extensionsOf(unknown)).toMatchObject({ fieldErrors: { shops: ['Unknown shops: somewhere'] } });
    const stale = await as(admin, AFFECT, {
      id: member.id,
      version: 1,
      input: { shops: [], warehouses: [] },
    });
    expect(refusalOf(stale)).toMatchObject({ status: 409, messageKey: 'staff_changed' });
    expect(dataOf(await as(admin, ONE, { id: member.id }), 'staffMember')).toMatchObject({
      shopIds: [shopUuid],
    });
  });
});

describe('without STAFF_ADMIN', () => {
  it('refuses a manager every read and write (403), writing nothing', async () => {
    const manager = await signInAs(server, { roles: ['MANAGER'] });
    const member = await create();
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [ONE, { id: member.id }],
      ['{ staffAffectationChoices { uuid } }', {}],
      [CREATE, { input: newAccount() }],
      [UPDATE, { id: member.id, version: 1, input: { displayName: 'X', roles: ['ADMIN'] } }],
      [AFFECT, { id: member.id, version: 1, input: { shops: [shopUuid], warehouses: [] } }],
      ['mutation($id: ID!) { setStaffMemberActive(id: $id, active: false) { id } }', { id: member.id }],
      ['mutation($id: ID!) { resetStaffPassword(id: $id) { temporaryPassword } }', { id: member.id }],
    ];
    for (const [query, variables] of calls) {
      expect(refusalOf(await as(manager, query, variables))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    }
    expect(dataOf(await as(admin, ONE, { id: member.id }), 'staffMember')).toEqual(member);
  });
});
