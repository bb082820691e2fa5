import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TillShopDocument } from '../../__generated__/till/graphql';
import { TillPage } from './TillPage';
import { CASHIER, emptyTill, registeredTill, renderTill, seededTill } from './till-test-kit';

const SLOW = { timeout: 3000 };

const shopMock = {
  request: { query: TillShopDocument },
  result: { data: { shop: { __typename: 'Shop' as const, uuid: 'shop-1', name: 'Tijara Démo' } } },
};

it('registers a tablet that is not a till yet, in the installation’s shop', async () => {
  renderTill(<TillPage cashier={CASHIER} shopIds={['shop-1']} onExit={jest.fn()} />, emptyTill(), {
    mocks: [shopMock],
  });
  expect(
    await screen.findByRole('heading', { name: /Enregistrer cette tablette/ }, SLOW),
  ).toBeInTheDocument();
  expect(await screen.findByText(/Tijara Démo/)).toBeInTheDocument();
});

it('asks for the opening cash count when the till has no open session', async () => {
  renderTill(<TillPage cashier={CASHIER} shopIds={[]} onExit={jest.fn()} />, await registeredTill());
  expect(await screen.findByRole('heading', { name: 'Ouvrir la caisse C1' }, SLOW)).toBeInTheDocument();
});

it('closes the session from the selling screen, and goes back to selling when the close is cancelled', async () => {
  const { db } = await seededTill();
  const user = userEvent.setup();
  renderTill(<TillPage cashier={CASHIER} shopIds={[]} onExit={jest.fn()} />, db);
  await user.click(await screen.findByRole('button', { name: 'Clôture' }, SLOW));
  expect(await screen.findByRole('heading', { name: 'Clôturer la session 1' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Annuler' }));
  expect(await screen.findByRole('combobox', { name: /Rechercher un article/ })).toBeInTheDocument();
});
