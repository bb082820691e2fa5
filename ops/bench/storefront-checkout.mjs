/* global window, document, Element, MutationObserver, requestAnimationFrame -- page code run by Playwright in the browser */
/**
 * The checkout part of the storefront bench (the cart and checkout issue):
 *   - the checkout page's own JavaScript: what the page reached from the cart adds, gzipped, to the
 *     entry already loaded (clients/shared/build/route-budget.cjs, pageOwnBudget);
 *   - "pending shown": on the built shop, in Debian's Chromium with the CPU slowed 4x (Lighthouse's
 *     mobile profile, through the DevTools protocol), a shopper fills the checkout online, the network
 *     goes, they tap "Commander": the time from the tap to the first frame showing the order kept on
 *     the device (OFFLINE.md Q4: 200 ms). CHECKOUT_RUNS runs, each in a new browser context.
 * Nothing is asserted: report.mjs writes the figures beside the Lighthouse ones.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export const CHECKOUT_RUNS = Number(process.env.BENCH_CHECKOUT_RUNS ?? 5);
export const PENDING_SHOWN_BAR_MS = 200;
const CPU_SLOWDOWN = 4;

export function checkoutChunk(repoRoot, distDir) {
  const budget = createRequire(import.meta.url)(path.join(repoRoot, 'clients/shared/build/route-budget.cjs'));
  try {
    return {
      modules: budget.STOREFRONT_CHECKOUT_PAGE,
      ...budget.pageOwnBudget(distDir, budget.STOREFRONT_CHECKOUT_PAGE),
    };
  } catch (error) {
    return { error: String(error?.message ?? error) };
  }
}

async function graphql(serverUrl, query, variables = {}) {
  const response = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors)
    throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** A line the demo shop sells now, as the cart stores it. */
async function sellableLine(serverUrl) {
  const { products } = await graphql(
    serverUrl,
    '{ products(pageSize: 24) { items { id name inStock priceTtc priceAfterPromotion combinations { id available } } } }',
  );
  for (const product of products.items.filter((p) => p.inStock)) {
    const combination = product.combinations.find((c) => c.available) ?? null;
    if (product.combinations.length > 0 && !combination) continue;
    const { storefrontCartLines } = await graphql(
      serverUrl,
      'query($lines: [StorefrontCartLineInput!]!) { storefrontCartLines(lines: $lines) { status unitPrice } }',
      { lines: [{ productId: product.id, combinationId: combination?.id ?? null, quantity: 1 }] },
    );
    const [state] = storefrontCartLines;
    if (state?.status !== 'SELLABLE') continue;
    return {
      productId: product.id,
      combinationId: combination?.id ?? null,
      unitPrice: state.unitPrice,
      quantity: 1,
      name: product.name,
      image: null,
      attributes: null,
    };
  }
  throw new Error('checkout bench: the demo shop has nothing to sell');
}

async function oneRun(browser, serverUrl, line, index) {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 412, height: 915 } });
  try {
    const page = await context.newPage();
    await page.goto(`${serverUrl}/`);
    await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify([cart])), line);
    await page.goto(`${serverUrl}/checkout/cart/view`);
    const form = page.locator('form').filter({ has: page.locator('[name="firstname"]') });
    await form.locator('[name="firstname"]').fill('Amina');
    await form.locator('[name="lastname"]').fill('Benali');
    await form.locator('[name="phone"]').fill(`055${String(1000000 + index).slice(-7)}`);
    await form.locator('select[name="wilaya"] option[value="16"]').waitFor({ state: 'attached' });
    await form.locator('select[name="wilaya"]').selectOption('16');
    await form.locator('select[name="commune"] option[value="1601"]').waitFor({ state: 'attached' });
    await form.locator('select[name="commune"]').selectOption('1601');
    await form.locator('.transporters__list button').first().click();
    await form.getByTestId('selected-transporter').waitFor();
    await page.evaluate(() => {
      window.__tap = null;
      window.__shown = null;
      document.addEventListener(
        'pointerdown',
        (event) => {
          if (event.target instanceof Element && event.target.closest('button[type="submit"]'))
            window.__tap = performance.now();
        },
        true,
      );
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="order-pending"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.__shown = performance.now()));
      }).observe(document.body, { childList: true, subtree: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Commander' }).click();
    await page.waitForFunction(() => window.__shown !== null, undefined, { timeout: 20_000 });
    return Math.round(await page.evaluate(() => window.__shown - window.__tap));
  } finally {
    await context.close();
  }
}

export async function measurePendingShown(serverUrl) {
  const { chromium } = createRequire(import.meta.url)('playwright-core');
  const line = await sellableLine(serverUrl);
  const browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROME ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const runs = [];
    for (let index = 0; index < CHECKOUT_RUNS; index++)
      runs.push(await oneRun(browser, serverUrl, line, index));
    const sorted = [...runs].sort((a, b) => a - b);
    return { runs, medianMs: sorted[Math.floor(sorted.length / 2)] ?? null, cpuSlowdown: CPU_SLOWDOWN };
  } catch (error) {
    return { runs: [], medianMs: null, cpuSlowdown: CPU_SLOWDOWN, error: String(error?.message ?? error) };
  } finally {
    await browser.close();
  }
}
