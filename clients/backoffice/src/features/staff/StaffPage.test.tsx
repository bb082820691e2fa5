import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render-with-app';
import { StaffPage } from './StaffPage';
import { NADIA, admin, listMock, member } from './staff.mocks';

it('lists the accounts with their roles as chips, their shops by name and their state', async () => {
  const karim = member({
    id: '1b000000-0000-4000-8000-000000000003',
    displayName: 'Karim Benali',
    email: 'karim@tijara.dz',
    roles: ['STOCK_CLERK', 'ORDER_AGENT'],
    shopIds: [],
    active: false,
  });
  renderWithApp(<StaffPage onNavigate={jest.fn()} />, [listMock([admin, member(), karim])]);
  const nadia = await screen.findByRole('row', { name: /Nadia Ferhat/ });
  expect(within(nadia).getByRole('link', { name: 'Nadia Ferhat' })).toHaveAttribute(
    'href',
    `/dashboard/staff/${NADIA}`,
  );
  expect(within(nadia).getByRole('listitem')).toHaveTextContent('Agent de caisse');
  expect(nadia).toHaveTextContent('Boutique Alger');
  expect(nadia).toHaveTextContent('En service');
  const karimRow = screen.getByRole('row', { name: /Karim Benali/ });
  expect(
    within(karimRow)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent),
  ).toEqual(['Magasinier', 'Agent de commandes']);
  expect(karimRow).toHaveTextContent('Aucune boutique');
  expect(karimRow).toHaveTextContent('Compte désactivé');
  expect(screen.getByRole('row', { name: /Amine Admin/ })).toHaveTextContent('Toutes (administrateur)');
});

it('asks the server again with the search, role and state chosen, and says when nothing matches', async () => {
  const user = userEvent.setup();
  renderWithApp(<StaffPage onNavigate={jest.fn()} />, [
    listMock([admin, member()]),
    listMock([member()], { role: 'CASHIER' }),
    listMock([], { role: 'CASHIER', active: false }),
    listMock([member({ active: false })], { search: 'nadia', role: 'CASHIER', active: false }),
  ]);
  await screen.findByRole('row', { name: /Amine Admin/ });
  await user.selectOptions(screen.getByLabelText('Rôle'), 'Agent de caisse');
  await waitFor(() => expect(screen.queryByRole('row', { name: /Amine Admin/ })).not.toBeInTheDocument());
  expect(screen.getByRole('row', { name: /Nadia Ferhat/ })).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('État du compte'), 'Comptes désactivés seulement');
  expect(await screen.findByText('Aucun compte ne correspond.')).toBeInTheDocument();
  // The search is sent once settled, not at every letter.
  await user.type(screen.getByRole('searchbox', { name: 'Nom ou e-mail' }), 'nadia');
  expect(await screen.findByRole('row', { name: /Nadia Ferhat/ })).toHaveTextContent('Compte désactivé');
});

it('opens a new account from the button', async () => {
  const user = userEvent.setup();
  const onNavigate = jest.fn();
  renderWithApp(<StaffPage onNavigate={onNavigate} />, [listMock([admin])]);
  await user.click(screen.getByRole('button', { name: 'Nouveau compte' }));
  expect(onNavigate).toHaveBeenCalledWith({ name: 'staffNew' });
});
