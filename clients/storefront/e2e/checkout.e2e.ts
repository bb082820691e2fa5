/**
 * The checkout in real Chromium against the real server (issue: storefront cart, checkout and quick
 * order): an order placed online exists once, at the server's prices; the same cart again goes to
 * its stored confirmation with no new request; an order placed offline survives a reload and is sent
 * exactly once when the connection returns; the server's 429 pause survives a reload; a line short of
 * stock is marked and settled by editing; the quick order's pause shows its counting-down overview.
 * Every journey counts what the server holds (staff's order list by phone).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { waitForServiceWorkerControl } from '../../e2e/browser';
import { setUpJourney } from '../../e2e/journey';
import { centimesOf, watchErrors } from './catalogue-api';
import {
  availableOf,
  countCheckoutPosts,
  fillCustomerForm,
  ordersOf,
  putInCart,
  sellableLines,
} from './checkout-api';
import type { SellableLine } from './checkout-api';

const journey = setUpJourney();
const CHECKOUT = '/checkout/cart/view';
const CONFIRMATION = /\/checkout\/confirmation\/([0-9a-f-]{36})$/;

let lines: SellableLine[] = [];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  lines = await sellableLines(journey().server.url, 3, 3);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

/** A shopper of their own: a new browser context (storage, service worker) in the journey's browser. */
async function shopper(): Promise<Page> {
  const browser = journey().context.browser();
  if (!browser) throw new Error('No browser');
  const context = await browser.newContext({ locale: 'fr-FR' });
  contexts.push(context);
  return context.newPage();
}

const line = (index: number) => {
  const found = lines[index];
  if (!found) throw new Error(`No sellable line ${index}`);
  return found;
};

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Commander' }).click();
}

it('places an order online once, at the server’s prices, and the same cart again goes to it', async () => {
  const { server } = journey();
  const page = await shopper();
  const errors = watchErrors(page);
  const posts = countCheckoutPosts(page);
  const lamp = line(0);
  await page.goto(`${server.url}/`);
  // A price from an old visit: the server's is the one shown and charged.
  await putInCart(page, [{ ...lamp, quantity: 2, price: lamp.unitPrice + 1000 }]);
  await page.goto(`${server.url}${CHECKOUT}`);
  await page.getByRole('heading', { name: 'Récapitulatif' }).waitFor();
  const total = page.getByTestId('checkout-total');
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="checkout-total"]')?.textContent?.replace(/\D/g, '') === expected,
    String(lamp.unitPrice * 2),
  );
  await fillCustomerForm(page, { firstname: 'Amina', lastname: 'Benali', phone: '0551000001' });
  const shown = centimesOf((await total.textContent()) ?? '');
  await submit(page);
  await page.waitForURL(CONFIRMATION);
  const first = page.url();
  const orders = await ordersOf(server.url, '0551000001');
  expect(orders).toHaveLength(1);
  expect(orders[0]?.total).toBe(shown);
  expect(first).toContain(orders[0]?.uuid);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  expect(posts.count()).toBe(1);

  // The same cart (its id and lines) submitted again within two hours: its confirmation, no request.
  const used = await page.evaluate(() => {
    const indexKey = Object.keys(localStorage).find((key) => key.endsWith('.orders.index'));
    const records = JSON.parse(localStorage.getItem(indexKey ?? '') ?? '{}') as Record<
      string,
      { cartExternalId: string }
    >;
    return { shop: indexKey?.split('.')[0], cartId: Object.values(records)[0]?.cartExternalId };
  });
  expect(used.cartId).toMatch(/^[0-9a-f-]{36}$/);
  await page.goto(`${server.url}${CHECKOUT}`);
  await page.getByText('Merci pour votre commande !').waitFor();
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.includes('.checkout.')) localStorage.removeItem(key);
  });
  await putInCart(page, [{ ...lamp, quantity: 2 }]);
  await page.evaluate(({ shop, cartId }) => localStorage.setItem(`${shop}.cart.id`, cartId ?? ''), used);
  await page.reload();
  await fillCustomerForm(page, { firstname: 'Amina', lastname: 'Benali', phone: '0551000001' });
  await submit(page);
  await page.waitForURL(first);
  expect(posts.count()).toBe(1);
  expect(await ordersOf(server.url, '0551000001')).toHaveLength(1);
  expect(errors).toEqual([]);
});

