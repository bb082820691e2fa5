import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { DeleteSegmentDocument, SegmentListDocument } from '../../__generated__/customer-segments/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { SegmentsPage } from './SegmentsPage';
import { segment } from './segments.mocks';

// jest-dom collapses spaces; Intl puts narrow no-break ones between thousands.
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ');

const vip = segment();
const loyal = segment({
  id: 6,
  name: 'Fidèles',
  kind: 'RULE',
  minOrders: 3,
  minSpent: 1_000_000,
  memberCount: 12,
});

function listMock(segments: ReturnType<typeof segment>[]): MockedResponse {
  return { request: { query: SegmentListDocument }, result: { data: { customerSegments: segments } } };
}

it('lists segments with their kind, rule and size in words', async () => {
  const onNavigate = jest.fn();
  renderWithApp(<SegmentsPage onNavigate={onNavigate} />, [listMock([vip, loyal])]);
  const row = await screen.findByRole('row', { name: /^Fidèles/ });
  expect(within(row).getAllByRole('cell').map(text)).toEqual([
    'Règle',
    'au moins 3 commandes et au moins 10 000,00 DA dépensés',
    '12 clients',
    'Supprimer',
  ]);
  expect(
    within(screen.getByRole('row', { name: /^Clients VIP/ }))
      .getAllByRole('cell')
      .map(text),
  ).toEqual(['Liste de clients', 'Aucune', '1 client', 'Supprimer']);
  await userEvent.click(within(row).getByRole('button', { name: 'Modifier Fidèles' }));
  expect(onNavigate).toHaveBeenCalledWith({ name: 'customerSegment', id: 6 });
});

it('names the live promotions that keep a segment from being deleted, and deletes an unused one', async () => {
  const user = userEvent.setup();
  const inUse = refused('CONFLICT', 'Live promotions target this segment', {
    messageKey: 'segment_in_use',
    promotions: ['Soldes VIP', 'Ramadan'],
  });
  renderWithApp(<SegmentsPage onNavigate={jest.fn()} />, [
    listMock([vip, loyal]),
    { request: { query: DeleteSegmentDocument, variables: { id: 5 } }, result: inUse },
    {
      request: { query: DeleteSegmentDocument, variables: { id: 6 } },
      result: { data: { deleteCustomerSegment: 6 } },
    },
    listMock([vip]),
  ]);
  await user.click(await screen.findByRole('button', { name: 'Supprimer Clients VIP' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Confirmation' })).getByRole('button', { name: 'Supprimer' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Des promotions en cours visent ce segment (Soldes VIP, Ramadan) : terminez-les ou désactivez-les d’abord.',
  );

  await user.click(screen.getByRole('button', { name: 'Supprimer Fidèles' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Confirmation' })).getByRole('button', { name: 'Supprimer' }),
  );
  expect(await screen.findByText('Segment « Fidèles » supprimé.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('row', { name: /^Fidèles/ })).toBeNull());
  expect(screen.getByRole('row', { name: /^Clients VIP/ })).toBeInTheDocument();
});
