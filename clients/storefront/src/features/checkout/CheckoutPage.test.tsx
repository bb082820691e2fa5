import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { SHOP_CONTEXT_KEY } from '../../app/shop-context';
import { stopDeviceServices } from '../../app/data/device-db';
import { renderWithApp } from '../../test/render-with-app';
import { answerCheckout, placeHandlers } from './checkout.mocks';
import { CART_STORAGE_KEY, cart } from '../cart';
import { CheckoutPage } from './CheckoutPage';

const SHOP = '11111111-1111-4111-8111-111111111111';
const lamp = {
  productId: 7,
  combinationId: 31,
  unitPrice: 250000,
  quantity: 2,
  name: 'Lampe Atlas',
  image: '/img/lampe-160.webp',
  attributes: { Couleur: 'Noir' },
};
const normalise = (text: string | null) =>
  (text ?? '').replace(/[\u200e\u200f\u2066-\u2069\u202f\u00a0]/g, ' ');

const graphql = {
  ...placeHandlers,
  CheckoutPrice: ({ input }: Record<string, unknown>) => {
    const { deliveryPrice } = input as { deliveryPrice: number };
    // The server's promotion: 10 % off the lamp.
    return {
      priceCart: {
        totalTtc: 450000 + deliveryPrice,
        deliveryPrice,
        deliveryDiscount: 0,
        lines: [{ productId: 7, combinationId: 31, quantity: 2, totalTtc: 450000 }],
      },
    };
  },
};

function renderCheckout() {
  const user = userEvent.setup();
  const view = renderWithApp(
    <Routes>
      <Route path="/checkout/cart/view" element={<CheckoutPage />} />
      <Route path="/checkout/confirmation/:id" element={<p>Page de confirmation</p>} />
    </Routes>,
    { graphql, route: '/checkout/cart/view' },
  );
  return { user, ...view };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Prénom/), 'Amina');
  await user.type(screen.getByLabelText(/^Nom/), 'Benali');
  await user.type(screen.getByLabelText(/^Téléphone/), '+213 551 23 45 67');
  await user.tab();
  await screen.findByRole('option', { name: '16 - Alger' });
  await user.selectOptions(screen.getByLabelText('Wilaya'), '16');
  await screen.findByRole('option', { name: 'Alger Centre' });
  await user.selectOptions(screen.getByLabelText('Commune'), '1601');
  await user.click(await screen.findByText('Rapide DZ'));
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    SHOP_CONTEXT_KEY,
    JSON.stringify({ shopUuid: SHOP, storefrontToken: 'token', locale: 'fr' }),
  );
  cart.reload();
});
afterEach(() => stopDeviceServices());

it('says the cart is empty when it is, with no form', async () => {
  renderCheckout();
  expect(await screen.findByText('Votre panier est vide')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Commander' })).toBeNull();
});

it('shows the thank-you overview only after a purchase, not after a server pause alone', async () => {
  localStorage.setItem(`${SHOP}.checkout.cooldownUntil`, String(Date.now() + 60_000));
  const first = renderCheckout();
  expect(await screen.findByText('Votre panier est vide')).toBeInTheDocument();
  first.unmount();
  localStorage.setItem(`${SHOP}.checkout.lastPurchaseAt`, String(Date.now() - 10_000));
  renderCheckout();
  expect(await screen.findByText('Merci pour votre commande !')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Nouvel achat \(\d+ s\)$/ })).toBeDisabled();
});

it('repairs a tampered cart with a message, never a blank page', async () => {
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify([{ ...lamp, quantity: -3 }, { productId: 'x' }, 'junk']),
  );
  cart.reload();
  renderCheckout();
  expect(await screen.findByText(/^Votre panier a été corrigé/)).toBeInTheDocument();
  expect(screen.getByText('Lampe Atlas')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([{ ...lamp, quantity: 1 }]);
  localStorage.setItem(CART_STORAGE_KEY, '{not json');
  act(() => cart.reload());
  expect(await screen.findByText('Votre panier est vide')).toBeInTheDocument();
});

it('shows the summary with 120x120 thumbnails and the form with the spec’s data keys', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([lamp]));
  cart.reload();
  const { container } = renderCheckout();
  await screen.findByRole('heading', { name: 'Récapitulatif' });
  const thumbnail = container.querySelector('.summary-line__image');
  expect(thumbnail).toHaveAttribute('width', '120');
  expect(thumbnail).toHaveAttribute('height', '120');
  for (const name of [
    'firstname',
    'lastname',
    'phone',
    'email',
    'address',
    'wilaya',
    'commune',
    'transporter',
  ]) {
    expect(container.querySelector(`[name="${name}"]`)).not.toBeNull();
  }
  expect(screen.getByTestId('checkout-delivery')).toHaveTextContent("Choisissez d'abord une commune");
  // The server's price (promotion) replaces the cart's once it answers.
  await waitFor(() =>
    expect(normalise(screen.getByTestId('checkout-total').textContent)).toMatch(/4 500,00 DA/),
  );
});

