/**
 * The cashier's gestures on the till (/dashboard/pos), by the screens' roles and labels: register the
 * tablet, open a session, scan, take a payment, close the session. Amounts are typed as the currency
 * input takes them ("1234,50"); shown amounts are read back as centimes.
 */
import type { Page } from 'playwright-core';
import { waitForServiceWorkerControl } from '../../e2e/browser';
import { signIn } from './sign-in';

export const SEARCH_FIELD = 'Rechercher un article par nom, référence ou code-barres';

/** Centimes as the currency input takes them: "1234,50". */
export const typed = (centimes: number) =>
  `${Math.floor(centimes / 100)},${String(centimes % 100).padStart(2, '0')}`;

/** The centimes of a shown amount ("12 345,67 DA", "‏12.345,67 د.ج.‏"): its digits. */
export const centimesOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Signs in and opens the till, once the back office's service worker controls the page (offline reloads). */
export async function openTill(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/dashboard/`);
  await waitForServiceWorkerControl(page);
  await signIn(page);
  await page.goto(`${url}/dashboard/pos`);
}

export interface TillRegistration {
  code: string;
  name: string;
  warehouse: string;
  /** Receipt paper chosen at the session's opening. */
  paper?: '58' | '80';
  /** Centimes counted in the drawer. */
  openingCash: number;
}

/** Registers the tablet, waits for the catalogue's first load and opens session 1. */
export async function registerAndOpen(page: Page, till: TillRegistration): Promise<void> {
  const warehouse = page.getByLabel('Entrepôt', { exact: true });
  await warehouse.locator('option', { hasText: till.warehouse }).waitFor({ state: 'attached' });
  await warehouse.selectOption({ label: till.warehouse });
  await page.getByLabel('Code de la caisse').fill(till.code);
  await page.getByLabel('Nom de la caisse').fill(till.name);
  await page.getByRole('button', { name: 'Enregistrer la caisse' }).click();
  const next = page.getByRole('button', { name: 'Continuer' });
  const opening = page.getByRole('heading', { level: 1, name: `Ouvrir la caisse ${till.code}` });
  await next.or(opening).waitFor();
  if (await next.isVisible()) await next.click();
  await opening.waitFor();
  if (till.paper) await page.getByLabel('Papier de l’imprimante de tickets').selectOption(till.paper);
  await page.getByLabel('Fond de caisse').fill(typed(till.openingCash));
  // Enabled once the catalogue is on the tablet (its first load: 2,000 products).
  const open = page.getByRole('button', { name: 'Ouvrir la session' });
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('button')).some(
        (button) => button.textContent === 'Ouvrir la session' && !button.disabled,
      ),
    undefined,
    { timeout: 90_000 },
  );
  await open.click();
  await tillReady(page);
}

/** The selling screen with its search built over the tablet's catalogue (a scan before it waits for it). */
export async function tillReady(page: Page): Promise<void> {
  await page.getByText('Entrée ajoute l’article au code exact, ou celui choisi avec les flèches.').waitFor();
}

export const searchField = (page: Page) => page.getByRole('combobox', { name: SEARCH_FIELD });

/**
 * What a keyboard-wedge scanner does: the code typed into the search, then Enter. The field empties
 * once the item is in the cart (an unknown code stays, selected, with its message instead).
 */
export async function scan(page: Page, code: string): Promise<void> {
  const field = searchField(page);
  await field.focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  const input = await field.elementHandle();
  await page.waitForFunction((element) => (element as HTMLInputElement | null)?.value === '', input);
}

/** The cart's total to pay, read from its button ("Encaisser 1 234,00 DA"). */
export async function cartTotal(page: Page): Promise<number> {
  return centimesOf(await page.getByRole('button', { name: /^Encaisser / }).textContent());
}

/** Opens the payment panel and chooses the payment type by its label. */
export async function startPayment(page: Page, type: string): Promise<void> {
  await page.getByRole('button', { name: /^Encaisser / }).click();
  await page.getByRole('radio', { name: type, exact: true }).check();
}

/** Validates the payment; answers the receipt number the till gave the sale. */
export async function validateSale(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Valider la vente' }).click();
  const done = page.getByText(/^Vente \S+ enregistrée\.$/);
  await done.waitFor();
  const text = (await done.textContent()) ?? '';
  return /^Vente (\S+) enregistrée\.$/.exec(text)?.[1] ?? '';
}

/** The till's bar of actions: reprint the last sale, the sync screen, closing, leaving. */
export const tillActions = (page: Page) => page.getByRole('navigation', { name: 'Actions de la caisse' });

/** The header's link to the sync screen, with what waits ("4 envois en attente", "Tout est envoyé"). */
export function unsyncedLink(page: Page) {
  return page.getByRole('region', { name: 'État de la caisse' }).getByRole('link');
}
