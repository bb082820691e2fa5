import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { ApolloLink, Observable } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { I18nProvider } from '@tijara/shared';
import type { SyncEngine } from '@tijara/shared';
import { CurrentSessionDocument, LoginDocument, LogoutDocument } from '../../__generated__/auth/graphql';
import { BackofficeShopDocument } from '../../__generated__/home/graphql';
import { App } from '../../app/App';
import { AppServicesProvider } from '../../app/app-services';
import { renderWithApp } from '../../test/render-with-app';
import { testCatalogues } from '../../test/test-catalogues';
import { createTillDb } from '../till-data';
import type { TillDb } from '../till-data';
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

/** The app as main.tsx starts it: the device database (Dexie's chunk) comes when the test gives it. */
function renderWithDbLater(db: TillDb, apollo: { mocks?: MockedResponse[]; link?: ApolloLink }) {
  let giveDb: (db: TillDb) => void = () => undefined;
  const later = new Promise<TillDb>((resolve) => (giveDb = resolve));
  render(
    <I18nProvider messages={testCatalogues}>
      <MockedProvider {...apollo}>
        <AppServicesProvider services={{ db: later, syncEngine: new Promise<SyncEngine>(() => undefined) }}>
          <MemoryRouter basename="/dashboard" initialEntries={['/dashboard/']}>
            <App serviceWorker={false} />
          </MemoryRouter>
        </AppServicesProvider>
      </MockedProvider>
    </I18nProvider>,
  );
  return { give: () => act(async () => giveDb(db)) };
}

it('opens the dashboard on the server’s session before the device database has come, then stores it there', async () => {
  const db = createTillDb(`backoffice-test-later-${Date.now()}`);
  const { give } = renderWithDbLater(db, { mocks: [me(session), shop] });
  expect(await screen.findByText('Connecté : Amina Haddad')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();

  await give();
  await waitFor(async () =>
    expect((await db.meta.get(SESSION_KEY))?.value).toMatchObject({ staff: { email: 'amina@example.dz' } }),
  );
  expect(screen.getByText('Connecté : Amina Haddad')).toBeInTheDocument();
});

it('waits for the device’s stored session when the server cannot be reached', async () => {
  let failed: () => void = () => undefined;
  const unreachable = new Promise<void>((resolve) => (failed = resolve));
  const offline = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.error(new TypeError('Failed to fetch'));
        // A task later: every promise callback chained on the failure has run by then.
        setTimeout(failed, 0);
      }),
  );
  const db = createTillDb(`backoffice-test-later-${Date.now()}`);
  await db.meta.put({ key: SESSION_KEY, value: storedSession });
  const { give } = renderWithDbLater(db, { link: offline });
  await act(() => unreachable);
  // The server could not say: the splash stays, never the login page, until the device answers.
  expect(screen.getByText('Vérification de la session…')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Se connecter' })).toBeNull();

  await give();
  expect(await screen.findByText('Connecté : Amina Haddad')).toBeInTheDocument();
});
