import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { reportNetworkSuccess } from '@tijara/shared';
import {
  CreateWarehouseDocument,
  UpdateWarehouseDocument,
  WarehouseListDocument,
} from '../../__generated__/warehouses/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { alger, ALGER, listMock, SHOP, shopMock, warehouse } from './warehouses.mocks';
import { WarehousesPage } from './WarehousesPage';

afterEach(() => act(() => reportNetworkSuccess()));

it('lists every warehouse with its shop and state after a loading state', async () => {
  renderWithApp(<WarehousesPage />, [listMock([warehouse(), { ...alger, active: false }]), shopMock]);
  expect(screen.getByRole('status')).toHaveTextContent('Chargement des entrepôts…');
  const central = await screen.findByRole('row', { name: /^Entrepôt central/ });
  expect(central).toHaveTextContent('Tijara Démo');
  expect(central).toHaveTextContent('Actif');
  expect(central).toHaveTextContent('Par défaut');
  const inactive = screen.getByRole('row', { name: /^Boutique Alger-Centre/ });
  expect(within(inactive).getByRole('button', { name: 'Activer Boutique Alger-Centre' })).toBeEnabled();
});

it('says when the list cannot be loaded, and when there is none', async () => {
  const failing: MockedResponse = {
    request: { query: WarehouseListDocument },
    error: new TypeError('Failed to fetch'),
  };
  const { unmount } = renderWithApp(<WarehousesPage />, [failing, shopMock]);
  expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger les entrepôts.');
  unmount();
  renderWithApp(<WarehousesPage />, [listMock([]), shopMock]);
  expect(await screen.findByText('Aucun entrepôt pour l’instant.')).toBeInTheDocument();
});

it('creates a warehouse, refusing an empty name first and showing server field errors under the field', async () => {
  const user = userEvent.setup();
  const input = { shopUuid: SHOP, name: 'Dépôt Oran', isShopDefault: false };
  const refused: MockedResponse = {
    request: { query: CreateWarehouseDocument, variables: { input } },
    result: {
      errors: [
        new GraphQLError('Invalid input', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: { name: ['is already used', 'is too similar'] },
          },
        }),
      ],
    },
  };
  const created = warehouse({
    id: 'a0000000-0000-4000-8000-000000000003',
    name: 'Dépôt Oran 2',
    isShopDefault: false,
  });
  const accepted: MockedResponse = {
    request: { query: CreateWarehouseDocument, variables: { input: { ...input, name: 'Dépôt Oran 2' } } },
    result: { data: { createWarehouse: created } },
  };
  renderWithApp(<WarehousesPage />, [
    listMock([warehouse()]),
    shopMock,
    refused,
    accepted,
    listMock([warehouse(), created]),
  ]);
  const form = await screen.findByRole('form', { name: 'Nouvel entrepôt' });
  const name = within(form).getByLabelText('Nom');

  await user.click(within(form).getByRole('button', { name: 'Créer l’entrepôt' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Le nom est obligatoire.');

  await user.type(name, ' Dépôt Oran ');
  await user.click(within(form).getByRole('button', { name: 'Créer l’entrepôt' }));
  const fieldError = await within(form).findByText(/is already used/);
  expect(fieldError.innerHTML).toBe('is already used<br>is too similar');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('is already used is too similar');

  await user.clear(name);
  await user.type(name, 'Dépôt Oran 2');
  await user.click(within(form).getByRole('button', { name: 'Créer l’entrepôt' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Entrepôt « Dépôt Oran 2 » créé.');
  expect(await screen.findByRole('row', { name: /^Dépôt Oran 2/ })).toBeInTheDocument();
});

it('renames and deactivates in place', async () => {
  const user = userEvent.setup();
  const rename: MockedResponse = {
    request: { query: UpdateWarehouseDocument, variables: { id: ALGER, input: { name: 'Alger Centre' } } },
    result: { data: { updateWarehouse: { ...alger, name: 'Alger Centre' } } },
  };
  const deactivate: MockedResponse = {
    request: { query: UpdateWarehouseDocument, variables: { id: ALGER, input: { active: false } } },
    result: { data: { updateWarehouse: { ...alger, name: 'Alger Centre', active: false } } },
  };
  renderWithApp(<WarehousesPage />, [listMock([warehouse(), alger]), shopMock, rename, deactivate]);

  await user.click(await screen.findByRole('button', { name: 'Renommer Boutique Alger-Centre' }));
  const form = screen.getByRole('form', { name: 'Renommer Boutique Alger-Centre' });
  await user.clear(within(form).getByLabelText('Nouveau nom'));
  await user.type(within(form).getByLabelText('Nouveau nom'), 'Alger Centre');
  await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
  const row = await screen.findByRole('row', { name: /^Alger Centre/ });

  await user.click(within(row).getByRole('button', { name: 'Désactiver Alger Centre' }));
  expect(await within(row).findByText('Désactivé')).toBeInTheDocument();
});

it('keeps the list readable but every write disabled while offline', async () => {
  renderWithApp(<WarehousesPage />, [listMock([warehouse()]), shopMock]);
  await screen.findByRole('table');
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByText(/Hors ligne : les entrepôts restent consultables/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Renommer Entrepôt central' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Mettre à jour les stocks de Entrepôt central' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Créer l’entrepôt' })).toBeDisabled();
});
