import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSession, useTillRefresh } from '../till-data';
import type { TillRefreshState } from '../till-data';
import { renderWithApp } from '../../test/render-with-app';
import { SessionOpening } from './SessionOpening';
import { DEVICE, SESSION } from './till-session.mocks';

jest.mock('../till-data', () => ({
  ...jest.requireActual('../till-data'),
  useTillRefresh: jest.fn(),
  openSession: jest.fn(),
}));

const HOUR = 3600 * 1000;

function refreshState(state: Partial<TillRefreshState>): TillRefreshState {
  return { running: false, progress: null, lastRefreshedAt: null, error: null, refresh: jest.fn(), ...state };
}

function renderOpening() {
  const onOpened = jest.fn();
  const view = renderWithApp(
    <SessionOpening device={DEVICE} cashier={SESSION.cashier} onOpened={onOpened} />,
  );
  return { ...view, onOpened, user: userEvent.setup() };
}

it('shows the first catalogue load’s progress and opens only once a catalogue is on the tablet', () => {
  jest
    .mocked(useTillRefresh)
    .mockReturnValue(
      refreshState({ running: true, progress: { phase: 'catalogue', done: 500, total: 2000 } }),
    );
  renderOpening();
  expect(screen.getByRole('heading', { name: 'Ouvrir la caisse C1' })).toBeInTheDocument();
  expect(
    screen.getByText('Caisse entrée · Boutique Tijara Alger · stock : Réserve boutique'),
  ).toBeInTheDocument();
  const bar = screen.getByRole('progressbar', { name: 'Articles : 500 sur 2000' });
  expect(bar).toHaveAttribute('value', '500');
  expect(bar).toHaveAttribute('max', '2000');
  expect(screen.getByText('Le catalogue n’est pas encore sur cette tablette.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ouvrir la session' })).toBeDisabled();
});

it('warns when the catalogue is more than 12 hours old, and refreshes on demand', async () => {
  const state = refreshState({ lastRefreshedAt: Date.now() - 13 * HOUR });
  jest.mocked(useTillRefresh).mockReturnValue(state);
  const { user } = renderOpening();
  expect(screen.getByRole('alert')).toHaveTextContent('Le catalogue date de plus de 12 heures');
  expect(screen.getByText(/^Catalogue mis à jour le /)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Mettre à jour le catalogue' }));
  expect(state.refresh).toHaveBeenCalled();
});

it('opens the session with the opening cash counted by denomination', async () => {
  jest.mocked(useTillRefresh).mockReturnValue(refreshState({ lastRefreshedAt: Date.now() - HOUR }));
  jest.mocked(openSession).mockResolvedValue(SESSION);
  const { user, db, onOpened } = renderOpening();
  expect(screen.queryByText(/plus de 12 heures/)).not.toBeInTheDocument();
  // The counter is one tap away: the opening float is usually typed.
  expect(screen.queryByRole('group', { name: 'Billets' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Compter billets et pièces' }));
  const notes = screen.getByRole('group', { name: 'Billets' });
  await user.type(within(notes).getByLabelText('Billets de 1000 DA'), '10');
  await user.click(screen.getByRole('button', { name: 'Ouvrir la session' }));
  expect(openSession).toHaveBeenCalledWith(db, {
    device: DEVICE,
    cashier: SESSION.cashier,
    openingCash: 1_000_000,
  });
  expect(onOpened).toHaveBeenCalledWith(SESSION);
});

it('keeps the receipt paper of the tablet', async () => {
  jest.mocked(useTillRefresh).mockReturnValue(refreshState({ lastRefreshedAt: Date.now() }));
  const { user, db } = renderOpening();
  const paper = screen.getByLabelText('Papier de l’imprimante de tickets');
  expect(paper).toHaveValue('80');
  await user.selectOptions(paper, 'Rouleau de 58 mm');
  expect(await screen.findByDisplayValue('Rouleau de 58 mm')).toBeInTheDocument();
  expect(await db.meta.get('till:paper')).toEqual({ key: 'till:paper', value: '58' });
});
