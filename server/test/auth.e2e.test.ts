/** Staff login, sessions in PostgreSQL, the cookie, throttling, deactivation and the admin bootstrap. */
import { Permission } from '@tijara/schema';
import { StaffSessionRecord } from '../src/modules/auth';
import { createStaff, LOGIN, login, someAddress, TEST_PASSWORD } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let server: TestApp;
let clockAt = new Date('2026-11-21T08:00:00Z');
beforeAll(async () => {
  server = await createTestApp({
    now: () => clockAt,
    env: { TRUST_PROXY: 'true', ADMIN_EMAIL: 'owner@example.dz', ADMIN_PASSWORD: 'owner passphrase' },
  });
});
afterAll(() => server.close());

const ME = '{ me { csrfToken expiresAt staff { email roles permissions shopIds } } }';

function attempt(email: string, password: string, address: string) {
  return server.graphql<unknown>(LOGIN, { email, password }, { 'x-forwarded-for': address });
}

async function rawAttempt(email: string, password: string, address: string) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
  });
}

describe('login, me and logout', () => {
  it('signs in, answers me from the cookie, and signs out', async () => {
    const staff = await createStaff(server, { roles: ['CASHIER'] });
    const signed = await login(server, staff.email.toUpperCase());
    expect(signed.setCookie).toMatch(/^tijara_session=[A-Za-z0-9_-]{43}; /);
    expect(signed.setCookie).toMatch(/; Path=\//);
    expect(signed.setCookie).toMatch(/; HttpOnly/);
    expect(signed.setCookie).toMatch(/; SameSite=Lax/);
    expect(signed.setCookie).not.toMatch(/Secure/);

    const me = await server.graphql<{ me: { csrfToken: string; staff: unknown } }>(
      ME,
      {},
      { cookie: signed.cookie },
    );
    expect(me.data?.me).toEqual({
      csrfToken: signed.csrfToken,
      expiresAt: new Date(clockAt.getTime() + 12 * 3600_000).toISOString(),
      staff: {
        email: staff.email,
        roles: ['CASHIER'],
        permissions: [Permission.CUSTOMERS, Permission.POS_SALE],
        shopIds: [],
      },
    });

    const out = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: signed.cookie },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect(await out.json()).toEqual({ data: { logout: true } });
    expect(out.headers.get('set-cookie')).toMatch(/^tijara_session=; .*Expires=Thu, 01 Jan 1970/);
    expect((await server.graphql(ME, {}, { cookie: signed.cookie })).data).toEqual({ me: null });
  });

  it('answers me null without a cookie or with an unknown token', async () => {
    expect((await server.graphql(ME)).data).toEqual({ me: null });
    const forged = { cookie: `tijara_session=${'A'.repeat(43)}` };
    expect((await server.graphql(ME, {}, forged)).data).toEqual({ me: null });
  });

  it('stores only the SHA-256 of the token', async () => {
    const staff = await createStaff(server);
    const signed = await login(server, staff.email);
    const token = signed.cookie.split('=')[1] ?? '';
    const rows = await server.orm.em.fork().find(StaffSessionRecord, { staff: staff.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.id).not.toContain(token);
  });

  it('marks the cookie Secure when a trusted proxy says the request came over https', async () => {
    const staff = await createStaff(server);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': someAddress(),
      },
      body: JSON.stringify({ query: LOGIN, variables: { email: staff.email, password: TEST_PASSWORD } }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('lets the bootstrapped admin in with every permission', async () => {
    const signed = await login(server, 'owner@example.dz', 'owner passphrase');
    const me = await server.graphql<{ me: { staff: { roles: string[]; permissions: string[] } } }>(
      ME,
      {},
      { cookie: signed.cookie },
    );
    expect(me.data?.me.staff.roles).toEqual(['ADMIN']);
    expect(me.data?.me.staff.permissions).toHaveLength(Object.keys(Permission).length);
  });
});

describe('refused logins', () => {
  it('answers 401 with one message for a wrong password, an unknown email and an inactive account', async () => {
    const staff = await createStaff(server);
    const inactive = await createStaff(server, { active: false });
    const answers = [
      await attempt(staff.email, 'wrong password', someAddress()),
      await attempt('nobody@example.dz', TEST_PASSWORD, someAddress()),
      await attempt(inactive.email, TEST_PASSWORD, someAddress()),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Invalid email or password',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });

  it('refuses the sixth attempt on one account within 15 minutes with 429 and Retry-After, even with the right password', async () => {
    const staff = await createStaff(server);
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(staff.email, `wrong ${i}`, someAddress())).status).toBe(401);
    clockAt = new Date(clockAt.getTime() + 60_000);
    const refused = await rawAttempt(staff.email, TEST_PASSWORD, someAddress());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(14 * 60));
    const body = (await refused.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
    expect(body.errors[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 14 * 60 });

    clockAt = new Date(clockAt.getTime() + 14 * 60_000);
    expect((await attempt(staff.email, TEST_PASSWORD, someAddress())).status).toBe(200);
  });

  it('refuses an address after five failures, whatever the emails, and the same way for unknown ones', async () => {
    const address = someAddress();
    for (let i = 0; i < 5; i += 1) await attempt(`ghost${i}@example.dz`, 'nope', address);
    const staff = await createStaff(server);
    expect((await attempt(staff.email, TEST_PASSWORD, address)).status).toBe(429);
    expect((await attempt(staff.email, TEST_PASSWORD, someAddress())).status).toBe(200);
  });
});

describe('sessions', () => {
  it('expire after 12 idle hours, slide with use, and never outlive 7 days', async () => {
    const staff = await createStaff(server);
    const signed = await login(server, staff.email);
    const start = clockAt.getTime();
    const hours = (h: number) => new Date(start + h * 3600_000);
    const signedIn = async () =>
      (await server.graphql<{ me: unknown }>(ME, {}, { cookie: signed.cookie })).data?.me !== null;
    for (const h of [11, 22, 33, 44, 55, 66, 77, 88, 99, 110, 121, 132, 143, 154, 165]) {
      clockAt = hours(h);
      expect(await signedIn()).toBe(true);
    }
    clockAt = hours(168);
    expect(await signedIn()).toBe(false);

    const idle = await login(server, staff.email);
    clockAt = new Date(clockAt.getTime() + 12 * 3600_000);
    expect((await server.graphql<{ me: unknown }>(ME, {}, { cookie: idle.cookie })).data?.me).toBeNull();
  });

  it('are lost when the account is deactivated', async () => {
    const staff = await createStaff(server);
    const first = await login(server, staff.email);
    const second = await login(server, staff.email);
    await server.orm.em
      .fork()
      .getConnection()
      .execute('update staff set active = false where id = ?', [staff.id]);
    expect((await server.graphql(ME, {}, { cookie: first.cookie })).data).toEqual({ me: null });
    expect(await server.orm.em.fork().count(StaffSessionRecord, { staff: staff.id })).toBe(0);
    expect((await server.graphql(ME, {}, { cookie: second.cookie })).data).toEqual({ me: null });
  });

  it('are over once the account moves to a new session epoch, and only the older ones', async () => {
    const staff = await createStaff(server);
    const before = await login(server, staff.email);
    await server.orm.em
      .fork()
      .getConnection()
      .execute('update staff set session_epoch = session_epoch + 1 where id = ?', [staff.id]);
    const after = await login(server, staff.email);
    expect((await server.graphql(ME, {}, { cookie: before.cookie })).data).toEqual({ me: null });
    expect(await server.orm.em.fork().count(StaffSessionRecord, { staff: staff.id })).toBe(1);
    const me = await server.graphql<{ me: { staff: { email: string } } }>(ME, {}, { cookie: after.cookie });
    expect(me.data?.me.staff.email).toBe(staff.email);
  });

  it('are shared by every instance on the same database', async () => {
    const staff = await createStaff(server);
    const signed = await login(server, staff.email);
    const other = await createTestApp({ database: server.database, now: () => clockAt });
    try {
      const me = await other.graphql<{ me: { staff: { email: string } } }>(ME, {}, { cookie: signed.cookie });
      expect(me.data?.me.staff.email).toBe(staff.email);
    } finally {
      await other.close();
    }
  });
});
