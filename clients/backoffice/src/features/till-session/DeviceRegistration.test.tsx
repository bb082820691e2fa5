import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockedResponse } from '@apollo/client/testing';
import { Permission } from '@tijara/schema';
import { reportNetworkFailure, reportNetworkSuccess } from '@tijara/shared';
import { registerDevice, requestPersistence } from '../till-data';
import { renderWithApp } from '../../test/render-with-app';
import { DeviceRegistration } from './DeviceRegistration';
import { DEVICE, TAKEN_TILL } from './till-session.mocks';
import { TillWarehousesDocument } from '../../__generated__/till-session/graphql';

jest.mock('../till-data', () => ({
  ...jest.requireActual('../till-data'),
  registerDevice: jest.fn(),
  requestPersistence: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(registerDevice).mockReset();
  jest.mocked(requestPersistence).mockResolvedValue(true);
});
afterEach(() => act(() => reportNetworkSuccess()));

const SHOPS = [
  { uuid: 'shop-1', name: 'Boutique Tijara Alger' },
  { uuid: 'shop-2', name: 'Boutique Tijara Oran' },
];

const warehouses: MockedResponse = {
  request: { query: TillWarehousesDocument, variables: { shopUuid: 'shop-1' } },
  result: {
    data: {
      posWarehouses: [
        { __typename: 'PosWarehouseRef', id: 'warehouse-1', name: 'Dépôt central' },
        { __typename: 'PosWarehouseRef', id: 'warehouse-2', name: 'Réserve boutique' },
      ],
    },
  },
};

function refusal(extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message: 'refused', extensions }] });
}

