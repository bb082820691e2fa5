import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApp } from '../../test/render-with-app';
import type { GraphqlHandlers } from '../../test/render-with-app';
import { cart } from './cart-store';
import { cartLinesHandler, lamp, robe, storeCart, storedLines } from './cart.mocks';
import { NavbarCart } from './NavbarCart';

/** Spaces as a person reads them: no-break spaces as spaces, direction marks and isolates gone. */
const plain = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/[\u200e\u200f\u2066\u2069]/g, '');

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

function renderCart(graphql: GraphqlHandlers = { StorefrontCartLines: cartLinesHandler() }) {
  return renderWithApp(
    <>
      <NavbarCart />
      <Routes>
        <Route path="*" element={<Address />} />
      </Routes>
    </>,
    { graphql },
  );
}

async function openCart() {
  const user = userEvent.setup();
  const result = renderCart();
  await user.click(screen.getByRole('button', { name: /^Panier/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Votre panier' });
  return { ...result, user, dialog };
}

const lineOf = (dialog: HTMLElement, name: string) =>
  within(dialog)
    .getAllByRole('listitem')
    .find((item) => item.classList.contains('cart-line') && item.textContent?.includes(name)) as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  cart.reload();
});

describe('the navbar cart', () => {
  it('shows the number of units on its badge and in its name', async () => {
    storeCart([robe, lamp]);
    renderCart();
    const button = await screen.findByRole('button', { name: 'Panier, 3 articles' });
    expect(button).toHaveTextContent('3');
    act(() => cart.remove(lamp));
    expect(screen.getByRole('button', { name: 'Panier, 1 article' })).toHaveTextContent('1');
    act(() => cart.remove(robe));
    expect(screen.getByRole('button', { name: 'Panier, vide' })).not.toHaveTextContent(/\d/);
    // The shop's settings arrive: the cart stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('button', { name: 'Panier, vide' })).toBeInTheDocument();
  });

  it('opens the cart modal on a click, and closes it with Escape, giving focus back', async () => {
    storeCart([robe]);
    const { user, dialog } = await openCart();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Panier, 1 article' })).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on one inside the dialog', async () => {
    storeCart([robe]);
    const { user, dialog } = await openCart();
    await user.click(within(dialog).getByRole('heading'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the cart modal when a line is added anywhere on the page', async () => {
    renderCart();
    act(() => cart.add(lamp));
    const dialog = await screen.findByRole('dialog', { name: 'Votre panier' });
    expect(within(dialog).getByText('Lampe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Panier, 2 articles' })).toBeInTheDocument();
  });
});

describe('the cart modal', () => {
  it('lists each line with its image, name, badges, unit price, quantity and line total, and the total', async () => {
    storeCart([robe, lamp]);
    const { dialog } = await openCart();
    const line = lineOf(dialog, 'Djellaba brodée');
    expect(line.querySelector('img')).toHaveAttribute('src', '/media/p/7/small.webp');
    expect(within(line).getByText('Taille : M')).toBeInTheDocument();
    expect(within(line).getByText('Couleur : Noir')).toBeInTheDocument();
    expect(plain(line.querySelector('.cart-line__price')?.textContent)).toBe('Prix unitaire 7 650,00 DA');
    expect(plain(lineOf(dialog, 'Lampe').querySelector('.cart-line__total')?.textContent)).toBe(
      'Sous-total 5 000,00 DA',
    );
    expect(within(lineOf(dialog, 'Lampe')).getByRole('status')).toHaveTextContent('2');
    expect(plain(dialog.querySelector('.cart-total')?.textContent)).toBe('Total12 650,00 DA');
  });

  it('stops the minus button at 1 and counts up with plus, saving each change', async () => {
    storeCart([robe]);
    const { user, dialog } = await openCart();
    const minus = within(dialog).getByRole('button', { name: 'Diminuer la quantité de Djellaba brodée' });
    const plus = within(dialog).getByRole('button', { name: 'Augmenter la quantité de Djellaba brodée' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    await user.click(plus);
    expect(storedLines()).toEqual([{ ...robe, quantity: 3 }]);
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(storedLines()).toEqual([{ ...robe, quantity: 2 }]);
    expect(plain(dialog.querySelector('.cart-total')?.textContent)).toBe('Total15 300,00 DA');
  });

  it('removes a line by its product and combination only', async () => {
    const other = { ...robe, combinationId: 32, attributes: { Taille: 'L' } };
    storeCart([robe, other, lamp]);
    const { user, dialog } = await openCart();
    const removes = within(dialog).getAllByRole('button', { name: 'Retirer Djellaba brodée' });
    expect(removes).toHaveLength(2);
    await user.click(removes[1] as HTMLElement);
    expect(storedLines()).toEqual([robe, lamp]);
    expect(within(dialog).getByRole('heading', { name: 'Votre panier' })).toHaveFocus();
  });

  it('says an empty cart is empty and offers no checkout', async () => {
    const { user, dialog } = await openCart();
    expect(within(dialog).getByText('Votre panier est vide')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Passer la commande' })).toBeNull();
    expect(dialog.querySelector('.cart-total')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continuer mes achats' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to the checkout page from a cart with lines, closing itself', async () => {
    storeCart([lamp]);
    const { user, dialog } = await openCart();
    const proceed = within(dialog).getByRole('link', { name: 'Passer la commande' });
    expect(proceed).toHaveAttribute('href', '/checkout/cart/view');
    await user.click(within(dialog).getByRole('button', { name: 'Retirer Lampe' }));
    expect(within(dialog).queryByRole('link', { name: 'Passer la commande' })).toBeNull();
    act(() => cart.add(lamp));
    await user.click(within(dialog).getByRole('link', { name: 'Passer la commande' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/checkout/cart/view');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the stored cart was repaired, once', async () => {
    storeCart([{ ...robe, quantity: -3 }, { broken: true }]);
    expect(cart.state().repaired).toBe(true);
    const { user, dialog } = await openCart();
    expect(within(dialog).getByText(/Votre panier a été corrigé/)).toBeInTheDocument();
    expect(cart.state().repaired).toBe(false);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Panier, 1 article' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).queryByText(/Votre panier a été corrigé/)).toBeNull();
  });
});

describe('the check with the shop', () => {
  it('asks about the lines, marks those not sold or short, and holds back the checkout', async () => {
    storeCart([robe, lamp, { ...lamp, productId: 10, name: 'Tapis', quantity: 1 }]);
    const user = userEvent.setup();
    const { calls } = renderCart({
      StorefrontCartLines: cartLinesHandler((line) => {
        if (line.productId === 7) return { status: 'NOT_SOLD', unitPrice: null, available: null };
        if (line.productId === 9) return { status: 'OUT_OF_STOCK', available: 1 };
        return { status: 'OUT_OF_STOCK', available: 0 };
      }),
    });
    await user.click(screen.getByRole('button', { name: /^Panier/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(lineOf(dialog, 'Djellaba')).findByText(/N’est plus vendu/)).toBeInTheDocument();
    expect(
      within(lineOf(dialog, 'Lampe')).getByText('Plus qu’1 disponible : réduisez la quantité.'),
    ).toBeVisible();
    expect(within(lineOf(dialog, 'Tapis')).getByText('Indisponible')).toBeInTheDocument();
    expect(within(lineOf(dialog, 'Lampe')).getByRole('button', { name: /^Augmenter/ })).toBeDisabled();
    const proceed = within(dialog).getByRole('button', { name: 'Passer la commande' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(/retirez d’abord les articles indisponibles/);
    expect(calls.find((call) => call.operationName === 'StorefrontCartLines')?.variables).toEqual({
      lines: [
        { productId: 7, combinationId: 31, quantity: 1 },
        { productId: 9, combinationId: null, quantity: 2 },
        { productId: 10, combinationId: null, quantity: 1 },
      ],
      shopUuid: undefined,
    });
    // The lines stay, as stored: the shopper removes them.
    expect(storedLines()).toHaveLength(3);
  });

  it('writes the prices that changed into the stored lines, with nothing added to them', async () => {
    storeCart([robe, lamp]);
    const user = userEvent.setup();
    renderCart({
      StorefrontCartLines: cartLinesHandler((line) => (line.productId === 9 ? { unitPrice: 199_000 } : {})),
    });
    await user.click(screen.getByRole('button', { name: /^Panier/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Des prix ont changé/)).toBeInTheDocument();
    expect(storedLines()).toEqual([robe, { ...lamp, unitPrice: 199_000 }]);
    expect(plain(dialog.querySelector('.cart-total')?.textContent)).toBe('Total11 630,00 DA');
    expect(within(dialog).getByRole('link', { name: 'Passer la commande' })).toBeInTheDocument();
  });

  it('asks again once the shopper stops changing quantities, and lifts a mark that no longer holds', async () => {
    storeCart([{ ...lamp, quantity: 3 }]);
    const user = userEvent.setup();
    const { calls } = renderCart({
      StorefrontCartLines: cartLinesHandler((line) =>
        line.quantity > 1 ? { status: 'OUT_OF_STOCK', available: 1 } : {},
      ),
    });
    await user.click(screen.getByRole('button', { name: /^Panier/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Plus qu’1 disponible/)).toBeInTheDocument();
    const minus = within(dialog).getByRole('button', { name: /^Diminuer/ });
    await user.click(minus);
    await user.click(minus);
    await waitFor(() => expect(within(dialog).queryByText(/Plus qu’1 disponible/)).toBeNull());
    expect(within(dialog).getByRole('link', { name: 'Passer la commande' })).toBeInTheDocument();
    const asked = calls.filter((call) => call.operationName === 'StorefrontCartLines');
    // Once on opening, once after the two clicks.
    expect(asked.map((call) => (call.variables.lines as { quantity: number }[])[0]?.quantity)).toEqual([
      3, 1,
    ]);
  });

  it('keeps the stored prices and marks nothing when the shop cannot be reached', async () => {
    storeCart([robe, lamp]);
    const user = userEvent.setup();
    renderCart({
      StorefrontCartLines: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(screen.getByRole('button', { name: /^Panier/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/non vérifiés \(pas de connexion\)/)).toBeInTheDocument();
    expect(storedLines()).toEqual([robe, lamp]);
    expect(dialog.querySelector('.cart-line__mark')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Passer la commande' })).toBeInTheDocument();
  });
});

describe('in Arabic', () => {
  it('names the cart with the count and speaks the modal’s words', async () => {
    storeCart([lamp]);
    const user = userEvent.setup();
    renderWithApp(<NavbarCart />, { graphql: { StorefrontCartLines: cartLinesHandler() }, locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'السلة، منتجان' }));
    const dialog = await screen.findByRole('dialog', { name: 'سلتك' });
    expect(within(dialog).getByRole('link', { name: 'إتمام الطلب' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إزالة Lampe' })).toBeInTheDocument();
  });
});
