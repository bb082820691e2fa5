import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import {
  AddSegmentMembersDocument,
  CreateSegmentDocument,
  RemoveSegmentMembersDocument,
  SegmentShopDocument,
  UpdateSegmentDocument,
} from '../../__generated__/customer-segments/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { SegmentEditor } from './SegmentEditor';
import { SHOP, amel, customer, detailMock, karim, membersMock, searchMock, segment } from './segments.mocks';

const members = () => screen.getByRole('region', { name: 'Clients du segment' });

it('adds a customer found by phone and removes another, the list and count following the server', async () => {
  const user = userEvent.setup();
  const add = jest.fn(() => ({ data: { addSegmentMembers: segment({ memberCount: 2 }) } }));
  const remove = jest.fn(() => ({ data: { removeSegmentMembers: segment({ memberCount: 1 }) } }));
  renderWithApp(<SegmentEditor segmentId={5} onNavigate={jest.fn()} />, [
    detailMock(segment()),
    membersMock(5, [amel]),
    searchMock('0555', [karim]),
    {
      request: { query: AddSegmentMembersDocument, variables: { segmentId: 5, customerIds: [22] } },
      result: add,
    },
    membersMock(5, [amel, karim]),
    {
      request: { query: RemoveSegmentMembersDocument, variables: { segmentId: 5, customerIds: [21] } },
      result: remove,
    },
    membersMock(5, [karim]),
  ]);
  expect(await within(await screen.findByRole('table')).findByText('Amel Bouzid')).toBeInTheDocument();

  // Two characters are not a search yet (3 at least); the settled "0555" is asked once.
  const search = within(members()).getByRole('searchbox', { name: /Rechercher un client/ });
  await user.type(search, '05');
  expect(within(members()).queryByRole('list')).not.toBeInTheDocument();
  await user.type(search, '55');
  await user.click(await within(members()).findByRole('button', { name: 'Ajouter Karim Benali' }));
  expect(await screen.findByText('Karim Benali ajouté au segment.')).toBeInTheDocument();
  expect(await within(members()).findByRole('row', { name: /^Karim Benali/ })).toBeInTheDocument();
  expect(within(members()).getByRole('button', { name: 'Ajouter Karim Benali' })).toHaveTextContent(
    'Déjà membre',
  );
  expect(add).toHaveBeenCalledTimes(1);

  await user.click(within(members()).getByRole('button', { name: 'Retirer Amel Bouzid' }));
  expect(await screen.findByText('Amel Bouzid retiré du segment.')).toBeInTheDocument();
  await waitFor(() => expect(within(members()).queryByRole('row', { name: /^Amel Bouzid/ })).toBeNull());
  expect(within(members()).getByRole('row', { name: /^Karim Benali/ })).toBeInTheDocument();
  expect(remove).toHaveBeenCalledTimes(1);
});

it('goes back a page when the last page loses its only member', async () => {
  const user = userEvent.setup();
  const firstPage = Array.from({ length: 12 }, (_, index) =>
    customer(100 + index, 'Client', String(index + 1), `06600000${String(index).padStart(2, '0')}`),
  );
  renderWithApp(<SegmentEditor segmentId={5} onNavigate={jest.fn()} />, [
    detailMock(segment({ memberCount: 13 })),
    membersMock(5, firstPage, { totalCount: 13 }),
    membersMock(5, [amel], { page: 2, totalCount: 13 }),
    {
      request: { query: RemoveSegmentMembersDocument, variables: { segmentId: 5, customerIds: [21] } },
      result: { data: { removeSegmentMembers: segment({ memberCount: 12 }) } },
    },
    membersMock(5, [], { page: 2, totalCount: 12 }),
    membersMock(5, firstPage, { totalCount: 12 }),
  ]);
  const panel = await screen.findByRole('region', { name: 'Clients du segment' });
  await user.click(await within(panel).findByRole('button', { name: 'Page suivante' }));
  await user.click(await within(panel).findByRole('button', { name: 'Retirer Amel Bouzid' }));
  expect(await screen.findByText('Amel Bouzid retiré du segment.')).toBeInTheDocument();
  expect(await within(members()).findByRole('row', { name: /^Client 1 / })).toBeInTheDocument();
  await waitFor(() => expect(within(members()).queryByRole('navigation')).not.toBeInTheDocument());
  expect(within(members()).getAllByRole('row')).toHaveLength(13);
});

it('lists who matches a rule segment now, without add or remove', async () => {
  renderWithApp(<SegmentEditor segmentId={6} onNavigate={jest.fn()} />, [
    detailMock(segment({ id: 6, name: 'Fidèles', kind: 'RULE', minOrders: 3, memberCount: 1 })),
    membersMock(6, [amel]),
  ]);
  const matches = await screen.findByRole('region', { name: 'Clients qui remplissent la règle maintenant' });
  expect(await within(matches).findByRole('row', { name: /^Amel Bouzid/ })).toBeInTheDocument();
  expect(within(matches).queryByRole('button', { name: /Retirer/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Nombre minimum de commandes' })).toHaveValue('3');
});

it('creates a rule segment, then opens it', async () => {
  const user = userEvent.setup();
  const onNavigate = jest.fn();
  const shop: MockedResponse = {
    request: { query: SegmentShopDocument },
    result: { data: { shop: { __typename: 'Shop', uuid: SHOP } } },
  };
  const create: MockedResponse = {
    request: {
      query: CreateSegmentDocument,
      variables: {
        shopUuid: SHOP,
        input: { name: 'Gros paniers', kind: 'RULE', minOrders: null, minSpent: 1_000_050 },
      },
    },
    result: { data: { createCustomerSegment: segment({ id: 9, name: 'Gros paniers', kind: 'RULE' }) } },
  };
  renderWithApp(<SegmentEditor segmentId={null} onNavigate={onNavigate} />, [shop, create]);
  await user.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Gros paniers');
  await user.click(screen.getByRole('radio', { name: /^Règle/ }));
  await user.click(screen.getByRole('button', { name: 'Créer le segment' }));
  expect(screen.getByText('Indiquez un nombre de commandes, un montant, ou les deux.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Montant minimum dépensé en DA' }), '10 000,50');
  await user.click(screen.getByRole('button', { name: 'Créer le segment' }));
  await screen.findByRole('button', { name: 'Créer le segment' });
  expect(onNavigate).toHaveBeenCalledWith({ name: 'customerSegment', id: 9 });
});

it('shows a name already taken under the name, and warns that a rule empties the list', async () => {
  const user = userEvent.setup();
  const taken: MockedResponse = {
    request: { query: UpdateSegmentDocument, variables: () => true },
    result: refused('BAD_USER_INPUT', 'Invalid input', {
      fieldErrors: { name: ['is already the name of another segment of the shop'] },
    }),
  };
  renderWithApp(<SegmentEditor segmentId={5} onNavigate={jest.fn()} />, [
    detailMock(segment()),
    membersMock(5, [amel]),
    taken,
  ]);
  const name = await screen.findByRole('textbox', { name: 'Nom' });
  await user.click(screen.getByRole('radio', { name: /^Règle/ }));
  expect(screen.getByText('Passer à une règle vide la liste des clients de ce segment.')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /^Liste de clients/ }));
  await user.clear(name);
  await user.type(name, 'Clients fidèles');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('is already the name of another segment of the shop')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Certains champs sont à corriger.')).toBeInTheDocument();
});