async function fillIn(code: string) {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Boutique'), 'Boutique Tijara Alger');
  await screen.findByRole('option', { name: 'Réserve boutique' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Entrepôt' }), 'Réserve boutique');
  await user.type(screen.getByLabelText('Code de la caisse'), code);
  await user.type(screen.getByLabelText('Nom de la caisse'), 'Caisse entrée');
  await user.click(screen.getByRole('button', { name: 'Enregistrer la caisse' }));
  return user;
}

it('checks the code and the choices before asking the server', async () => {
  const user = userEvent.setup();
  renderWithApp(<DeviceRegistration shops={SHOPS} onRegistered={jest.fn()} />, [warehouses]);
  await user.type(screen.getByLabelText('Code de la caisse'), 'caisse-1');
  // Upper-cased as typed, at most 6 characters.
  expect(screen.getByLabelText('Code de la caisse')).toHaveValue('CAISSE');
  await user.clear(screen.getByLabelText('Code de la caisse'));
  await user.click(screen.getByRole('button', { name: 'Enregistrer la caisse' }));
  expect(screen.getByText('Choisissez la boutique de cette caisse.')).toBeInTheDocument();
  expect(screen.getByLabelText('Code de la caisse')).toHaveAccessibleDescription(
    /Le code compte 1 à 6 caractères : lettres de A à Z ou chiffres\./,
  );
  expect(screen.getByLabelText('Nom de la caisse')).toHaveAttribute('aria-invalid', 'true');
  expect(registerDevice).not.toHaveBeenCalled();
});

it('shows the server’s field errors under their fields', async () => {
  jest.mocked(registerDevice).mockRejectedValueOnce(
    refusal({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        name: ['Ce nom est déjà celui d’une autre caisse.'],
        warehouseId: ['Cet entrepôt est archivé.'],
      },
    }),
  );
  renderWithApp(<DeviceRegistration shops={SHOPS} onRegistered={jest.fn()} />, [warehouses]);
  await fillIn('c1');
  expect(await screen.findByText('Ce nom est déjà celui d’une autre caisse.')).toBeInTheDocument();
  expect(screen.getByLabelText('Nom de la caisse')).toHaveAccessibleDescription(
    /Ce nom est déjà celui d’une autre caisse\./,
  );
  expect(screen.getByRole('combobox', { name: 'Entrepôt' })).toHaveAccessibleDescription(
    /Cet entrepôt est archivé\./,
  );
  expect(screen.getByText('Certains champs sont à corriger.')).toBeInTheDocument();
  expect(registerDevice).toHaveBeenCalledWith(expect.anything(), expect.anything(), {
    shopUuid: 'shop-1',
    shopName: 'Boutique Tijara Alger',
    code: 'C1',
    name: 'Caisse entrée',
    warehouseId: 'warehouse-2',
    reclaim: false,
  });
});

const CASHIER = [Permission.POS_SALE, Permission.CUSTOMERS];

function codeTaken(takenTill: unknown = TAKEN_TILL) {
  return refusal({
    code: 'BAD_USER_INPUT',
    messageKey: 'pos.device_code_taken',
    fieldErrors: { code: ['taken'] },
    messageKeys: { code: 'pos.device_code_taken' },
    takenTill,
  });
}

it('shows a manager the session open on a taken till before the takeover, then tells the storage outcome', async () => {
  jest.mocked(registerDevice).mockRejectedValueOnce(codeTaken()).mockResolvedValueOnce(DEVICE);
  jest.mocked(requestPersistence).mockResolvedValue(false);
  const onRegistered = jest.fn();
  renderWithApp(<DeviceRegistration shops={SHOPS} onRegistered={onRegistered} />, [warehouses]);
  const user = await fillIn('C1');

  const dialog = await screen.findByRole('dialog', { name: 'Ce code est déjà pris' });
  expect(dialog).toHaveTextContent('Le code C1 est déjà celui d’une caisse de cette boutique.');
  // Opened at 07:00 UTC: 08:00 in the shop (Africa/Algiers), as the till shows its times.
  expect(dialog).toHaveTextContent(
    'Session 7 ouverte depuis le 25/11/2026 08:00 par Amel Haddad, pas encore clôturée sur le serveur.',
  );
  expect(dialog).toHaveTextContent('Cette tablette reprendra la numérotation à la session 8.');
  expect(dialog).toHaveTextContent(/Ne la reprenez que si son ancienne tablette ne vend plus/);
  await user.click(within(dialog).getByRole('button', { name: 'Reprendre la caisse C1 sur cette tablette' }));

  expect(registerDevice).toHaveBeenLastCalledWith(
    expect.anything(),
    expect.anything(),
    expect.objectContaining({ code: 'C1', reclaim: true }),
  );
  expect(
    await screen.findByText('Caisse C1 « Caisse entrée » enregistrée sur cette tablette.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(/^Stockage durable refusé/);
  await user.click(screen.getByRole('button', { name: 'Continuer' }));
  expect(onRegistered).toHaveBeenCalledWith(DEVICE);
});

it('tells a cashier that only a manager can take a till over, and offers another code', async () => {
  jest.mocked(registerDevice).mockRejectedValueOnce(codeTaken());
  renderWithApp(
    <DeviceRegistration shops={SHOPS} onRegistered={jest.fn()} />,
    [warehouses],
    '/dashboard/',
    CASHIER,
  );
  const user = await fillIn('C1');

  const dialog = await screen.findByRole('dialog', { name: 'Ce code est déjà pris' });
  expect(dialog).toHaveTextContent(
    'Le code C1 est déjà celui d’une autre caisse de cette boutique. Seul un responsable peut la reprendre sur cette tablette : qu’il s’y connecte pour le faire. Sinon, choisissez un autre code.',
  );
  expect(dialog).not.toHaveTextContent(/Amel Haddad/);
  expect(within(dialog).queryByRole('button', { name: /^Reprendre la caisse/ })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Choisir un autre code' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Code de la caisse')).toHaveFocus();
  expect(registerDevice).toHaveBeenCalledTimes(1);
});

it('says under the code when the server keeps the takeover for managers', async () => {
  jest
    .mocked(registerDevice)
    .mockRejectedValueOnce(codeTaken({ ...TAKEN_TILL, lastSessionNumber: 0, openSession: null }))
    .mockRejectedValueOnce(
      refusal({
        code: 'BAD_USER_INPUT',
        messageKey: 'pos.reclaim_needs_manager',
        fieldErrors: { code: ['Only a manager can take over a registered till'] },
        messageKeys: { code: 'pos.reclaim_needs_manager' },
      }),
    );
  renderWithApp(<DeviceRegistration shops={SHOPS} onRegistered={jest.fn()} />, [warehouses]);
  const user = await fillIn('C1');

  const dialog = await screen.findByRole('dialog', { name: 'Ce code est déjà pris' });
  expect(dialog).toHaveTextContent(
    'Aucune session de cette caisse n’est ouverte sur le serveur. Cette tablette reprendra la numérotation à la session 1.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Reprendre la caisse C1 sur cette tablette' }));

  expect(
    await screen.findByText('Seul un responsable peut reprendre une caisse déjà enregistrée.'),
  ).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Code de la caisse')).toHaveAccessibleDescription(
    /Seul un responsable peut reprendre une caisse déjà enregistrée\./,
  );
  expect(screen.queryByText('Only a manager can take over a registered till')).not.toBeInTheDocument();
});

it('goes back to the code when the cashier chooses another one', async () => {
  jest
    .mocked(registerDevice)
    .mockRejectedValueOnce(refusal({ code: 'BAD_USER_INPUT', messageKey: 'pos.device_code_taken' }));
  renderWithApp(<DeviceRegistration shops={SHOPS} onRegistered={jest.fn()} />, [warehouses]);
  const user = await fillIn('C1');
  await user.click(await screen.findByRole('button', { name: 'Choisir un autre code' }));
  const code = screen.getByLabelText('Code de la caisse');
  expect(code).toHaveFocus();
  expect(code).toHaveAccessibleDescription(/Ce code est déjà pris/);
});

it('explains that registering needs the network', async () => {
  renderWithApp(<DeviceRegistration shops={SHOPS.slice(0, 1)} onRegistered={jest.fn()} />, [warehouses]);
  act(() => reportNetworkFailure());
  expect(screen.getByText('Boutique : Boutique Tijara Alger')).toBeInTheDocument();
  expect(screen.getByText(/^Hors ligne : enregistrer une caisse demande une connexion/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enregistrer la caisse' })).toBeDisabled();
});
