import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import {
  CreateExpeditionDocument,
  ExpeditionListDocument,
  ExpeditionWarehousesDocument,
} from '../../__generated__/expeditions/graphql';
import { ExpeditionsPage } from './ExpeditionsPage';
import { DESTINATION_ID, SOURCE_ID, expedition, renderExpeditionScreen } from './expedition-test-kit';

const warehouses: MockedResponse = {
  request: { query: ExpeditionWarehousesDocument },
  result: {
    data: {
      warehouses: [
        {
          __typename: 'Warehouse',
          id: SOURCE_ID,
          name: 'Entrepôt central',
          shopName: 'Tijara Démo',
          active: true,
        },
        {
          __typename: 'Warehouse',
          id: DESTINATION_ID,
          name: 'Boutique Alger-Centre',
          shopName: 'Tijara Démo',
          active: true,
        },
      ],
    },
  },
};

function list(
  variables: Record<string, unknown>,
  items: ReturnType<typeof expedition>[],
  totalCount = items.length,
) {
  return {
    request: { query: ExpeditionListDocument, variables: { page: 1, pageSize: 24, ...variables } },
    result: {
      data: {
        expeditions: {
          __typename: 'ExpeditionPage',
          items,
          totalCount,
          page: (variables['page'] as number | undefined) ?? 1,
          pageSize: 24,
        },
      },
    },
  };
}

it('lists expeditions with their status in words, filters them and turns pages', async () => {
  const onNavigate = jest.fn();
  renderExpeditionScreen(<ExpeditionsPage onNavigate={onNavigate} />, [
    warehouses,
    list({}, [expedition({ id: 7 }), expedition({ id: 8, status: 'PARTIALLY_RECIEVED' })], 30),
    list({ status: 'PARTIALLY_RECIEVED' }, [expedition({ id: 8, status: 'PARTIALLY_RECIEVED' })]),
    list({ status: 'PARTIALLY_RECIEVED', warehouseId: DESTINATION_ID }, [], 0),
    // Back to no filter, one filter at a time: each list is asked again (cache-and-network).
    list({ status: 'PARTIALLY_RECIEVED' }, [expedition({ id: 8, status: 'PARTIALLY_RECIEVED' })]),
    list({}, [expedition({ id: 7 }), expedition({ id: 8, status: 'PARTIALLY_RECIEVED' })], 30),
    list({ page: 2 }, [expedition({ id: 40, status: 'CANCELLED' })], 30),
  ]);
  const row = await screen.findByRole('row', { name: /^8 / });
  expect(within(row).getByText('Reçue en partie')).toBeInTheDocument();
  expect(screen.queryByText(/PARTIALLY_RECIEVED|partially_recieved/)).not.toBeInTheDocument();
  expect(screen.getByText('Page 1 sur 2 · 30 expéditions')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Réception de l’expédition n° 8' }));
  expect(onNavigate).toHaveBeenCalledWith({ name: 'expeditionReceive', id: 8 });

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Reçue en partie');
  expect(await screen.findByText('Page 1 sur 1 · 1 expédition')).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /^7 / })).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Entrepôt' }), 'Boutique Alger-Centre');
  expect(await screen.findByText('Aucune expédition.')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Entrepôt' }), 'Tous les entrepôts');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Tous les statuts');
  await userEvent.click(await screen.findByRole('button', { name: 'Page suivante' }));
  expect(within(await screen.findByRole('row', { name: /^40 / })).getByText('Annulée')).toBeInTheDocument();
  expect(screen.getByText('Page 2 sur 2 · 30 expéditions')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Expédition n° 40' }));
  expect(onNavigate).toHaveBeenLastCalledWith({ name: 'expedition', id: 40 });
});

it('creates an expedition between two different warehouses, then opens its editor', async () => {
  const onNavigate = jest.fn();
  const create = jest.fn(() => ({ data: { createExpedition: expedition({ id: 9, note: 'Rentrée' }) } }));
  renderExpeditionScreen(<ExpeditionsPage onNavigate={onNavigate} />, [
    warehouses,
    list({}, []),
    {
      request: {
        query: CreateExpeditionDocument,
        variables: {
          input: { sourceWarehouseId: SOURCE_ID, destinationWarehouseId: DESTINATION_ID, note: 'Rentrée' },
        },
      },
      result: create,
    },
  ]);
  const form = await screen.findByRole('form', { name: 'Nouvelle expédition' });
  const submit = within(form).getByRole('button', { name: 'Créer et ajouter des articles' });
  const source = within(form).getByRole('combobox', { name: 'Entrepôt de départ' });
  const destination = within(form).getByRole('combobox', { name: 'Entrepôt d’arrivée' });
  await within(form).findAllByRole('option', { name: 'Entrepôt central' });
  await userEvent.click(submit);
  expect(within(form).getByRole('alert')).toHaveTextContent(
    'Choisissez l’entrepôt de départ et l’entrepôt d’arrivée.',
  );
  await userEvent.selectOptions(source, 'Entrepôt central');
  await userEvent.selectOptions(destination, 'Entrepôt central');
  await userEvent.click(submit);
  expect(within(form).getByRole('alert')).toHaveTextContent('Les deux entrepôts doivent être différents.');
  expect(create).not.toHaveBeenCalled();

  await userEvent.selectOptions(destination, 'Boutique Alger-Centre');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Note' }), '  Rentrée ');
  await userEvent.click(submit);
  await screen.findByRole('button', { name: 'Créer et ajouter des articles' });
  expect(create).toHaveBeenCalledTimes(1);
  expect(onNavigate).toHaveBeenCalledWith({ name: 'expedition', id: 9 });
});
