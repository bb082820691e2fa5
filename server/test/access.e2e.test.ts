/**
 * Every GraphQL root field (read from the built schema) and every REST route (read from the app's
 * route declarations) is either public by declaration, or refused without a session (401) and
 * with a role lacking the permission (403), and allowed with it. A new field or route without a
 * sample call below fails the first test of its kind, so nothing escapes the table.
 */
import { ROLE_PERMISSIONS, STAFF_ROLES } from '@tijara/schema';
import type { Permission, StaffRole } from '@tijara/schema';
import type { Access } from '../src/core/access';
import { rootFieldsOf } from '../src/core/guards';
import type { RootField } from '../src/core/guards';
import { buildGraphqlSchema } from '../src/graphql/build-schema';
import type { RestRoute } from '../src/rest/route';
import { Shop } from '../src/modules/shop';
import { signInAs } from './helpers/staff';
import type { Signed } from './helpers/staff';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { AREAS } from './access/samples';
import type { RestSample } from './access/samples';

let server: TestApp;
let fields: RootField[];
let storefrontToken: string;
let GRAPHQL_CALLS: Readonly<Record<string, string>>;
let PUBLIC_ANSWERS: Readonly<Record<string, { status: number; codes: string[] }>>;
let REST_CALLS: Readonly<Record<string, string | RestSample>>;
beforeAll(async () => {
  server = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  fields = rootFieldsOf(await buildGraphqlSchema());
  const [shop] = await server.orm.em.fork().find(Shop, {});
  storefrontToken = shop?.storefrontToken ?? '';
  for (const area of AREAS) await area.prepare?.(server);
  GRAPHQL_CALLS = Object.assign({}, ...AREAS.map((area) => area.graphql())) as Record<string, string>;
  PUBLIC_ANSWERS = Object.assign({}, ...AREAS.map((area) => area.publicAnswers ?? {})) as Record<
    string,
    { status: number; codes: string[] }
  >;
  REST_CALLS = Object.assign({}, ...AREAS.map((area) => area.rest())) as Record<string, string | RestSample>;
});
afterAll(() => server.close());

function roleLacking(permission: Permission): StaffRole | undefined {
  return STAFF_ROLES.find((role) => !ROLE_PERMISSIONS[role].includes(permission));
}

function roleHolding(permission: Permission): StaffRole {
  return STAFF_ROLES.find((role) => ROLE_PERMISSIONS[role].includes(permission)) ?? 'ADMIN';
}

/** Calls that end the session they are made with: they get one of their own. */
const SESSION_ENDING = new Set(['mutation logout', 'post /dashboard/api/session/logout']);
/** The sweeps sign in once per set of roles: a sign-in per call made them the slowest files of the suite. */
const sessions = new Map<string, Promise<Signed>>();

function sessionFor(roles: readonly StaffRole[], call: string): Promise<Signed> {
  if (SESSION_ENDING.has(call)) return signInAs(server, { roles });
  const key = [...roles].sort().join(',');
  let session = sessions.get(key);
  if (!session) {
    session = signInAs(server, { roles });
    sessions.set(key, session);
  }
  return session;
}

/** A sweep calls every field or route three ways, one after the other: more than one call's deadline. */
const SWEEP_TIMEOUT_MS = 180_000;

const fieldKey = (f: RootField) => `${f.operation} ${f.name}`;
const routeKey = (r: RestRoute) => `${r.method} ${r.path}`;

async function callGraphql(field: RootField, signed?: Signed) {
  const query = GRAPHQL_CALLS[fieldKey(field)] ?? '';
  return server.graphql<Record<string, unknown>>(query, {}, signed ? { cookie: signed.cookie } : {});
}

function restSampleOf(r: RestRoute): RestSample {
  const sample = REST_CALLS[routeKey(r)] ?? '';
  return typeof sample === 'string' ? { path: sample } : sample;
}

async function callRest(r: RestRoute, headers: Record<string, string> = {}) {
  const sample = restSampleOf(r);
  const method = r.method.toUpperCase();
  const response = sample.form
    ? await fetch(`${server.url}${sample.path}`, { method, headers, body: sample.form() })
    : await server.request(method, sample.path, { headers, body: sample.body });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as unknown };
}

function sessionHeaders(signed: Signed): Record<string, string> {
  return { cookie: signed.cookie, 'x-csrf-token': signed.csrfToken };
}