it('checks each field on blur with the shared rules, normalises the phone and strips the e-mail', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([lamp]));
  cart.reload();
  const { user } = renderCheckout();
  const firstname = await screen.findByLabelText(/^Prénom/);
  await user.type(firstname, 'Al');
  await user.tab();
  expect(
    screen.getByText('Le prénom doit avoir de 3 à 20 lettres (lettres et espaces seulement).'),
  ).toBeInTheDocument();
  expect(firstname).toHaveAttribute('aria-invalid', 'true');
  const phone = screen.getByLabelText(/^Téléphone/);
  await user.type(phone, '00213 6 61 22 33 44');
  await user.tab();
  expect(phone).toHaveValue('0661223344');
  await user.clear(phone);
  await user.type(phone, '0123');
  await user.tab();
  expect(screen.getByText('Numéro invalide : 10 chiffres commençant par 05, 06 ou 07.')).toBeInTheDocument();
  const email = screen.getByLabelText(/^E-mail/);
  await user.type(email, 'amina b@exa mple.dz');
  expect(email).toHaveValue('aminab@example.dz');
  await user.clear(email);
  await user.type(email, 'amina@x');
  await user.tab();
  expect(screen.getByText('Adresse e-mail invalide.')).toBeInTheDocument();
});

it('lists the missing fields instead of sending', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([lamp]));
  cart.reload();
  const posted = answerCheckout(201, {});
  const { user } = renderCheckout();
  await user.click(await screen.findByRole('button', { name: 'Commander' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Merci de compléter les champs obligatoires : Prénom, Nom, Téléphone, Wilaya, Commune et Transporteur.',
  );
  expect(posted).toHaveLength(0);
});

it('places the order at the server’s total and goes to its confirmation, the cart emptied', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([lamp]));
  cart.reload();
  const posted = answerCheckout(201, {
    orderUuid: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    redirectUrl: '/checkout/confirmation/6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    replayed: false,
  });
  const { user } = renderCheckout();
  await fillForm(user);
  await waitFor(() =>
    expect(normalise(screen.getByTestId('checkout-total').textContent)).toMatch(/4 900,00 DA/),
  );
  await user.click(screen.getByRole('button', { name: 'Commander' }));
  expect(await screen.findByText('Page de confirmation')).toBeInTheDocument();
  expect(posted).toHaveLength(1);
  expect(posted[0]).toMatchObject({
    version: 1,
    channel: 'WEB',
    shopUuid: SHOP,
    customer: { firstname: 'Amina', lastname: 'Benali', phone: '0551234567', email: '' },
    deliveryAddress: { wilaya: 16, commune: 1601, transporter: 2 },
    cart: [{ product: 7, combination: 31, unitPrice: 250000, quantity: 2 }],
    meta: { source: 'cart', locale: 'fr' },
    expectedTotal: 490000,
  });
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
});

it('marks the lines short of stock until the shopper changes them', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([lamp]));
  cart.reload();
  answerCheckout(409, {
    success: false,
    code: 'CONFLICT',
    messageKey: 'order.out_of_stock',
    errors: {},
    shortages: [{ position: 0, productId: 7, combinationId: 31, requested: 2, available: 1 }],
  });
  const { user } = renderCheckout();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Commander' }));
  expect(await screen.findByText('Lampe Atlas : 1 disponible')).toBeInTheDocument();
  // Editing the line settles it: the mark goes with the change.
  await user.click(screen.getByRole('button', { name: 'Une unité de moins : Lampe Atlas' }));
  expect(screen.queryByText('Lampe Atlas : 1 disponible')).toBeNull();
});

it('offers to confirm a total that rose, as a new order with a new key', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([lamp]));
  cart.reload();
  const posted = answerCheckout(409, {
    success: false,
    code: 'CONFLICT',
    messageKey: 'order.price_changed',
    errors: { expectedTotal: ['The total is now higher'] },
    total: 520000,
    expectedTotal: 490000,
  });
  const { user } = renderCheckout();
  await fillForm(user);
  await waitFor(() =>
    expect(normalise(screen.getByTestId('checkout-total').textContent)).toMatch(/4 900,00 DA/),
  );
  await user.click(screen.getByRole('button', { name: 'Commander' }));
  const alert = await screen.findByText(/Le total a changé depuis votre panier/);
  expect(normalise(alert.textContent)).toContain('5 200,00 DA');
  await user.click(screen.getByRole('button', { name: 'Confirmer le nouveau total' }));
  await waitFor(() => expect(posted).toHaveLength(2));
  expect(posted[1]?.expectedTotal).toBe(520000);
  expect(posted[1]?.clientOrderKey).not.toBe(posted[0]?.clientOrderKey);
});

it('keeps the order on the device when offline and says so at once', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([lamp]));
  cart.reload();
  const posted = answerCheckout(201, {});
  const { user } = renderCheckout();
  await fillForm(user);
  const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    await user.click(screen.getByRole('button', { name: 'Commander' }));
    const pending = await screen.findByTestId('order-pending');
    expect(within(pending).getByRole('heading')).toHaveTextContent('Commande enregistrée sur cet appareil');
    expect(posted).toHaveLength(0);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  } finally {
    online.mockRestore();
  }
});
