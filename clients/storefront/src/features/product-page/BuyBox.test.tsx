import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render-with-app';
import { CART_STORAGE_KEY, cart } from '../cart';
import { BuyBox } from './BuyBox';

const line = {
  productId: 7,
  combinationId: 31,
  unitPrice: 250000,
  quantity: 1,
  name: 'Lampe Atlas',
  image: null,
  attributes: { Couleur: 'Noir' },
};
const graphql = { DeliveryWilayas: () => ({ wilayas: [] }) };

beforeEach(() => {
  localStorage.clear();
  cart.reload();
});

it('adds the chosen quantity to the cart and opens the quick order on "buy now"', async () => {
  const user = userEvent.setup();
  const shown = jest.fn();
  renderWithApp(<BuyBox line={line} activeAddToCart onFormShown={shown} />, { graphql });
  const quantity = screen.getByLabelText('Quantité');
  expect(screen.getByRole('button', { name: 'Diminuer la quantité' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
  await user.clear(quantity);
  await user.type(quantity, '٣ pièces');
  await user.tab();
  expect(quantity).toHaveValue('3');
  await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([{ ...line, quantity: 3 }]);
  expect(screen.queryByLabelText(/^Prénom/)).toBeNull();
  const buyNow = screen.getByRole('button', { name: 'Acheter maintenant' });
  expect(buyNow).toHaveAttribute('aria-expanded', 'false');
  await user.click(buyNow);
  expect(buyNow).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByLabelText(/^Prénom/)).toHaveAttribute('name', 'firstname');
  expect(shown).toHaveBeenLastCalledWith(true);
});

it('shows the order form at once and no cart control when the shop sells without a cart', async () => {
  renderWithApp(<BuyBox line={line} activeAddToCart={false} onFormShown={jest.fn()} />, { graphql });
  expect(await screen.findByLabelText(/^Prénom/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ajouter au panier' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Acheter maintenant' })).toBeNull();
});

it('cannot add or buy what cannot be bought now', async () => {
  const { calls } = renderWithApp(<BuyBox line={null} activeAddToCart onFormShown={jest.fn()} />, {
    graphql,
  });
  expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Acheter maintenant' })).toBeDisabled();
  // The shop's settings answer after the first render: let them land inside the test.
  await waitFor(() => expect(calls.some((call) => call.operationName === 'StorefrontShop')).toBe(true));
  await act(() => Promise.resolve());
});
