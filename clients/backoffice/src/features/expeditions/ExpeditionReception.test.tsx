import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import {
  CompleteExpeditionDocument,
  ReceiveExpeditionPartDocument,
} from '../../__generated__/expeditions/graphql';
import { refused } from '../../test/refused';
import { ExpeditionReception } from './ExpeditionReception';
import { detailMock, expedition, item, renderExpeditionScreen } from './expedition-test-kit';

const soap = (received: number) =>
  item({
    id: 11,
    productId: 3,
    productName: 'Savon d’Alep',
    quantity: 5,
    receivedQuantity: received,
    status: received === 0 ? 'SENT' : received < 5 ? 'PARTIALLY_RECIEVED' : 'RECIEVED',
  });
const oil = item({
  id: 12,
  productId: 4,
  productName: 'Huile',
  quantity: 2,
  receivedQuantity: 2,
  status: 'RECIEVED',
});
const onRoad = (received: number) =>
  expedition({
    status: received === 0 ? 'SENT' : 'PARTIALLY_RECIEVED',
    items: [soap(received), oil],
    allowedTransitions: received === 0 ? ['CANCELLED'] : ['COMPLETED'],
  });

function reception(quantity: number, key: string, result: MockedResponse['result']): MockedResponse {
  return {
    request: {
      query: ReceiveExpeditionPartDocument,
      variables: { input: { partId: 11, quantity, idempotencyKey: key } },
    },
    result,
  };
}

// randomUUID's type wants the UUID shape.
const KEY_1 = '00000000-0000-4000-8000-000000000001';
const KEY_2 = '00000000-0000-4000-8000-000000000002';

const soapRow = () => screen.getByRole('row', { name: /Savon d’Alep/ });
const modal = () => screen.getByRole('dialog');

beforeEach(() => {
  jest.spyOn(crypto, 'randomUUID').mockReturnValueOnce(KEY_1).mockReturnValueOnce(KEY_2);
});
afterEach(() => jest.restoreAllMocks());

it('refuses a received quantity of 0, above the remainder or not whole, before any request', async () => {
  const received = jest.fn();
  renderExpeditionScreen(<ExpeditionReception expeditionId={7} onNavigate={jest.fn()} />, [
    detailMock(onRoad(0)),
    { request: { query: ReceiveExpeditionPartDocument, variables: () => true }, result: received },
  ]);
  const box = await screen.findByRole('textbox', { name: 'Quantité reçue de Savon d’Alep' });
  for (const typed of ['0', '6', '1.5', '']) {
    await userEvent.clear(box);
    if (typed) await userEvent.type(box, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Valider la réception de Savon d’Alep' }));
    const alert = within(soapRow()).getByRole('alert');
    expect(alert).toHaveClass('expeditions-alert--danger');
    expect(alert).toHaveTextContent('Données invalides');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  }
  expect(received).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // A part already fully received offers no entry.
  expect(screen.queryByRole('textbox', { name: /Huile/ })).not.toBeInTheDocument();
});

it('records a part, retrying a lost answer with the same key, and shows the received figures', async () => {
  renderExpeditionScreen(<ExpeditionReception expeditionId={7} onNavigate={jest.fn()} />, [
    detailMock(onRoad(0)),
    { ...reception(3, KEY_1, undefined), error: new Error('Failed to fetch') },
    reception(3, KEY_1, { data: { receiveExpeditionPart: onRoad(3) } }),
    reception(2, KEY_2, refused('BAD_USER_INPUT', 'refused', { messageKey: 'error_receiving_part' })),
  ]);
  const box = await screen.findByRole('textbox', { name: 'Quantité reçue de Savon d’Alep' });
  await userEvent.type(box, '3');
  await userEvent.click(screen.getByRole('button', { name: 'Valider la réception de Savon d’Alep' }));
  expect(await screen.findByText(/Réessayez avec la même quantité/)).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');

  await userEvent.click(screen.getByRole('button', { name: 'Valider la réception de Savon d’Alep' }));
  expect(await screen.findByText('Partie réceptionnée.')).toBeInTheDocument();
  expect(within(modal()).getByRole('heading')).toHaveTextContent('Succès');
  await userEvent.keyboard('{Escape}');
  const cells = within(soapRow()).getAllByRole('cell');
  expect(cells.map((cell) => cell.textContent)).toEqual([
    'Savon d’Alep',
    'Reçue en partie',
    '5',
    '3',
    '2',
    'Valider',
  ]);
  expect(box).toHaveValue('');

  await userEvent.type(box, '2');
  await userEvent.click(screen.getByRole('button', { name: 'Valider la réception de Savon d’Alep' }));
  expect(await screen.findByText('Erreur lors de la réception de la partie.')).toBeInTheDocument();
  expect(within(modal()).getByRole('heading')).toHaveTextContent('Erreur');
  expect(crypto.randomUUID).toHaveBeenCalledTimes(2);
});

it('completes after confirmation when the server allows it', async () => {
  const complete = jest.fn(() => ({
    data: { completeExpedition: { ...onRoad(3), status: 'COMPLETED', allowedTransitions: [] } },
  }));
  renderExpeditionScreen(
    <ExpeditionReception expeditionId={7} onNavigate={jest.fn()} />,
    [
      detailMock(onRoad(3)),
      { request: { query: CompleteExpeditionDocument, variables: { id: 7 } }, result: complete },
    ],
    'ar',
  );
  await userEvent.click(await screen.findByRole('button', { name: 'إتمام' }));
  expect(modal()).toHaveTextContent('إتمام الإرسالية رقم 7؟');
  await userEvent.click(within(modal()).getByRole('button', { name: 'إتمام' }));
  expect(await screen.findByText('اكتملت الإرسالية.')).toBeInTheDocument();
  expect(within(modal()).getByRole('heading')).toHaveTextContent('نجاح');
  expect(complete).toHaveBeenCalledTimes(1);
  expect(screen.getByText('لا شيء للاستلام: الإرسالية ليست في الطريق.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('استلام الإرسالية رقم 7 مكتملة');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
