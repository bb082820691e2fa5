import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render-with-app';
import { cart } from './cart-store';
import { cartLinesHandler, storedLines } from './cart.mocks';
import { openCombinationModal } from './combination-event';
import type { CombinationChoice, CombinationRequest } from './combination-event';
import { NavbarCart } from './NavbarCart';

const choice = (id: number, name: string, overrides: Partial<CombinationChoice> = {}): CombinationChoice => ({
  id,
  name,
  price: 180_000,
  available: true,
  attributes: { Pointure: name },
  ...overrides,
});

const request: CombinationRequest = {
  productId: 7,
  name: 'Sandale en cuir',
  image: '/img/front-160.webp',
  price: 150_000,
  combinations: [
    choice(71, '38', { available: false }),
    choice(72, '39', { price: 175_000 }),
    choice(73, '40'),
  ],
};

async function openFor(detail: CombinationRequest) {
  const user = userEvent.setup();
  renderWithApp(<NavbarCart />, { graphql: { StorefrontCartLines: cartLinesHandler() } });
  act(() => openCombinationModal(detail));
  const dialog = await screen.findByRole('dialog', { name: 'Choisir les options' });
  return { user, dialog };
}

beforeEach(() => {
  localStorage.clear();
  cart.reload();
});

it('preselects the first available combination; those out of stock show but cannot be chosen', async () => {
  const { dialog } = await openFor(request);
  const radios = within(dialog).getAllByRole('radio');
  expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true, false]);
  expect(radios[0]).toBeDisabled();
  expect(within(dialog).getByText('Indisponible')).toBeInTheDocument();
});

it('prefers the shop’s default combination when it is available', async () => {
  const { dialog } = await openFor({
    ...request,
    combinations: [choice(72, '39'), choice(73, '40', { isDefault: true })],
  });
  expect(within(dialog).getByRole('radio', { name: /40/ })).toBeChecked();
});

it('reads the quantity as a whole number from 1, 1 when it is not one', async () => {
  const { user, dialog } = await openFor(request);
  const quantity = within(dialog).getByRole('textbox', { name: 'Quantité' });
  const minus = within(dialog).getByRole('button', { name: 'Diminuer la quantité de Sandale en cuir' });
  const plus = within(dialog).getByRole('button', { name: 'Augmenter la quantité de Sandale en cuir' });
  expect(quantity).toHaveValue('1');
  expect(minus).toBeDisabled();
  await user.click(plus);
  expect(quantity).toHaveValue('2');
  for (const [typed, read] of [
    ['abc', '1'],
    ['0', '1'],
    ['-4', '1'],
    ['3.7', '3'],
    ['٤', '4'],
  ]) {
    await user.clear(quantity);
    await user.type(quantity, typed as string);
    await user.tab();
    expect(quantity).toHaveValue(read);
  }
});

it('adds the chosen combination with its price, quantity and attributes, then shows the cart', async () => {
  const { user, dialog } = await openFor(request);
  await user.click(within(dialog).getByRole('radio', { name: /40/ }));
  const quantity = within(dialog).getByRole('textbox', { name: 'Quantité' });
  await user.clear(quantity);
  await user.type(quantity, '2');
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter au panier' }));
  expect(storedLines()).toEqual([
    {
      productId: 7,
      combinationId: 73,
      unitPrice: 180_000,
      quantity: 2,
      name: 'Sandale en cuir',
      image: '/img/front-160.webp',
      attributes: { Pointure: '40' },
    },
  ]);
  const cartDialog = await screen.findByRole('dialog', { name: 'Votre panier' });
  expect(within(cartDialog).getByText('Pointure : 40')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Choisir les options' })).toBeNull();
});

it('cancels without adding anything', async () => {
  const { user, dialog } = await openFor(request);
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(localStorage.getItem('cart')).toBeNull();
});

it('says when no combination can be chosen, and adds nothing', async () => {
  const { dialog } = await openFor({ ...request, combinations: [choice(71, '38', { available: false })] });
  expect(within(dialog).getByText('Aucune option n’est disponible pour le moment.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
});

it('shows the product’s price and each combination’s', async () => {
  const { dialog } = await openFor(request);
  const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
  expect(plain(dialog.querySelector('.cart-choose__price')?.textContent)).toBe('1 750,00 DA');
  expect(plain(within(dialog).getByRole('radio', { name: /40/ }).closest('label')?.textContent)).toContain(
    '1 800,00 DA',
  );
});
