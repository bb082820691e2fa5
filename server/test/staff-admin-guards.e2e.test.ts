/**
 * The rules about admins and sessions on real PostgreSQL: an admin keeps their own ADMIN role and
 * their own account active; the last active admin never loses ADMIN nor is deactivated, even when
 * two admins demote or deactivate each other at the same instant (row locks: the test holds them,
 * lets both requests queue behind, then lets go); an actor demoted meanwhile is refused; deactivating
 * or resetting a password ends that person's sessions, and a reactivation does not revive them.
 */
import type { Knex } from '@mikro-orm/postgresql';
import { sql } from './helpers/catalog-admin-fixtures';
import { dataOf, refusalOf } from './helpers/graphql-results';
import { createStaff, login, TEST_PASSWORD } from './helpers/staff';
import type { Signed } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { GraphqlResponse, TestApp } from './helpers/test-app';

let server: TestApp;
beforeAll(async () => {
  // No ADMIN_EMAIL: the only admins are the ones each test makes.
  server = await createTestApp();
});
afterAll(() => server.close());

const UPDATE = `mutation($id: ID!, $version: Int!, $input: StaffAccountInput!) {
  updateStaffMember(id: $id, version: $version, input: $input) { id roles version } }`;
const SET_ACTIVE = `mutation($id: ID!, $active: Boolean!) {
  setStaffMemberActive(id: $id, active: $active) { id active version } }`;
const RESET = `mutation($id: ID!) { resetStaffPassword(id: $id) { temporaryPassword member { id version } } }`;
const AFFECT = `mutation($id: ID!, $version: Int!) {
  setStaffAffectation(id: $id, version: $version, input: { shops: [], warehouses: [] }) { id } }`;
const ME = '{ me { staff { id } } }';

interface Admin extends Signed {
  readonly id: string;
}

async function newAdmin(): Promise<Admin> {
  const staff = await createStaff(server, { roles: ['ADMIN'] });
  return { id: staff.id, ...(await login(server, staff.email)) };
}

function as(who: Signed, query: string, variables: Record<string, unknown>) {
  return server.graphql<Record<string, unknown>>(query, variables, { cookie: who.cookie });
}

async function versionOf(id: string): Promise<number> {
  const [row] = await sql<{ version: number }>(server, 'select version from staff where id = ?', [id]);
  return row?.version ?? 0;
}

async function activeAdmins(): Promise<number> {
  const [row] = await sql<{ n: number }>(
    server,
    "select count(*)::int as n from staff where active and roles @> array['admin']",
  );
  return row?.n ?? 0;
}

/** Demotes every admin left by earlier tests, so a test starts with exactly the admins it makes. */
async function noAdmins(): Promise<void> {
  await sql(server, "update staff set roles = array_remove(roles, 'admin')");
}

function isSignedIn(who: Signed): Promise<boolean> {
  return server
    .graphql<{ me: unknown }>(ME, {}, { cookie: who.cookie })
    .then((answer) => answer.data?.me !== null && answer.data?.me !== undefined);
}

/**
 * Runs the calls while the test holds the rows they lock, so all of them are past their guards and
 * queued on the locks before any goes on: a real race, not one after the other.
 */
async function raced(
  calls: (() => Promise<GraphqlResponse<Record<string, unknown>>>)[],
  lockedIds: readonly string[],
) {
  const knex: Knex = server.orm.em.getConnection().getKnex();
  const gate = await knex.transaction();
  try {
    await gate.raw('select id from staff where id = any(?::uuid[]) order by id for update', [
      `{${lockedIds.join(',')}}`,
    ]);
    const answers = Promise.all(calls.map((call) => call()));
    await queuedOnLocks(knex, calls.length);
    await gate.rollback();
    return await answers;
  } catch (error) {
    if (!gate.isCompleted()) await gate.rollback();
    throw error;
  }
}

