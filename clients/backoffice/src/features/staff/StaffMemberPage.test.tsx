import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ResetStaffPasswordDocument,
  SetStaffAffectationDocument,
  SetStaffMemberActiveDocument,
  UpdateStaffMemberDocument,
} from '../../__generated__/staff/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { StaffMemberPage } from './StaffMemberPage';
import { ALGER, CENTRAL, ME, NADIA, ORAN, admin, detailMock, member } from './staff.mocks';

const page = (id = NADIA) => <StaffMemberPage staffId={id} onNavigate={jest.fn()} />;
const accountForm = () =>
  screen.getByRole('button', { name: 'Enregistrer le compte' }).closest('form') as HTMLElement;

it('saves the name and roles with the version shown, then the affectation with the next one', async () => {
  const user = userEvent.setup();
  renderWithApp(page(), [
    detailMock(member()),
    {
      request: {
        query: UpdateStaffMemberDocument,
        variables: {
          id: NADIA,
          version: 3,
          input: { displayName: 'Nadia F.', roles: ['CASHIER', 'ORDER_AGENT'] },
        },
      },
      result: {
        data: {
          updateStaffMember: member({
            displayName: 'Nadia F.',
            roles: ['CASHIER', 'ORDER_AGENT'],
            version: 4,
          }),
        },
      },
    },
    {
      request: {
        query: SetStaffAffectationDocument,
        variables: { id: NADIA, version: 4, input: { shops: [ALGER, ORAN], warehouses: [CENTRAL] } },
      },
      result: {
        data: {
          setStaffAffectation: member({ shopIds: [ALGER, ORAN], warehouseIds: [CENTRAL], version: 5 }),
        },
      },
    },
  ]);
  const name = await screen.findByLabelText('Nom affiché');
  expect(within(accountForm()).getByText('nadia@tijara.dz')).toBeInTheDocument();
  await user.clear(name);
  await user.type(name, 'Nadia F.');
  await user.click(screen.getByRole('checkbox', { name: 'Agent de commandes' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer le compte' }));
  expect(await screen.findByText('Compte enregistré.')).toBeInTheDocument();

  expect(screen.getByRole('checkbox', { name: 'Boutique Alger' })).toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: 'Boutique Oran' }));
  await user.click(screen.getByRole('checkbox', { name: 'Entrepôt central' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer l’affectation' }));
  expect(await screen.findByText('Affectation enregistrée.')).toBeInTheDocument();
});

it('offers a reload when someone saved the account meanwhile, and refills the form from it', async () => {
  const user = userEvent.setup();
  renderWithApp(page(), [
    detailMock(member()),
    {
      request: {
        query: UpdateStaffMemberDocument,
        variables: {
          id: NADIA,
          version: 3,
          input: { displayName: 'Nadia Ferhat', roles: ['MANAGER', 'CASHIER'] },
        },
      },
      result: refused('CONFLICT', 'stale', { messageKey: 'staff_changed' }),
    },
    detailMock(member({ displayName: 'Nadia B.', version: 4 })),
  ]);
  await user.click(await screen.findByRole('checkbox', { name: 'Gérant' }));
  await user.click(screen.getByRole('button', { name: 'Enregistrer le compte' }));
  expect(
    await screen.findByText('Quelqu’un a modifié ce compte entre-temps : rechargez-le avant d’enregistrer.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Recharger' }));
  await waitFor(() => expect(screen.getByLabelText('Nom affiché')).toHaveValue('Nadia B.'));
  expect(screen.getByRole('checkbox', { name: 'Gérant' })).not.toBeChecked();
});

it('keeps an admin from taking their own administrator role or deactivating themselves, saying why', async () => {
  renderWithApp(page(ME), [detailMock(admin)]);
  const adminBox = await screen.findByRole('checkbox', { name: 'Administrateur' });
  expect(adminBox).toBeChecked();
  expect(adminBox).toBeDisabled();
  expect(adminBox).toHaveAccessibleDescription(
    'Tout ce que permet le back office Vous ne pouvez pas retirer votre propre rôle d’administrateur : demandez-le à un autre administrateur.',
  );
  const reason =
    'C’est votre propre compte : un autre administrateur peut le désactiver ou réinitialiser son mot de passe.';
  for (const name of ['Désactiver le compte', 'Réinitialiser le mot de passe']) {
    const button = screen.getByRole('button', { name });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
  }
});

it('deactivates after asking, and tells the last-admin refusal in words', async () => {
  const user = userEvent.setup();
  const otherAdmin = member({ roles: ['ADMIN'] });
  renderWithApp(page(), [
    detailMock(otherAdmin),
    {
      request: { query: SetStaffMemberActiveDocument, variables: { id: NADIA, active: false } },
      result: refused('CONFLICT', 'last', { messageKey: 'last_admin' }),
    },
    {
      request: { query: SetStaffMemberActiveDocument, variables: { id: NADIA, active: false } },
      result: { data: { setStaffMemberActive: member({ roles: ['ADMIN'], active: false, version: 4 }) } },
    },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Désactiver le compte' }));
  const dialog = screen.getByRole('dialog', { name: 'Désactiver le compte de Nadia Ferhat ?' });
  await user.click(within(dialog).getByRole('button', { name: 'Désactiver le compte' }));
  expect(
    await within(dialog).findByText(
      'C’est le dernier administrateur actif : nommez d’abord un autre administrateur.',
    ),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Désactiver le compte' }));
  expect(await screen.findByText('Compte désactivé.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(
    screen.getByText('Ce compte est désactivé : la personne ne peut pas se connecter.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réactiver le compte' })).toBeEnabled();
});

it('resets the password after asking and shows the temporary one once, with a copy button', async () => {
  const user = userEvent.setup();
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderWithApp(page(), [
    detailMock(member()),
    {
      request: { query: ResetStaffPasswordDocument, variables: { id: NADIA } },
      result: {
        data: {
          resetStaffPassword: {
            __typename: 'StaffPasswordReset',
            temporaryPassword: 'abcd-EFGH-2345',
            member: member({ version: 4 }),
          },
        },
      },
    },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Réinitialiser le mot de passe' }));
  const question = screen.getByRole('dialog', { name: 'Réinitialiser le mot de passe de Nadia Ferhat ?' });
  await user.click(within(question).getByRole('button', { name: 'Réinitialiser le mot de passe' }));
  const shown = await screen.findByRole('dialog', { name: 'Nouveau mot de passe de Nadia Ferhat' });
  expect(within(shown).getByLabelText('Mot de passe temporaire')).toHaveValue('abcd-EFGH-2345');
  await user.click(within(shown).getByRole('button', { name: 'Copier' }));
  expect(writeText).toHaveBeenCalledWith('abcd-EFGH-2345');
  expect(await within(shown).findByText('Copié.')).toBeInTheDocument();
  await user.click(within(shown).getAllByRole('button', { name: 'Fermer' })[0] as HTMLElement);
  expect(screen.queryByDisplayValue('abcd-EFGH-2345')).not.toBeInTheDocument();
});
