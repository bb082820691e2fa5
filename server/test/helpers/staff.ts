/**
 * Staff fixtures for e2e tests: accounts created straight in the database (with a cheap scrypt cost:
 * the stored hash carries its parameters, so login verifies it the same way), and login over HTTP
 * returning the cookie and CSRF token a browser would hold.
 */
import { randomBytes } from 'node:crypto';
import { storedRole } from '../../src/modules/staff';
import { hashPassword, Staff } from '../../src/modules/staff';
import { Shop } from '../../src/modules/shop';
import { Warehouse } from '../../src/modules/stock';
import type { StaffRole } from '@tijara/schema';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'correct horse battery';
const FAST = { ln: 10, r: 8, p: 1 };

export interface StaffFixture {
  readonly id: string;
  readonly email: string;
}

export interface StaffOptions {
  readonly roles?: readonly StaffRole[];
  readonly email?: string;
  readonly active?: boolean;
  readonly shopIds?: readonly string[];
  readonly warehouseIds?: readonly string[];
}

export async function createStaff(server: TestApp, options: StaffOptions = {}): Promise<StaffFixture> {
  const em = server.orm.em.fork();
  const email = options.email ?? `staff-${randomBytes(4).toString('hex')}@example.dz`;
  const staff = em.create(Staff, {
    email,
    displayName: email.split('@')[0] ?? email,
    passwordHash: await hashPassword(TEST_PASSWORD, FAST),
    roles: (options.roles ?? []).map(storedRole),
    active: options.active ?? true,
  });
  for (const id of options.shopIds ?? []) staff.shops.add(em.getReference(Shop, id));
  for (const id of options.warehouseIds ?? []) staff.warehouses.add(em.getReference(Warehouse, id));
  await em.flush();
  return { id: staff.id, email };
}

export interface Signed {
  /** `tijara_session=<token>`, ready for a Cookie header. */
  readonly cookie: string;
  readonly csrfToken: string;
  readonly setCookie: string;
}

/** A distinct client address per call (TRUST_PROXY is on in these apps), so throttles stay apart. */
export function someAddress(): string {
  const [a = 1, b = 1, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { csrfToken expiresAt staff { id email roles permissions shopIds warehouseIds } }
}`;

export async function login(server: TestApp, email: string, password = TEST_PASSWORD): Promise<Signed> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': someAddress() },
    body: JSON.stringify({ query: LOGIN, variables: { email, password } }),
  });
  const body = (await response.json()) as { data?: { login: { csrfToken: string } } };
  const setCookie = response.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  if (!body.data || !cookie.startsWith('tijara_session=')) {
    throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { cookie, csrfToken: body.data.login.csrfToken, setCookie };
}

export async function signInAs(server: TestApp, options: StaffOptions = {}): Promise<Signed> {
  const staff = await createStaff(server, options);
  return login(server, staff.email);
}
