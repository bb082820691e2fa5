/**
 * A new release while the shopper has the app open: the new service worker waits, the app says so,
 * and it takes over only when the shopper accepts (prompt mode).
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForServiceWorkerControl } from '../../e2e/browser';
import { setUpJourney } from '../../e2e/journey';

const release = mkdtempSync(path.join(tmpdir(), 'tijara-storefront-'));
cpSync(path.resolve(__dirname, '../dist'), release, { recursive: true });
afterAll(() => rmSync(release, { recursive: true, force: true }));

const journey = setUpJourney({ serverEnv: () => ({ STOREFRONT_DIST: release }) });

it('offers the new version, and switches to it only when asked', async () => {
  const { server, context } = journey();
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await waitForServiceWorkerControl(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  // A byte-different worker is a new release to the browser; a release's build precompresses it too.
  appendFileSync(path.join(release, 'sw.js'), '\n// release 2\n');
  const precompress = path.resolve(__dirname, '../../shared/build/precompress.mjs');
  expect(spawnSync(process.execPath, [precompress, release]).status).toBe(0);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByRole('status').filter({ hasText: 'Une nouvelle version est disponible.' });
  await prompt.waitFor();
  const stillOld = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(stillOld).toBe(firstWorker);
  const waiting = await page.evaluate(async () =>
    Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
  );
  expect(waiting).toBe(true);

  await Promise.all([
    page.waitForEvent('load'),
    prompt.getByRole('button', { name: 'Mettre à jour' }).click(),
  ]);
  await page.locator('header.shell-header').waitFor();
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
  });
  expect(after).toEqual({ waiting: false, active: 'activated' });
  await expect(prompt.count()).resolves.toBe(0);
});
