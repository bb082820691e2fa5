import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignInAgainContext } from '../auth';
import type { SignInAgain } from '../auth';
import { storageHealth } from '../till-data';
import { renderWithApp } from '../../test/render-with-app';
import { DEVICE, SESSION, seedEntry } from './till-session.mocks';
import { TillStatusBar } from './TillStatusBar';

jest.mock('../till-data', () => ({
  ...jest.requireActual('../till-data'),
  storageHealth: jest.fn(),
}));

const MINUTE = 60_000;

beforeEach(() => {
  jest.mocked(storageHealth).mockResolvedValue({ persisted: true, usage: 10, quota: 100, low: false });
});

it('links the unsynced count to the sync screen, with what was refused or flagged', async () => {
  const { db } = renderWithApp(<TillStatusBar device={DEVICE} session={SESSION} />, [], '/dashboard/pos');
  expect(screen.getByText('Caisse C1 · session 7 · Amel Haddad')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Tout est envoyé' })).toHaveAttribute(
    'href',
    '/dashboard/pos/sync',
  );
  await act(async () => {
    await seedEntry(db, { state: 'pending', createdAt: Date.now() - MINUTE });
    await seedEntry(db, { state: 'sending', createdAt: Date.now() });
    await seedEntry(db, { state: 'rejected', createdAt: Date.now() });
  });
  expect(
    await screen.findByRole('link', { name: '2 envois en attente · 1 refusée ou à vérifier' }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/plus de 15 minutes/)).not.toBeInTheDocument();
});

it('warns when a sale has waited more than 15 minutes, and when storage is at risk', async () => {
  jest.mocked(storageHealth).mockResolvedValue({ persisted: false, usage: 60, quota: 100, low: true });
  const { db } = renderWithApp(<TillStatusBar device={DEVICE} session={null} />, [], '/dashboard/pos');
  await act(async () => {
    await seedEntry(db, { state: 'pending', createdAt: Date.now() - 16 * MINUTE });
  });
  expect(screen.getByText('Caisse C1 · aucune session ouverte')).toBeInTheDocument();
  expect(
    await screen.findByText('Pas de synchronisation depuis plus de 15 minutes : vérifiez la connexion.'),
  ).toBeInTheDocument();
  expect(await screen.findByText(/^Stockage durable refusé/)).toBeInTheDocument();
  expect(
    screen.getByText(
      'Le stockage de la tablette est plein à 60 % : synchronisez les ventes et libérez de la place.',
    ),
  ).toBeInTheDocument();
});

it('shows the catalogue’s age and puts the till in full screen', async () => {
  const requestFullscreen = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(document.documentElement, 'requestFullscreen', {
    value: requestFullscreen,
    configurable: true,
  });
  const { db } = renderWithApp(<TillStatusBar device={DEVICE} session={SESSION} />, [], '/dashboard/pos');
  await act(async () => {
    await db.meta.put({ key: 'till:refreshedAt', value: Date.UTC(2026, 10, 25, 6, 5) });
  });
  expect(await screen.findByText('Catalogue : 25/11/2026 07:05')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Plein écran' }));
  expect(requestFullscreen).toHaveBeenCalled();
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
});

it('offers a sign-in in place while sales wait for one, and says why a sign-in failed', async () => {
  const login = jest
    .fn<ReturnType<SignInAgain['login']>, Parameters<SignInAgain['login']>>()
    .mockResolvedValueOnce({ ok: false, reason: 'invalid' })
    .mockResolvedValueOnce({ ok: true });
  const { db } = renderWithApp(
    <SignInAgainContext value={{ login, email: 'amel@tijara.dz' }}>
      <TillStatusBar device={DEVICE} session={SESSION} />
    </SignInAgainContext>,
    [],
    '/dashboard/pos',
  );
  expect(await screen.findByRole('link', { name: 'Tout est envoyé' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Se reconnecter' })).not.toBeInTheDocument();
  await act(async () => {
    await seedEntry(db, { state: 'blocked_auth', createdAt: Date.now() });
    await seedEntry(db, { state: 'blocked_auth', createdAt: Date.now() });
  });
  expect(
    await screen.findByText('La connexion de votre compte a expiré : 2 envois attendent sur la tablette.'),
  ).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Se reconnecter' }));
  const dialog = screen.getByRole('dialog', { name: 'Se reconnecter' });
  expect(within(dialog).getByLabelText('E-mail')).toHaveValue('amel@tijara.dz');
  expect(within(dialog).getByLabelText('Mot de passe')).toHaveFocus();
  await user.keyboard('wrong');
  await user.click(within(dialog).getByRole('button', { name: 'Me connecter et envoyer' }));
  expect(await within(dialog).findByText('E-mail ou mot de passe incorrect.')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Mot de passe'));
  await user.type(within(dialog).getByLabelText('Mot de passe'), 'right');
  await user.click(within(dialog).getByRole('button', { name: 'Me connecter et envoyer' }));
  expect(await screen.findByText('Connecté : les ventes en attente partent.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(login.mock.calls).toEqual([
    ['amel@tijara.dz', 'wrong'],
    ['amel@tijara.dz', 'right'],
  ]);
});
