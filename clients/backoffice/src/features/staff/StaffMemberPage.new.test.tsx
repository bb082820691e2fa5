import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateStaffMemberDocument } from '../../__generated__/staff/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { StaffMemberPage } from './StaffMemberPage';
import { ALGER, CENTRAL, NADIA, choicesMock, member } from './staff.mocks';

const INPUT = {
  email: 'nadia@tijara.dz',
  displayName: 'Nadia Ferhat',
  password: 'first passphrase',
  roles: ['CASHIER'],
  shops: [ALGER],
  warehouses: [CENTRAL],
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), ' Nadia@Tijara.DZ ');
  await user.type(screen.getByLabelText('Nom affiché'), 'Nadia Ferhat');
  await user.type(screen.getByLabelText('Mot de passe initial'), 'first passphrase');
  await user.click(screen.getByRole('checkbox', { name: 'Agent de caisse' }));
  await user.click(screen.getByRole('checkbox', { name: 'Boutique Alger' }));
  await user.click(screen.getByRole('checkbox', { name: 'Entrepôt central' }));
}

it('says what each role may do, from the permission table', async () => {
  renderWithApp(<StaffMemberPage staffId={null} onNavigate={jest.fn()} />, [choicesMock]);
  const cashier = await screen.findByRole('checkbox', { name: 'Agent de caisse' });
  expect(cashier).toHaveAttribute('name', 'roles');
  expect(cashier).toHaveAccessibleDescription('Vendre en caisse Trouver ou enregistrer un client');
  expect(screen.getByRole('checkbox', { name: 'Administrateur' })).toHaveAccessibleDescription(
    'Tout ce que permet le back office',
  );
  expect(screen.getByRole('checkbox', { name: 'Gérant' })).toHaveAccessibleDescription(
    'Tout, sauf : Gérer les comptes, les rôles et les affectations',
  );
  const warehouses = screen.getByRole('list', { name: 'Entrepôts de Boutique Alger' });
  expect(
    within(warehouses).getByRole('checkbox', { name: 'Réserve du comptoir (entrepôt inactif)' }),
  ).toHaveAttribute('name', 'warehouses');
  expect(screen.getByText('Aucun entrepôt dans cette boutique.')).toBeInTheDocument();
});

it('checks the form before sending, then creates the account and opens it', async () => {
  const user = userEvent.setup();
  const onNavigate = jest.fn();
  const created = jest.fn(() => ({
    data: { createStaffMember: member({ version: 1, warehouseIds: [CENTRAL] }) },
  }));
  renderWithApp(<StaffMemberPage staffId={null} onNavigate={onNavigate} />, [
    choicesMock,
    { request: { query: CreateStaffMemberDocument, variables: { input: INPUT } }, result: created },
  ]);
  await screen.findByLabelText('E-mail');
  await user.type(screen.getByLabelText('Mot de passe initial'), 'short');
  await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Saisissez une adresse e-mail valide.');
  expect(screen.getByLabelText('Mot de passe initial')).toHaveAccessibleDescription(
    'Au moins 8 caractères. Donnez-le à la personne : elle se connecte avec. Le mot de passe compte de 8 à 128 caractères.',
  );
  expect(screen.getByText('Choisissez au moins un rôle.')).toBeInTheDocument();
  expect(created).not.toHaveBeenCalled();

  await user.clear(screen.getByLabelText('Mot de passe initial'));
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
  await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ name: 'staffMember', uuid: NADIA }));
  expect(created).toHaveBeenCalledTimes(1);
});

it('shows the server’s field errors under their fields, in the screen’s words', async () => {
  const user = userEvent.setup();
  renderWithApp(<StaffMemberPage staffId={null} onNavigate={jest.fn()} />, [
    choicesMock,
    {
      request: { query: CreateStaffMemberDocument, variables: { input: INPUT } },
      result: refused('BAD_USER_INPUT', 'The staff account is not valid', {
        messageKey: 'staff_form_invalid',
        fieldErrors: { email: ['Already the e-mail of another account'], shops: ['Unknown shops: x'] },
        messageKeys: { email: 'email_taken', shops: 'unknown_shops' },
      }),
    },
  ]);
  await screen.findByLabelText('E-mail');
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
  expect(
    await screen.findByText('Cette adresse e-mail est déjà celle d’un autre compte.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Une boutique choisie n’existe plus : rechargez la page.')).toBeInTheDocument();
});