it('keeps an order placed offline through a reload and sends it once when the connection returns', async () => {
  const { server } = journey();
  const page = await shopper();
  const context = page.context();
  await page.goto(`${server.url}/`);
  await waitForServiceWorkerControl(page);
  await putInCart(page, [{ ...line(1), quantity: 1 }]);
  await page.goto(`${server.url}${CHECKOUT}`);
  // The places and carriers are read online once: the device keeps them for the offline order.
  await fillCustomerForm(page, { firstname: 'Karim', lastname: 'Haddad', phone: '0661000002' });

  await context.setOffline(true);
  await submit(page);
  await page.getByTestId('order-pending').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  await page.getByTestId('pending-orders').waitFor();

  await page.reload();
  const banner = page.getByTestId('pending-orders');
  await banner.waitFor();
  expect(await banner.textContent()).toContain('Une commande attend la connexion pour être envoyée.');
  expect(await ordersOf(server.url, '0661000002')).toHaveLength(0);

  await context.setOffline(false);
  await banner.waitFor({ state: 'detached', timeout: 20_000 });
  const orders = await ordersOf(server.url, '0661000002');
  expect(orders).toHaveLength(1);
  // The queued order's page now shows the order it became.
  await page.goto(`${server.url}${CHECKOUT}`);
  await page.getByText('Merci pour votre commande !').waitFor();
  await page.reload();
  expect(await ordersOf(server.url, '0661000002')).toHaveLength(1);
});

it('takes the server’s pause (429) and keeps it through a reload', async () => {
  const { server } = journey();
  const page = await shopper();
  await page.goto(`${server.url}/`);
  await putInCart(page, [{ ...line(2), quantity: 1 }]);
  await page.goto(`${server.url}${CHECKOUT}`);
  await fillCustomerForm(page, { firstname: 'Samia', lastname: 'Mansouri', phone: '0771000003' });
  await submit(page);
  await page.waitForURL(CONFIRMATION);

  // Another device of the same shopper (nothing of the first order on it), same phone, at once.
  const other = await shopper();
  await other.goto(`${server.url}/`);
  await putInCart(other, [{ ...line(2), quantity: 1 }]);
  await other.goto(`${server.url}${CHECKOUT}`);
  await fillCustomerForm(other, { firstname: 'Samia', lastname: 'Mansouri', phone: '0771000003' });
  await submit(other);
  await other
    .getByRole('alert')
    .filter({ hasText: /Veuillez patienter \d+ s/ })
    .waitFor();
  await other.reload();
  await other.locator('.checkout .hint', { hasText: /Veuillez patienter \d+ s/ }).waitFor();
  expect(await other.getByRole('button', { name: 'Commander' }).isDisabled()).toBe(true);
  expect(await ordersOf(server.url, '0771000003')).toHaveLength(1);
});

it('marks a line short of stock and places the order once the shopper lowers it', async () => {
  const { server } = journey();
  const page = await shopper();
  const lamp = line(0);
  const available = await availableOf(server.url, lamp);
  await page.goto(`${server.url}/`);
  await putInCart(page, [{ ...lamp, quantity: available + 1 }]);
  await page.goto(`${server.url}${CHECKOUT}`);
  await fillCustomerForm(page, { firstname: 'Yacine', lastname: 'Brahimi', phone: '0551000004' });
  await submit(page);
  await page.getByText(`${lamp.name} : ${available} disponible${available > 1 ? 's' : ''}`).waitFor();
  expect(await ordersOf(server.url, '0551000004')).toHaveLength(0);
  await page.getByRole('button', { name: `Une unité de moins : ${lamp.name}` }).click();
  await submit(page);
  await page.waitForURL(CONFIRMATION);
  expect(await ordersOf(server.url, '0551000004')).toHaveLength(1);
});

it('orders from the product page’s quick order, then shows the pause counting down', async () => {
  const { server } = journey();
  const page = await shopper();
  const vase = line(1);
  await page.goto(`${server.url}${vase.path}`);
  await page.getByRole('button', { name: 'Acheter maintenant' }).click();
  await fillCustomerForm(page, { firstname: 'Nadia', lastname: 'Cherif', phone: '0661000005' });
  await page.getByRole('button', { name: 'Acheter', exact: true }).click();
  await page.waitForURL(CONFIRMATION);
  expect(await ordersOf(server.url, '0661000005')).toHaveLength(1);
  // The quick order's record is sealed: nothing readable of the order in storage.
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(page.url().split('/').pop());

  await page.goBack();
  await page.getByRole('button', { name: 'Acheter maintenant' }).click();
  const again = page.getByRole('button', { name: /^Nouvel achat \(\d+ s\)$/ });
  await again.waitFor();
  expect(await again.isDisabled()).toBe(true);
  const before = Number(/\((\d+) s\)/.exec((await again.textContent()) ?? '')?.[1]);
  await page.waitForFunction((seconds) => {
    const text = Array.from(document.querySelectorAll('button')).find((b) =>
      b.textContent?.startsWith('Nouvel achat'),
    )?.textContent;
    return Number(/\((\d+) s\)/.exec(text ?? '')?.[1]) < seconds;
  }, before);
});
