import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { reportNetworkSuccess } from '@tijara/shared';
import {
  PayTransporterDocument,
  TransporterUnpaidOrdersDocument,
} from '../../__generated__/transporter-payments/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { dueMock, ordersMock, RAPIDE, unpaid } from './transporter-payments.mocks';
import { TransporterPaymentsPage } from './TransporterPaymentsPage';

// jest-dom collapses spaces; Intl puts narrow no-break ones between thousands.
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ');

afterEach(() => act(() => reportNetworkSuccess()));

async function choose(name: RegExp) {
  const user = userEvent.setup();
  await user.selectOptions(
    await screen.findByLabelText('Transporteur'),
    screen.getByRole('option', { name }),
  );
  return user;
}

it('loads the chosen transporter’s unpaid orders, sorted by the text they show', async () => {
  renderWithApp(<TransporterPaymentsPage />, [dueMock(3), ordersMock(unpaid)]);
  expect(await screen.findByRole('option', { name: 'Rapide DZ (3 impayées)' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Atlas Colis (rien à payer)' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Commandes impayées' })).not.toBeInTheDocument();

  await choose(/Rapide DZ/);
  expect(await screen.findByText('3 commandes trouvées')).toBeInTheDocument();
  const group = screen.getByRole('group', { name: 'Commandes impayées' });
  const boxes = within(group).getAllByRole('checkbox').slice(1);
  expect(boxes.map((box) => text(box.closest('label') as HTMLElement))).toEqual([
    'LIV-0003 · Amel Bouzid · 1 234,50 DA',
    'LIV-0007 · Karim Benali · 999,99 DA',
    'LIV-0012 · Yacine Mansouri · 2 500,00 DA',
  ]);
});

it('says it is loading the orders while their answer has not come', async () => {
  // An answer that never comes: the loading state is asserted, never raced against the mock.
  const pending: MockedResponse = { ...ordersMock(unpaid), delay: Infinity };
  renderWithApp(<TransporterPaymentsPage />, [dueMock(3), pending]);
  await choose(/Rapide DZ/);
  expect(await screen.findByText('Chargement des commandes…')).toBeInTheDocument();
});

it('says when there are no orders, and when they could not be loaded', async () => {
  const failing: MockedResponse = {
    request: { query: TransporterUnpaidOrdersDocument, variables: { transporterId: 1 } },
    error: new TypeError('Failed to fetch'),
  };
  renderWithApp(<TransporterPaymentsPage />, [dueMock(0), ordersMock([]), failing]);
  await choose(/Rapide DZ/);
  expect(await screen.findByText('Aucune commande disponible')).toBeInTheDocument();
  await choose(/Atlas Colis/);
  expect(await screen.findByRole('alert')).toHaveTextContent('Échec du chargement des commandes');
});

it('totals the selection, pays exactly those orders, then reloads the list and says so', async () => {
  const pay = jest.fn(() => ({
    data: {
      payTransporter: {
        __typename: 'TransporterPayment',
        id: 1,
        transporterId: RAPIDE,
        transporterName: 'Rapide DZ',
        total: 373_450,
        reference: 'VERS-1',
        paidAt: '2026-11-21T10:00:00.000Z',
        orders: [
          { __typename: 'TransporterPaymentOrderLine', orderId: 3, amount: 123_450 },
          { __typename: 'TransporterPaymentOrderLine', orderId: 12, amount: 250_000 },
        ],
      },
    },
  }));
  const payMock: MockedResponse = {
    request: {
      query: PayTransporterDocument,
      variables: { input: { transporterId: RAPIDE, orderIds: [3, 12], total: 373_450, reference: 'VERS-1' } },
    },
    result: pay,
  };
  renderWithApp(<TransporterPaymentsPage />, [
    dueMock(3),
    ordersMock(unpaid),
    payMock,
    ordersMock(unpaid.slice(2)),
    dueMock(1),
  ]);
  const user = await choose(/Rapide DZ/);
  const group = await screen.findByRole('group', { name: 'Commandes impayées' });
  const total = screen.getByText(/^Total des commandes sélectionnées/);
  expect(text(total)).toBe('Total des commandes sélectionnées : 0,00 DA');
  expect(screen.getByRole('button', { name: 'Payer' })).toBeDisabled();

  await user.click(within(group).getByRole('checkbox', { name: /LIV-0012/ }));
  await user.click(within(group).getByRole('checkbox', { name: /LIV-0003/ }));
  expect(text(total)).toBe('Total des commandes sélectionnées : 3 734,50 DA');
  await user.click(within(group).getByRole('checkbox', { name: 'Tout sélectionner' }));
  expect(text(total)).toBe('Total des commandes sélectionnées : 4 734,49 DA');
  await user.click(within(group).getByRole('checkbox', { name: /LIV-0007/ }));

  await user.type(screen.getByLabelText('Référence du versement (facultative)'), ' VERS-1 ');
  await user.click(screen.getByRole('button', { name: 'Payer 2 commandes' }));

  const done = await screen.findByText(/^Paiement enregistré/);
  expect(text(done)).toBe('Paiement enregistré : 2 commandes de Rapide DZ, 3 734,50 DA.');
  expect(pay).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('1 commande trouvée')).toBeInTheDocument();
  expect(await screen.findByRole('option', { name: 'Rapide DZ (1 impayée)' })).toBeInTheDocument();
  expect(text(screen.getByText(/^Total des commandes sélectionnées/))).toBe(
    'Total des commandes sélectionnées : 0,00 DA',
  );
});

it('translates a refusal by its message key and reloads the stale list', async () => {
  const refused: MockedResponse = {
    request: {
      query: PayTransporterDocument,
      variables: { input: { transporterId: RAPIDE, orderIds: [7], total: 99_999 } },
    },
    result: {
      errors: [
        new GraphQLError('paid', { extensions: { code: 'CONFLICT', messageKey: 'order_already_paid' } }),
      ],
    },
  };
  renderWithApp(<TransporterPaymentsPage />, [
    dueMock(3),
    ordersMock(unpaid),
    refused,
    ordersMock(unpaid.slice(0, 2)),
    dueMock(2),
  ]);
  const user = await choose(/Rapide DZ/);
  await user.click(await screen.findByRole('checkbox', { name: /LIV-0007/ }));
  await user.click(screen.getByRole('button', { name: 'Payer 1 commande' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Une des commandes choisies est déjà payée. La liste a été rechargée.',
  );
  expect(await screen.findByText('2 commandes trouvées')).toBeInTheDocument();
});

it('lets the orders be read but not paid while offline', async () => {
  renderWithApp(<TransporterPaymentsPage />, [dueMock(3), ordersMock(unpaid)]);
  const user = await choose(/Rapide DZ/);
  await user.click(await screen.findByRole('checkbox', { name: /LIV-0007/ }));
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByText(/Hors ligne : les commandes restent consultables/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Payer 1 commande' })).toBeDisabled();
});

it('opens with the carrier the address names (the dashboard’s carriers’ money links here)', async () => {
  renderWithApp(
    <TransporterPaymentsPage />,
    [dueMock(3), ordersMock(unpaid)],
    `/dashboard/transporter-payments?transporter=${RAPIDE}`,
  );
  expect(await screen.findByText('3 commandes trouvées')).toBeInTheDocument();
  expect(await screen.findByLabelText('Transporteur')).toHaveValue(String(RAPIDE));
});
