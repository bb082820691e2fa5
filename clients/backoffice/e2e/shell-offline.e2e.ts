/**
 * The back office shell on a tablet: its own service worker under /dashboard/, the sidebar and theme
 * remembered, Arabic right-to-left, and the delivery areas still readable with the server gone.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, waitForServiceWorkerControl } from '../../e2e/browser';
import { createDataDir, startServer } from '../../e2e/server-harness';
import type { RunningServer } from '../../e2e/server-harness';

let browser: Browser;
let context: BrowserContext;
let server: RunningServer;
let dataDir: ReturnType<typeof createDataDir>;

beforeAll(async () => {
  dataDir = createDataDir();
  server = await startServer(dataDir.dir);
  browser = await launchBrowser();
  context = await browser.newContext({ locale: 'fr-FR', colorScheme: 'light' });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  dataDir?.remove();
});

it('keeps its shell, preferences and cached areas offline', async () => {
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard/`);
  await waitForServiceWorkerControl(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${server.url}/dashboard/`);

  await page.getByRole('link', { name: 'Zones de livraison' }).click();
  await page.getByRole('button', { name: 'Alger' }).waitFor();
  await page.getByRole('button', { name: 'Alger' }).click();
  await page.getByRole('cell', { name: 'Bab El Oued' }).waitFor();

  await page.getByRole('button', { name: 'Réduire le menu' }).click();
  await page.getByRole('radio', { name: 'Sombre' }).click();
  await page.getByRole('combobox').last().selectOption('ar');
  await expect(
    page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
  ).resolves.toEqual(['ar-DZ', 'rtl']);

  await server.stop();
  await page.reload();

  await page.getByRole('navigation').waitFor();
  expect(page.url()).toBe(`${server.url}/dashboard/geography`);
  await expect(page.evaluate(() => document.documentElement.dataset.bsTheme)).resolves.toBe('dark');
  await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
  await expect(
    page.getByRole('button', { name: 'توسيع القائمة' }).getAttribute('aria-expanded'),
  ).resolves.toBe('false');
  await expect(page.getByRole('button', { name: 'الجزائر' }).isVisible()).resolves.toBe(true);
});
