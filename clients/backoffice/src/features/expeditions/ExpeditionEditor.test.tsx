import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import {
  AddExpeditionItemDocument,
  RemoveExpeditionItemDocument,
  SendExpeditionDocument,
  UpdateExpeditionItemDocument,
} from '../../__generated__/expeditions/graphql';
import { refused } from '../../test/refused';
import { ExpeditionEditor } from './ExpeditionEditor';
import {
  detailMock,
  expedition,
  item,
  product,
  productsMock,
  renderExpeditionScreen,
} from './expedition-test-kit';

const soap = product({ productId: 3, productName: 'Savon d’Alep', availableStock: 5 });
const line = (quantity: number) => item({ id: 31, productId: 3, productName: 'Savon d’Alep', quantity });
const ref = { expeditionId: 7, productId: 3, combinationId: null };

function itemMutation(
  query: typeof AddExpeditionItemDocument | typeof UpdateExpeditionItemDocument,
  quantity: number,
  answer: ReturnType<typeof expedition>,
) {
  const field = query === AddExpeditionItemDocument ? 'addExpeditionItem' : 'updateExpeditionItem';
  const result = jest.fn(() => ({ data: { [field]: answer } }));
  const mock: MockedResponse = { request: { query, variables: { input: { ...ref, quantity } } }, result };
  return { mock, result };
}

const modal = () => screen.getByRole('dialog');
const closeModal = () => userEvent.click(within(modal()).getByRole('button', { name: /Close|Fermer/ }));

