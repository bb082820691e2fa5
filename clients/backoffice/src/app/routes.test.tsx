import { screen } from '@testing-library/react';
import { renderWithApp } from '../test/render-with-app';
import { Screens } from './routes';

const TILL = { cashier: { id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', name: 'Amina' }, shopIds: [] };

// The dashboard reads the shop (Apollo, answered by no mock here: it shows "unknown shop").
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const dashboard = () => screen.findByRole('heading', { level: 1, name: 'Tableau de bord' });

it('opens the screen of the address, its chunk loaded with the route', async () => {
  renderWithApp(<Screens offlineReady={false} till={TILL} />, [], '/dashboard/');
  expect(await dashboard()).toBeInTheDocument();
});

it('sends an address no screen answers, or an id that is not one, to the dashboard', async () => {
  const { unmount } = renderWithApp(
    <Screens offlineReady={false} till={TILL} />,
    [],
    '/dashboard/nowhere/at/all',
  );
  expect(await dashboard()).toBeInTheDocument();
  unmount();
  renderWithApp(<Screens offlineReady={false} till={TILL} />, [], '/dashboard/expeditions/abc');
  expect(await dashboard()).toBeInTheDocument();
});

it('answers a section the staff’s roles do not open with a refusal, not the screen', async () => {
  renderWithApp(<Screens offlineReady={false} till={TILL} />, [], '/dashboard/staff', [
    'POS_SALE',
    'CUSTOMERS',
  ]);
  expect(await screen.findByRole('alert')).toHaveTextContent('Cet écran ne fait pas partie de votre rôle.');
  expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

it('keeps the till from staff who do not sell', async () => {
  renderWithApp(<Screens offlineReady={false} till={TILL} />, [], '/dashboard/pos', ['ORDERS']);
  expect(await screen.findByRole('alert')).toHaveTextContent('Cet écran ne fait pas partie de votre rôle.');
});
