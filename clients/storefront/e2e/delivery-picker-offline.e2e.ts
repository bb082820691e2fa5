/**
 * The storefront's first journey, offline included: pick a wilaya, a commune and a transporter
 * online; then with the server gone, reload and keep using the picker from the device's cache.
 */
import type { Page } from 'playwright-core';
import { waitForServiceWorkerControl, watchCspViolations } from '../../e2e/browser';
import { setUpJourney } from '../../e2e/journey';

const ALGER = '16';
const ALGER_CENTRE = '1601';
const BAB_EL_OUED = '1605';

const journey = setUpJourney();

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

it('picks a delivery online, then works from the cache after a reload with the server gone', async () => {
  const { server, context } = journey();
  const page = await context.newPage();
  const violations = watchCspViolations(page);
  await page.goto(`${server.url}/`);
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

  await server.stop();
  await page.reload();

  // The shell comes from the service worker and the choice from the device.
  await expect(page.locator('header.app-header').isVisible()).resolves.toBe(true);
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
  await expect(page.locator('header.app-header').isVisible()).resolves.toBe(true);
  expect(violations).toEqual([]);
});
