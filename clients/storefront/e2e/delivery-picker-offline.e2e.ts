/**
 * The storefront's journey, offline included: the page an order's checkout redirects to, seen online;
 * on a product page, pick a wilaya, a commune and a transporter in the delivery-cost estimate of its
 * sidebar (loaded lazily) online; then with the server gone, reload and keep using the picker from the
 * device's cache, and open the order's confirmation again from the device.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { waitForServiceWorkerControl, watchCspViolations } from '../../e2e/browser';
import { setUpJourney } from '../../e2e/journey';
import { waitForDeviceCopies } from './catalogue-api';

const ALGER = '16';
const ALGER_CENTRE = '1601';
const BAB_EL_OUED = '1605';
const BAB_EZZOUAR = 1621;

const journey = setUpJourney();
let confirmationPath = '';

/** A product page of the demo shop, where the delivery estimate lives. */
async function productPath(url: string): Promise<string> {
  const { products } = await graphql<{
    products: { items: { slug: string; mainCategory: { slug: string } }[] };
  }>(url, '{ products(pageSize: 12) { items { slug mainCategory { slug } } } }');
  const product = products.items[0];
  if (!product) throw new Error('The demo shop has no product');
  return `/catalog/product/${product.mainCategory.slug}/${product.slug}`;
}

async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** An order as the storefront's checkout places it (GraphQL placeOrder), in the legacy checkout's line keys. */
async function placeOrder(url: string): Promise<string> {
  const { products } = await graphql<{
    products: { items: { id: number; combinations: { id: number }[] }[] };
  }>(url, '{ products(pageSize: 24) { items { id combinations { id } } } }');
  const product = products.items.find((p) => p.combinations.length > 0);
  const carriers = (await (
    await fetch(`${url}/public/utilis/api/transport/commune/${BAB_EZZOUAR}`)
  ).json()) as [{ id: number }[]];
  const { placeOrder: placed } = await graphql<{ placeOrder: { orderUuid: string } }>(
    url,
    'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderUuid } }',
    {
      input: {
        version: 1,
        channel: 'WEB',
        customer: { firstname: 'Amina', lastname: 'Benali', phone: '0661234501' },
        deliveryAddress: {
          address: 'Cité 200 logements',
          wilaya: Number(ALGER),
          commune: BAB_EZZOUAR,
          transporter: carriers[0][0]?.id,
        },
        cart: [
          { product: product?.id, combination: product?.combinations[0]?.id, unitPrice: 1, quantity: 1 },
        ],
        meta: { source: 'cart', locale: 'fr' },
        clientOrderKey: randomBytes(32).toString('hex'),
      },
    },
  );
  return placed.orderUuid;
}

/**
 * The names on screen once the list is there, read in one go inside the page: Dexie's live queries
 * may re-render the list in the millisecond after a refresh commits.
 */
async function transporterNames(page: Page): Promise<string[]> {
  const handle = await page.waitForFunction(() => {
    const names = Array.from(
      document.querySelectorAll('.transporters__list .transporter__name'),
      (n) => n.textContent ?? '',
    );
    return names.length > 0 ? names : null;
  });
  return (await handle.jsonValue()) as string[];
}

it('is installable: a complete manifest, and a worker that precaches the shell but not itself', async () => {
  const { server, context } = journey();
  const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await waitForServiceWorkerControl(page);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.includes('precache'));
    if (!precache) return [];
    const requests = await (await caches.open(precache)).keys();
    return requests.map((r) => new URL(r.url).pathname);
  });
  expect(cached).toContain('/index.html');
  expect(cached).toContain('/manifest.webmanifest');
  expect(cached).not.toContain('/sw.js');
});

