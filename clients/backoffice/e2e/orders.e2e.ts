/**
 * The orders screens against the real server (issue 18, item 9): a web order placed as the storefront
 * places it appears in the orders list, is opened, confirmed, given another carrier with a tracking
 * number, shipped and delivered from its page; the carrier's payment screen then lists it among that
 * carrier's unpaid cash-on-delivery orders. One server and one Chromium for the whole journey.
 */
import type { Page } from 'playwright-core';
import { setUpJourney } from '../../e2e/journey';
import { ALGER_CENTRE, carriersOf, lettersOf, placeWebOrder, sellableLine } from './orders-helpers';
import { signIn } from './sign-in';

const journey = setUpJourney();

const stamp = Date.now() % 100_000;
const shopper = {
  firstname: 'Journey',
  lastname: `Cmd${lettersOf(stamp)}`,
  // A phone of its own: the checkout's cooldown is per phone.
  phone: `07${String(stamp).padStart(8, '0')}`,
};
const customerName = `${shopper.firstname} ${shopper.lastname}`;

/** Clicks a status move (a button named by the status it leads to) and waits for the page to say it. */
async function move(page: Page, status: string): Promise<void> {
  await page
    .getByRole('group', { name: 'Passer la commande à :' })
    .getByRole('button', { name: status, exact: true })
    .click();
  await page.getByText(`Statut changé : ${status}.`).waitFor();
  await page.getByRole('heading', { level: 1, name: new RegExp(`^Commande CMD-\\d+ ${status}$`) }).waitFor();
}

it('takes a storefront order from the list to delivered, then finds it among its carrier’s unpaid orders', async () => {
  const { server, context } = journey();
  const line = await sellableLine(server.url);
  const carriers = await carriersOf(server.url, ALGER_CENTRE);
  const [chosenAtCheckout, assigned] = carriers;
  if (!chosenAtCheckout || !assigned)
    throw new Error('The demo shop needs two carriers serving Alger Centre');
  const orderUuid = await placeWebOrder(server.url, shopper, line, chosenAtCheckout);

  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard/`);
  await signIn(page);
  await page.getByRole('link', { name: 'Commandes', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Commandes' }).waitFor();

  // Found by the shopper's phone, among the orders still to confirm.
  await page
    .getByRole('navigation', { name: 'Commandes par statut' })
    .getByRole('link', { name: /^À confirmer/ })
    .click();
  await page.getByRole('searchbox', { name: 'Rechercher (numéro, client ou téléphone)' }).fill(shopper.phone);
  await page.waitForURL((url) => url.search === `?status=PENDING&q=${shopper.phone}`);
  const row = page.getByRole('row', { name: new RegExp(customerName) });
  await row.waitFor();
  await page.getByText('Page 1 sur 1 · 1 commande', { exact: true }).waitFor();
  await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('Site web');
  await row.getByRole('link').click();
  await page.waitForURL(`**/dashboard/orders/${orderUuid}`);

  await move(page, 'Confirmée');

  const transport = page.getByRole('form', { name: 'Transporteur et suivi' });
  await transport
    .locator(`select[name="transporter"] option[value="${assigned.id}"]`)
    .waitFor({ state: 'attached' });
  await transport.locator('select[name="transporter"]').selectOption(String(assigned.id));
  await transport.locator('input[name="trackingNumber"]').fill(`TRK-${stamp}`);
  await transport.getByRole('button', { name: 'Enregistrer le transport' }).click();
  await transport.getByText('Transport enregistré.').waitFor();
  const delivery = page.getByRole('region', { name: 'Adresse et transport' });
  await delivery.getByText(assigned.name, { exact: true }).waitFor();
  await delivery.getByText(`TRK-${stamp}`, { exact: true }).waitFor();

  await move(page, 'Expédiée');
  await move(page, 'Livrée');
  const history = page.getByRole('region', { name: 'Historique' }).getByRole('listitem');
  await expect(history.count()).resolves.toBe(4);
  await expect(history.last().textContent()).resolves.toMatch(/Expédiée → Livrée/);

  await page.getByRole('link', { name: 'Paiements transporteurs' }).click();
  const carrierChoice = page.getByLabel('Transporteur');
  const option = carrierChoice.locator('option', { hasText: new RegExp(`^${assigned.name} \\(`) });
  await carrierChoice.selectOption((await option.getAttribute('value')) ?? '');
  await page.getByText(/commandes? trouvées?$/).waitFor();
  await page
    .getByRole('group')
    .getByRole('checkbox', { name: new RegExp(customerName) })
    .waitFor();
});
