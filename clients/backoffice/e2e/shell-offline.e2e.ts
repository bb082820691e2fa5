/**
 * The back office shell on a tablet: its own service worker under /dashboard/, the sidebar and theme
 * remembered, Arabic right-to-left, and the delivery areas still readable with the server gone.
 */
import { waitForServiceWorkerControl, watchCspViolations } from '../../e2e/browser';
import { setUpJourney } from '../../e2e/journey';
import { signIn } from './sign-in';

const journey = setUpJourney({ context: { colorScheme: 'light' } });

it('keeps its shell, preferences and cached areas offline', async () => {
  const { server, context } = journey();
  const page = await context.newPage();
  const violations = watchCspViolations(page);
  await page.goto(`${server.url}/dashboard/`);
  await waitForServiceWorkerControl(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${server.url}/dashboard/`);
  await signIn(page);

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
  // The screen is its own chunk (from the worker's cache): it draws a moment after the shell.
  await page.getByRole('button', { name: 'الجزائر' }).waitFor();
  expect(violations).toEqual([]);
});
