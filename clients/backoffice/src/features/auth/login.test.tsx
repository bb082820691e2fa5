import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { CurrentSessionDocument, LoginDocument, LogoutDocument } from '../../__generated__/auth/graphql';
import { BackofficeShopDocument } from '../../__generated__/home/graphql';
import { App } from '../../app/App';
import { renderWithApp } from '../../test/render-with-app';
import { SESSION_KEY } from './use-staff-session';

const session = {
  __typename: 'StaffSession',
  csrfToken: 'csrf-1',
  expiresAt: '2026-11-22T10:00:00.000Z',
  staff: {
    __typename: 'Staff',
    id: 'c0a80101-0000-4000-8000-000000000001',
    email: 'amina@example.dz',
    displayName: 'Amina Haddad',
    roles: ['MANAGER'],
    permissions: ['CATALOG_WRITE', 'ORDERS'],
    shopIds: [],
    warehouseIds: [],
  },
};
const { __typename: _s, ...storedSession } = { ...session, staff: { ...session.staff } };

const me = (value: typeof session | null): MockedResponse => ({
  request: { query: CurrentSessionDocument },
  result: { data: { me: value } },
});
// The dashboard may mount more than once in a test (signed in, out, in again).
const shop: MockedResponse = {
  request: { query: BackofficeShopDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { shop: { __typename: 'Shop', uuid: 'u-1', name: 'Tijara Démo', activeAddToCart: true } } },
};
const login = (password: string, result: MockedResponse['result']): MockedResponse => ({
  request: { query: LoginDocument, variables: { email: 'amina@example.dz', password } },
  result,
});
const refused = (code: string, extensions: Record<string, unknown> = {}) => ({
  errors: [new GraphQLError('refused', { extensions: { code, ...extensions } })],
});

async function signIn(password: string) {
  await userEvent.type(await screen.findByLabelText('E-mail'), 'amina@example.dz');
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

beforeEach(() => {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
});

it('signs in after a wrong password, without saying which part was wrong', async () => {
  renderWithApp(<App serviceWorker={false} />, [
    me(null),
    login('wrong', refused('UNAUTHENTICATED')),
    login('right passphrase', { data: { login: session } }),
    shop,
  ]);
  await signIn('wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect.');

  await userEvent.clear(screen.getByLabelText('E-mail'));
  await userEvent.clear(screen.getByLabelText('Mot de passe'));
  await signIn('right passphrase');
  expect(await screen.findByText('Connecté : Amina Haddad')).toBeInTheDocument();
});

it('tells how long to wait after too many attempts', async () => {
  renderWithApp(<App serviceWorker={false} />, [
    me(null),
    login('x', refused('RATE_LIMITED', { retryAfterSeconds: 840 })),
  ]);
  await signIn('x');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Trop de tentatives. Réessayez dans 14 minutes.',
  );
});

it('opens on the stored session when the server cannot be reached', async () => {
  const { db } = renderWithApp(<App serviceWorker={false} />, [
    { request: { query: CurrentSessionDocument }, error: new TypeError('Failed to fetch') },
    { request: { query: BackofficeShopDocument }, error: new TypeError('Failed to fetch') },
  ]);
  await db.meta.put({ key: SESSION_KEY, value: storedSession });
  expect(await screen.findByText('Connecté : Amina Haddad')).toBeInTheDocument();
});

it('shows the login page when the server says the stored session is over, and forgets it', async () => {
  const { db } = renderWithApp(<App serviceWorker={false} />, [me(null), shop]);
  await db.meta.put({ key: SESSION_KEY, value: storedSession });
  expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  await waitFor(async () => expect(await db.meta.get(SESSION_KEY)).toBeUndefined());
});

it('signs out, and the screens’ copies (customers’ names and phones) leave the tablet with the session', async () => {
  const { db } = renderWithApp(<App serviceWorker={false} />, [
    me(session),
    shop,
    { request: { query: LogoutDocument }, result: { data: { logout: true } } },
  ]);
  await db.offlineCopies.put({ key: 'customers:list', value: { names: ['Amina'] }, savedAt: Date.now() });
  await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
  expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  expect(await db.offlineCopies.count()).toBe(0);
});
