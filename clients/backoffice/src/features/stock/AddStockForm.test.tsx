import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { reportNetworkSuccess } from '@tijara/shared';
import type { AddStockMutationVariables } from '../../__generated__/stock/graphql';
import { AddStockDocument } from '../../__generated__/stock/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { StockPage } from './StockPage';
import { CENTRAL, level, levelsMock, warehousesMock } from './stock.mocks';

const firstPage = { warehouseId: CENTRAL, page: 1, pageSize: 24 };
const input = (quantity: number, extra: Partial<AddStockMutationVariables['input']> = {}) => ({
  input: { warehouseId: CENTRAL, productId: 7, combinationId: null, quantity, reason: 'PURCHASE', ...extra },
});

function addStockMock(
  variables: MockedResponse['request']['variables'],
  result: MockedResponse['result'],
): MockedResponse & { result: jest.Mock } {
  return { request: { query: AddStockDocument, variables }, result: jest.fn(() => result) };
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Ajouter du stock : Sac en cuir' }));
  const form = screen.getByRole('form', { name: 'Ajouter du stock : Sac en cuir' });
  return { user, form, quantity: within(form).getByLabelText('Quantité à ajouter') };
}

afterEach(() => act(() => reportNetworkSuccess()));

it('refuses 0, -1 and 1.5 before anything is sent', async () => {
  // Matches any variables: whatever would be sent lands here.
  const never = addStockMock(() => true, { data: { addStock: level() } });
  renderWithApp(<StockPage />, [warehousesMock, levelsMock(firstPage, [level()]), never]);
  const { user, form, quantity } = await openForm();

  for (const typed of ['0', '-1', '1.5']) {
    await user.clear(quantity);
    await user.type(quantity, typed);
    await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'La quantité de stock à ajouter doit être un nombre entier positif.',
    );
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
  }
  expect(never.result).not.toHaveBeenCalled();
});

it('adds stock as a return with a note and refreshes the row from the answer', async () => {
  const sent = addStockMock(input(5, { reason: 'RETURN', note: 'Retour client' }), {
    data: { addStock: level({ onHand: 15, available: 12 }) },
  });
  renderWithApp(<StockPage />, [warehousesMock, levelsMock(firstPage, [level()]), sent]);
  const { user, form, quantity } = await openForm();

  await user.type(quantity, '٥');
  await user.selectOptions(within(form).getByLabelText('Motif'), 'RETURN');
  await user.type(within(form).getByLabelText('Note (facultative)'), ' Retour client ');
  await user.click(within(form).getByRole('button', { name: 'Ajouter' }));

  expect(await within(form).findByRole('status')).toHaveTextContent(
    '5 unités ajoutées : Sac en cuir (disponible : 12).',
  );
  expect(sent.result).toHaveBeenCalledTimes(1);
  const row = screen.getByRole('row', { name: /^Sac en cuir/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(expect.arrayContaining(['15', '3', '12']));
  expect(quantity).toHaveValue('');
});

it('shows the server’s refusal by its message key, and the field at fault', async () => {
  const refused = addStockMock(input(3), {
    errors: [
      new GraphQLError('bad', {
        extensions: {
          code: 'BAD_USER_INPUT',
          messageKey: 'invalid_quantity',
          fieldErrors: { quantity: ['x'] },
        },
      }),
    ],
  });
  const unreachable: MockedResponse = {
    request: { query: AddStockDocument, variables: input(4) },
    error: new TypeError('Failed to fetch'),
  };
  renderWithApp(<StockPage />, [warehousesMock, levelsMock(firstPage, [level()]), refused, unreachable]);
  const { user, form, quantity } = await openForm();

  await user.type(quantity, '3');
  await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
  const alerts = await within(form).findAllByRole('alert');
  expect(alerts.map((a) => a.textContent)).toEqual(['Quantité invalide.', 'Quantité invalide.']);
  expect(quantity).toHaveAttribute('aria-invalid', 'true');

  await user.clear(quantity);
  await user.type(quantity, '4');
  await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
  expect(await within(form).findByText(/Le serveur ne répond pas/)).toBeInTheDocument();
});

it('keeps stock readable but not changeable while offline', async () => {
  renderWithApp(<StockPage />, [warehousesMock, levelsMock(firstPage, [level()])]);
  await screen.findByRole('table');
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(
    screen.getByText('Hors ligne : le stock reste consultable, mais ne peut pas être modifié.'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Ajouter du stock : Sac en cuir' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Mettre à jour les stocks des produits' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Mouvements : Sac en cuir' })).toBeEnabled();
});