it('shows the order a checkout placed: number, what happens next, lines, and keeps it on the device', async () => {
  const { server, context } = journey();
  confirmationPath = `/checkout/confirmation/${await placeOrder(server.url)}`;
  const page = await context.newPage();
  const violations = watchCspViolations(page);
  await page.goto(`${server.url}${confirmationPath}`);
  // Drawn from Dexie, where the network's answer is written first.
  await page.getByRole('heading', { level: 1, name: 'Merci Amina !' }).waitFor();
  await expect(page.getByText(/^Commande n° \d+$/).isVisible()).resolves.toBe(true);
  const next = await page.getByRole('region', { name: 'Et maintenant ?' }).textContent();
  expect(next).toContain('Nous vous appelons au');
  expect(next).toContain('en espèces à la livraison');
  await expect(page.getByRole('region', { name: 'Livraison' }).textContent()).resolves.toContain(
    'Bab Ezzouar, Alger',
  );
  expect(violations).toEqual([]);
  await page.close();
});

it('picks a delivery online, then works from the cache after a reload with the server gone', async () => {
  const { server, context } = journey();
  const page = await context.newPage();
  const violations = watchCspViolations(page);
  await page.goto(`${server.url}${await productPath(server.url)}`);
  await waitForServiceWorkerControl(page);

  const wilaya = page.getByLabel('Wilaya');
  const commune = page.getByLabel('Commune');
  await page.locator(`option[value="${ALGER}"]`).waitFor({ state: 'attached' });
  await wilaya.selectOption(ALGER);
  await page.locator(`option[value="${BAB_EL_OUED}"]`).waitFor({ state: 'attached' });

  // Visit a second commune first so that two communes' options are on the device.
  await commune.selectOption(BAB_EL_OUED);
  await page.locator('.transporters__list .transporter').first().waitFor();
  await commune.selectOption(ALGER_CENTRE);
  const onlineNames = await transporterNames(page);
  expect(onlineNames.length).toBeGreaterThan(0);

  await page.locator('.transporters__list .transporter').first().click();
  const selected = page.getByTestId('selected-transporter');
  await expect(selected.textContent()).resolves.toContain(onlineNames[0]);
  const priceOnline = await page.getByTestId('delivery-price').textContent();
  expect(priceOnline).toMatch(/Frais de livraison : (Livraison gratuite|[\d\s ,.]+DA)/);

  await waitForDeviceCopies(page, ['ProductPage']);
  await server.stop();
  await page.reload();

  // The shell comes from the service worker, the product page and the choice from the device.
  await page.locator('header.shell-header').waitFor();
  await page.locator('.product-page h1').waitFor();
  await selected.waitFor();
  await expect(page.getByTestId('delivery-price').textContent()).resolves.toBe(priceOnline);
  // Both lists come back from Dexie after the first render.
  await page.locator(`option[value="${ALGER}"]`).waitFor({ state: 'attached' });
  await page.locator(`option[value="${ALGER_CENTRE}"]`).waitFor({ state: 'attached' });
  await expect(wilaya.inputValue()).resolves.toBe(ALGER);
  await expect(commune.inputValue()).resolves.toBe(ALGER_CENTRE);

  // Still usable: clear the carrier, switch commune, and choose again, all from the cache.
  await selected.getByRole('button').click();
  await expect(page.getByTestId('delivery-price').textContent()).resolves.toBe('Choisissez un transporteur');
  await commune.selectOption(BAB_EL_OUED);
  await page.locator('.transporters__list .transporter').first().waitFor();
  await page.locator('.transporters__list .transporter').first().click();
  await selected.waitFor();
  await expect(page.getByTestId('delivery-price').textContent()).resolves.toMatch(/^Frais de livraison/);

  // A deep link is answered by the worker's navigation fallback too.
  await page.goto(`${server.url}/checkout/cart/view`);
  await page.locator('header.shell-header').waitFor();
  expect(violations).toEqual([]);
});

it("opens the order's confirmation again with the server gone, from the device", async () => {
  const { server, context } = journey();
  const page = await context.newPage();
  await page.goto(`${server.url}${confirmationPath}`);
  await page.getByRole('heading', { level: 1, name: 'Merci Amina !' }).waitFor();
  await page.getByText('Hors ligne : voici votre commande telle qu’enregistrée sur cet appareil.').waitFor();
  await expect(page.getByRole('region', { name: 'Votre commande' }).textContent()).resolves.toContain(
    'Quantité : 1',
  );
});
