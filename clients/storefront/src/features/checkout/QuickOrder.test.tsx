import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { SHOP_CONTEXT_KEY } from '../../app/shop-context';
import { stopDeviceServices } from '../../app/data/device-db';
import { renderWithApp } from '../../test/render-with-app';
import { answerCheckout, placeHandlers } from './checkout.mocks';
import { CART_STORAGE_KEY } from '../cart';
import { ORDERS_INDEX } from './order-records';
import { QuickOrder } from './QuickOrder';

const SHOP = '11111111-1111-4111-8111-111111111111';
const line = {
  productId: 7,
  combinationId: null,
  unitPrice: 250000,
  quantity: 3,
  name: 'Lampe Atlas',
  image: null,
  attributes: null,
};
const graphql = {
  ...placeHandlers,
  CheckoutPrice: () => ({
    priceCart: {
      totalTtc: 790000,
      deliveryPrice: 40000,
      deliveryDiscount: 0,
      lines: [{ productId: 7, combinationId: null, quantity: 3, totalTtc: 750000 }],
    },
  }),
};

function renderQuickOrder() {
  const user = userEvent.setup();
  const { calls } = renderWithApp(
    <Routes>
      <Route path="/p" element={<QuickOrder line={line} />} />
      <Route path="/checkout/confirmation/:id" element={<p>Page de confirmation</p>} />
    </Routes>,
    { graphql, route: '/p' },
  );
  return Object.assign(user, { calls });
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Prénom/), 'Nadia');
  await user.type(screen.getByLabelText(/^Nom/), 'Cherif');
  await user.type(screen.getByLabelText(/^Téléphone/), '0661000005');
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
});
afterEach(() => stopDeviceServices());

it('lists the missing fields in a dialog while the buy button says they are missing', async () => {
  const posted = answerCheckout(201, {});
  const user = renderQuickOrder();
  const buy = await screen.findByRole('button', { name: 'Acheter' });
  expect(buy).toHaveAttribute('aria-disabled', 'true');
  await user.click(buy);
  const dialog = await screen.findByRole('alertdialog', { name: 'Erreur' });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Prénom', 'Nom', 'Téléphone', 'Wilaya', 'Commune', 'Transporteur']);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(posted).toHaveLength(0);
});

it('buys the product with its quantity, seals the record, empties the cart and goes to the confirmation', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...line, productId: 9 }]));
  const posted = answerCheckout(201, {
    orderUuid: '7a2b3c4d-5e6f-4b7c-8d9e-0f1a2b3c4d5e',
    redirectUrl: '/checkout/confirmation/7a2b3c4d-5e6f-4b7c-8d9e-0f1a2b3c4d5e',
    replayed: false,
  });
  const user = renderQuickOrder();
  await fill(user);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Acheter' })).not.toHaveAttribute('aria-disabled'),
  );
  // Priced once without a carrier and once with it: a render never asks again.
  expect(user.calls.filter((call) => call.operationName === 'CheckoutPrice')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Acheter' }));
  expect(await screen.findByText('Page de confirmation')).toBeInTheDocument();
  expect(posted[0]).toMatchObject({
    cart: [{ product: 7, combination: null, unitPrice: 250000, quantity: 3 }],
    meta: { source: 'quick_order' },
    expectedTotal: 790000,
  });
  expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  expect(localStorage.getItem(`${SHOP}.${ORDERS_INDEX}`)).not.toContain(
    '7a2b3c4d-5e6f-4b7c-8d9e-0f1a2b3c4d5e',
  );
});

it('takes the server’s 429 as the pause and says so in the error dialog', async () => {
  answerCheckout(429, {
    success: false,
    code: 'RATE_LIMITED',
    retryAfterSeconds: 80,
    messageKey: 'form.waitSeconds',
  });
  const user = renderQuickOrder();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Acheter' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Veuillez patienter 80 s avant de passer une nouvelle commande.');
  await user.click(within(dialog).getByRole('button', { name: 'Compris' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Acheter' })).toBeDisabled());
});

it('says a failure in the error dialog with the finalizing message', async () => {
  answerCheckout(400, {
    success: false,
    code: 'BAD_USER_INPUT',
    errors: { 'cart.0.quantity': ['Too many'] },
  });
  const user = renderQuickOrder();
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Acheter' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent(
    "Une erreur est survenue lors de la finalisation de l'achat. Veuillez réessayer.",
  );
});

it('shows the purchase overview during the pause after an order, its button counting down', async () => {
  localStorage.setItem(`${SHOP}.checkout.lastPurchaseAt`, String(Date.now() - 30_000));
  renderQuickOrder();
  const again = await screen.findByRole('button', { name: /^Nouvel achat \((70|69) s\)$/ });
  expect(again).toBeDisabled();
  expect(screen.getByText('Merci pour votre commande !')).toBeInTheDocument();
});