describe('every GraphQL root field', () => {
  it('has a sample call here', () => {
    expect(fields.map(fieldKey).sort()).toEqual(Object.keys(GRAPHQL_CALLS).sort());
  });

  it('declares its access', () => {
    for (const field of fields)
      expect({ field: fieldKey(field), declared: field.access !== undefined }).toEqual({
        field: fieldKey(field),
        declared: true,
      });
  });

  it(
    'is public, or refused without a session (401) and without the permission (403), and allowed with it',
    async () => {
      for (const field of fields) {
        const access = field.access as Access;
        const anonymous = await callGraphql(field);
        const codes = (anonymous.errors ?? []).map((e) => e.extensions.code);
        if ('access' in access && access.access === 'public') {
          // login's sample uses unknown credentials: its 401 is the answer to them, not a guard.
          const expected = PUBLIC_ANSWERS[fieldKey(field)] ?? { status: 200, codes: [] };
          expect({ field: field.name, status: anonymous.status, codes }).toEqual({
            field: field.name,
            ...expected,
          });
          continue;
        }
        expect({ field: field.name, status: anonymous.status, codes }).toEqual({
          field: field.name,
          status: 401,
          codes: ['UNAUTHENTICATED'],
        });
        const permission = 'permission' in access ? access.permission : undefined;
        const lacking = permission ? roleLacking(permission) : undefined;
        if (permission && lacking) {
          const denied = await callGraphql(field, await sessionFor([lacking], fieldKey(field)));
          expect({
            field: field.name,
            status: denied.status,
            codes: denied.errors?.map((e) => e.extensions.code),
          }).toEqual({ field: field.name, status: 403, codes: ['FORBIDDEN'] });
        }
        const allowed = await callGraphql(
          field,
          await sessionFor(permission ? [roleHolding(permission)] : [], fieldKey(field)),
        );
        expect({ field: field.name, status: allowed.status, errors: allowed.errors }).toEqual({
          field: field.name,
          status: 200,
          errors: undefined,
        });
      }
    },
    SWEEP_TIMEOUT_MS,
  );
});

describe('every REST route', () => {
  it('has a sample call here', () => {
    expect(server.app.routes.map(routeKey).sort()).toEqual(Object.keys(REST_CALLS).sort());
  });

  it(
    'is public, storefront-token only, or refused without a session and without the permission',
    async () => {
      for (const r of server.app.routes) {
        const anonymous = await callRest(r);
        const name = routeKey(r);
        if ('access' in r.access && r.access.access === 'public') {
          expect({ name, status: anonymous.status }).toEqual({ name, status: restSampleOf(r).status ?? 200 });
          continue;
        }
        expect({ name, status: anonymous.status }).toEqual({ name, status: 401 });
        if ('bearer' in r.access) {
          const forged = await callRest(r, { authorization: `Bearer ${'x'.repeat(43)}` });
          expect({ name, status: forged.status }).toEqual({ name, status: 401 });
          const valid = await callRest(r, { authorization: `Bearer ${storefrontToken}` });
          expect({ name, status: valid.status }).toEqual({ name, status: restSampleOf(r).status ?? 200 });
          continue;
        }
        const permission = 'permission' in r.access ? r.access.permission : undefined;
        const lacking = permission ? roleLacking(permission) : undefined;
        if (permission && lacking) {
          const denied = await callRest(r, sessionHeaders(await sessionFor([lacking], name)));
          expect({ name, status: denied.status }).toEqual({ name, status: 403 });
        }
        const roles = permission ? [roleHolding(permission)] : [];
        const allowed = await callRest(r, sessionHeaders(await sessionFor(roles, name)));
        expect({ name, status: allowed.status }).toEqual({ name, status: restSampleOf(r).status ?? 200 });
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it('refuses a state-changing call authenticated by cookie without the session CSRF token (403)', async () => {
    const signed = await signInAs(server);
    const path = '/dashboard/api/session/logout';
    const attempts: Array<Record<string, string>> = [
      { cookie: signed.cookie },
      { cookie: signed.cookie, 'x-csrf-token': 'wrong' },
    ];
    for (const headers of attempts) {
      const response = await server.request('POST', path, { headers });
      expect([response.status, await response.json()]).toEqual([
        403,
        { success: false, code: 'FORBIDDEN', message: 'Missing or wrong X-CSRF-Token', errors: {} },
      ]);
    }
    const other = await signInAs(server);
    const crossed = await server.request('POST', path, {
      headers: { cookie: signed.cookie, 'x-csrf-token': other.csrfToken },
    });
    expect(crossed.status).toBe(403);
    expect((await server.request('POST', path, { headers: sessionHeaders(signed) })).status).toBe(200);
  });

  it('answers 401 JSON under the staff prefixes without a session, even for paths no route takes', async () => {
    for (const path of ['/dashboard/api/unknown', '/dashboard/menu/api/items']) {
      const response = await server.get(path);
      expect([response.status, await response.json()]).toEqual([
        401,
        { success: false, code: 'UNAUTHENTICATED', message: 'Sign in to continue', errors: {} },
      ]);
    }
    const signed = await signInAs(server);
    expect((await server.get('/dashboard/api/unknown', { cookie: signed.cookie })).status).toBe(404);
  });
});