it('checks the quantity before any request, then adds, steps the quantity and removes after confirming', async () => {
  const add = itemMutation(AddExpeditionItemDocument, 2, expedition({ items: [line(2)] }));
  const plus = itemMutation(UpdateExpeditionItemDocument, 3, expedition({ items: [line(3)] }));
  const minus = itemMutation(UpdateExpeditionItemDocument, 2, expedition({ items: [line(2)] }));
  const toOne = itemMutation(UpdateExpeditionItemDocument, 1, expedition({ items: [line(1)] }));
  const remove = jest.fn(() => ({ data: { removeExpeditionItem: expedition() } }));
  renderExpeditionScreen(
    <ExpeditionEditor expeditionId={7} onNavigate={jest.fn()} />,
    [
      detailMock(expedition()),
      productsMock([soap]),
      add.mock,
      productsMock([{ ...soap, availableStock: 3 }]),
      plus.mock,
      productsMock([{ ...soap, availableStock: 2 }]),
      minus.mock,
      productsMock([{ ...soap, availableStock: 3 }]),
      toOne.mock,
      productsMock([{ ...soap, availableStock: 4 }]),
      { request: { query: RemoveExpeditionItemDocument, variables: { input: ref } }, result: remove },
      productsMock([soap]),
    ],
    'en',
  );
  const quantity = await screen.findByRole('textbox', { name: 'Quantity of Savon d’Alep' });
  expect(quantity).toHaveValue('1');

  for (const typed of ['0', '6', '1.5']) {
    await userEvent.clear(quantity);
    await userEvent.type(quantity, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Add Savon d’Alep' }));
    expect(within(modal()).getByRole('heading')).toHaveTextContent('Error');
    expect(within(modal()).getByRole('alert')).toHaveTextContent(
      'Invalid quantity: a whole number from 1 to the available stock.',
    );
    await closeModal();
  }
  expect(add.result).not.toHaveBeenCalled();

  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2');
  await userEvent.click(screen.getByRole('button', { name: 'Add Savon d’Alep' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent('Success');
  expect(modal()).toHaveTextContent('Item added to the expedition.');
  await closeModal();
  const items = screen.getByRole('region', { name: 'Items in the expedition' });
  expect(within(items).getByRole('status', { name: 'Quantity of Savon d’Alep' })).toHaveTextContent('2');
  // The list of available products was asked again: the add reserved two units.
  expect(await screen.findByRole('cell', { name: '3' })).toBeInTheDocument();
  expect(quantity).toHaveValue('1');

  await userEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Savon d’Alep' }));
  await waitFor(() => expect(within(items).getByRole('status', { name: /Savon/ })).toHaveTextContent('3'));
  await userEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Savon d’Alep' }));
  await waitFor(() => expect(within(items).getByRole('status', { name: /Savon/ })).toHaveTextContent('2'));
  await userEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Savon d’Alep' }));
  await waitFor(() => expect(within(items).getByRole('status', { name: /Savon/ })).toHaveTextContent('1'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // Below 1 is refused on the spot; removing is its own action.
  await userEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Savon d’Alep' }));
  expect(within(modal()).getByRole('alert')).toHaveTextContent('Invalid quantity');
  await closeModal();

  await userEvent.click(screen.getByRole('button', { name: 'Remove Savon d’Alep' }));
  expect(modal()).toHaveTextContent('Do you really want to remove this item from the expedition?');
  await userEvent.click(within(modal()).getByRole('button', { name: 'Back' }));
  expect(remove).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Savon d’Alep' }));
  await userEvent.click(within(modal()).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Item removed from the expedition.')).toBeInTheDocument();
  expect(within(modal()).getByRole('heading')).toHaveTextContent('Message');
  expect(within(items).getByText('No items yet.')).toBeInTheDocument();
  expect(remove).toHaveBeenCalledTimes(1);
  expect(plus.result).toHaveBeenCalledTimes(1);
  expect(minus.result).toHaveBeenCalledTimes(1);
  expect(toOne.result).toHaveBeenCalledTimes(1);
});

it('closes its modal on Escape and on a click on the backdrop, and leaves no trace of it', async () => {
  renderExpeditionScreen(<ExpeditionEditor expeditionId={7} onNavigate={jest.fn()} />, [
    detailMock(expedition()),
    productsMock([soap]),
  ]);
  const quantity = await screen.findByRole('textbox', { name: 'Quantité de Savon d’Alep' });
  await userEvent.clear(quantity);
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter Savon d’Alep' }));
  expect(within(modal()).getByRole('heading')).toHaveTextContent('Erreur');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Ajouter Savon d’Alep' }));
  await userEvent.click(modal());
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.click(modal().parentElement as HTMLElement);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.querySelector('.expeditions-modal__backdrop')).toBeNull();
});

it('translates the messageKey of a refusal, and warns and reloads when the expedition changed elsewhere', async () => {
  const sent = expedition({ status: 'SENT', items: [line(2)], allowedTransitions: ['CANCELLED'] });
  renderExpeditionScreen(<ExpeditionEditor expeditionId={7} onNavigate={jest.fn()} />, [
    detailMock(expedition({ items: [line(2)] })),
    productsMock([soap]),
    {
      request: { query: AddExpeditionItemDocument, variables: { input: { ...ref, quantity: 1 } } },
      result: refused('BAD_USER_INPUT', 'refused', { messageKey: 'insufficient_stock' }),
    },
    {
      request: { query: UpdateExpeditionItemDocument, variables: { input: { ...ref, quantity: 3 } } },
      result: refused('INTERNAL_SERVER_ERROR'),
    },
    {
      request: { query: UpdateExpeditionItemDocument, variables: { input: { ...ref, quantity: 3 } } },
      // As the server refuses an edit of a sent expedition: the action's key, and the reason.
      result: refused('CONFLICT', 'refused', {
        messageKey: 'error_updating',
        reason: 'expedition_not_editable',
        status: 'sent',
      }),
    },
    detailMock(sent),
  ]);
  await userEvent.click(await screen.findByRole('button', { name: 'Ajouter Savon d’Alep' }));
  expect(await screen.findByText('Stock insuffisant dans l’entrepôt de départ.')).toBeInTheDocument();
  expect(within(modal()).getByRole('heading')).toHaveTextContent('Erreur');
  await closeModal();

  // No key the screen knows: the action's own message.
  await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité de Savon d’Alep' }));
  expect(await screen.findByText('Erreur lors de la mise à jour de la quantité.')).toBeInTheDocument();
  await closeModal();

  await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité de Savon d’Alep' }));
  expect(await screen.findByRole('dialog', { name: 'Avertissement' })).toHaveTextContent(
    'Erreur lors de la mise à jour de la quantité. Cette expédition a changé d’état entre-temps : elle n’est plus modifiable.',
  );
  expect(await screen.findByText('Envoyée')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Augmenter/ })).not.toBeInTheDocument();
});

it('sends after confirmation and is read-only from then on', async () => {
  const ready = expedition({ items: [line(2)] });
  const sent = expedition({ status: 'SENT', items: [line(2)], allowedTransitions: ['CANCELLED'] });
  const send = jest.fn(() => ({ data: { sendExpedition: sent } }));
  const onNavigate = jest.fn();
  renderExpeditionScreen(<ExpeditionEditor expeditionId={7} onNavigate={onNavigate} />, [
    detailMock(ready),
    productsMock([soap]),
    { request: { query: SendExpeditionDocument, variables: { id: 7 } }, result: send },
  ]);
  expect(await screen.findByRole('button', { name: 'Annuler l’expédition' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(modal()).toHaveTextContent(
    'Envoyer l’expédition n° 7 ? Le stock quitte Entrepôt central et les articles ne pourront plus être modifiés.',
  );
  await userEvent.click(within(modal()).getByRole('button', { name: 'Envoyer' }));
  expect(await screen.findByText('Expédition envoyée.')).toBeInTheDocument();
  await closeModal();

  expect(send).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Expédition n° 7 Envoyée');
  expect(screen.getByText(/ne peuvent plus être modifiés/)).toBeInTheDocument();
  expect(
    screen.queryByRole('button', { name: /Ajouter|Augmenter|Diminuer|Retirer/ }),
  ).not.toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
  // Still cancellable while nothing has arrived, as the server says; and now receivable.
  expect(screen.getByRole('button', { name: 'Annuler l’expédition' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réceptionner' }));
  expect(onNavigate).toHaveBeenCalledWith({ name: 'expeditionReceive', id: 7 });
});