/** Waits until `count` statements of this database wait on a lock. */
async function queuedOnLocks(knex: Knex, count: number): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const result = (await knex.raw(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )) as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${count} requests never queued on the locks`);
}

describe('an admin and their own account', () => {
  it('keeps their own ADMIN role, and may change their name or add roles', async () => {
    const me = await newAdmin();
    const dropped = await as(me, UPDATE, {
      id: me.id,
      version: 1,
      input: { displayName: 'Moi', roles: ['MANAGER'] },
    });
    expect(refusalOf(dropped)).toEqual({ status: 409, code: 'CONFLICT', messageKey: 'own_admin_role' });
    expect(dropped.errors?.[0]?.extensions.fieldErrors).toEqual({ roles: [expect.any(String)] });
    const kept = await as(me, UPDATE, {
      id: me.id,
      version: 1,
      input: { displayName: 'Moi', roles: ['ADMIN', 'CASHIER'] },
    });
    expect(dataOf(kept, 'updateStaffMember')).toEqual({ id: me.id, roles: ['ADMIN', 'CASHIER'], version: 2 });
  });

  it('cannot deactivate their own account nor reset its password', async () => {
    const me = await newAdmin();
    expect(refusalOf(await as(me, SET_ACTIVE, { id: me.id, active: false }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      messageKey: 'own_account',
    });
    expect(refusalOf(await as(me, RESET, { id: me.id }))).toMatchObject({
      status: 409,
      messageKey: 'own_account',
    });
    expect(await isSignedIn(me)).toBe(true);
  });
});

describe('the last active admin', () => {
  it('survives two admins demoting each other at once: one change passes, the other is refused', async () => {
    for (let round = 0; round < 3; round += 1) {
      await noAdmins();
      const [a, b] = [await newAdmin(), await newAdmin()];
      const demote = (actor: Admin, target: Admin) => () =>
        as(actor, UPDATE, {
          id: target.id,
          version: 1,
          input: { displayName: 'Ex admin', roles: ['MANAGER'] },
        });
      const answers = await raced([demote(a, b), demote(b, a)], [a.id, b.id]);
      expect(answers.filter((answer) => answer.data?.updateStaffMember)).toHaveLength(1);
      const refused = answers.find((answer) => !answer.data?.updateStaffMember);
      expect(refused && refusalOf(refused)).toEqual({
        status: 409,
        code: 'CONFLICT',
        messageKey: 'last_admin',
      });
      expect(await activeAdmins()).toBe(1);
    }
  });

  it('survives two admins deactivating each other at once', async () => {
    await noAdmins();
    const [a, b] = [await newAdmin(), await newAdmin()];
    const deactivate = (actor: Admin, target: Admin) => () =>
      as(actor, SET_ACTIVE, { id: target.id, active: false });
    const answers = await raced([deactivate(a, b), deactivate(b, a)], [a.id, b.id]);
    expect(answers.filter((answer) => answer.data?.setStaffMemberActive)).toHaveLength(1);
    const refused = answers.find((answer) => !answer.data?.setStaffMemberActive);
    expect(refused && refusalOf(refused)).toMatchObject({ status: 409, messageKey: 'last_admin' });
    expect(await activeAdmins()).toBe(1);
  });

  it('refuses an admin demoted while their change waited, even one about someone else', async () => {
    await noAdmins();
    const b = await newAdmin();
    const clerk = await createStaff(server, { roles: ['STOCK_CLERK'] });
    // The test stands for another admin: it holds b's row, lets b's change queue behind it, then
    // demotes b and commits. b's request passed its guard as an admin; the change must not.
    const knex: Knex = server.orm.em.getConnection().getKnex();
    const other = await knex.transaction();
    await other.raw('select id from staff where id = ? for update', [b.id]);
    const waiting = as(b, AFFECT, { id: clerk.id, version: 1 });
    await queuedOnLocks(knex, 1);
    await other.raw("update staff set roles = '{manager}' where id = ?", [b.id]);
    await other.commit();
    expect(refusalOf(await waiting)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await versionOf(clerk.id)).toBe(1);
  });
});

describe('sessions of an account', () => {
  it('end when it is deactivated, and stay ended when it is reactivated', async () => {
    const admin = await newAdmin();
    const person = await createStaff(server, { roles: ['CASHIER'] });
    const [first, second] = [await login(server, person.email), await login(server, person.email)];
    const off = await as(admin, SET_ACTIVE, { id: person.id, active: false });
    expect(dataOf(off, 'setStaffMemberActive')).toEqual({ id: person.id, active: false, version: 2 });
    expect(await isSignedIn(first)).toBe(false);
    await expect(login(server, person.email)).rejects.toThrow(/login failed: 401/);

    const on = await as(admin, SET_ACTIVE, { id: person.id, active: true });
    expect(dataOf(on, 'setStaffMemberActive')).toEqual({ id: person.id, active: true, version: 3 });
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(await login(server, person.email))).toBe(true);
    const again = await as(admin, SET_ACTIVE, { id: person.id, active: true });
    expect(dataOf(again, 'setStaffMemberActive')).toMatchObject({ version: 3 });
  });

  it('end when the password is reset; the generated password is answered once and replaces the old one', async () => {
    const admin = await newAdmin();
    const person = await createStaff(server, { roles: ['ORDER_AGENT'] });
    const before = await login(server, person.email);
    const answer = dataOf(await as(admin, RESET, { id: person.id }), 'resetStaffPassword') as {
      temporaryPassword: string;
      member: { id: string; version: number };
    };
    expect(answer.temporaryPassword).toMatch(/^[a-zA-Z2-9]{4}-[a-zA-Z2-9]{4}-[a-zA-Z2-9]{4}$/);
    expect(answer.member).toEqual({ id: person.id, version: 2 });
    expect(await isSignedIn(before)).toBe(false);
    await expect(login(server, person.email, TEST_PASSWORD)).rejects.toThrow(/login failed: 401/);
    expect(await isSignedIn(await login(server, person.email, answer.temporaryPassword))).toBe(true);
    const [row] = await sql<{ password_hash: string }>(
      server,
      'select password_hash from staff where id = ?',
      [person.id],
    );
    expect(row?.password_hash).not.toContain(answer.temporaryPassword);
    const other = dataOf(await as(admin, RESET, { id: person.id }), 'resetStaffPassword') as {
      temporaryPassword: string;
    };
    expect(other.temporaryPassword).not.toBe(answer.temporaryPassword);
  });

  it('keep the sessions of others, and of the person whose roles change', async () => {
    const admin = await newAdmin();
    const staff = await createStaff(server, { roles: ['CASHIER'] });
    const person = await login(server, staff.email);
    const input = { displayName: 'Caissier', roles: ['STOCK_CLERK'] };
    expect(
      dataOf(await as(admin, UPDATE, { id: staff.id, version: 1, input }), 'updateStaffMember'),
    ).toMatchObject({
      roles: ['STOCK_CLERK'],
    });
    expect(await isSignedIn(person)).toBe(true);
    expect(await isSignedIn(admin)).toBe(true);
  });
});
