/**
 * Staff accounts in real Chromium: an admin creates a cashier affected to the demo shop through the
 * account form; a second context (the same Chromium) signs in as that cashier and sees only what a
 * cashier may: no orders, customers, staff, products or stock in the sidebar, and the screens opened
 * by address say they are not theirs while the server refuses their data (403).
 */
import type { Page } from 'playwright-core';
import { setUpJourney } from '../../e2e/journey';
import { signIn } from './sign-in';

const journey = setUpJourney();

const CASHIER = { email: 'samira.caisse@tijara.test', name: 'Samira Caisse', password: 'caisse passphrase' };
const NOT_ALLOWED =
  'Cet écran ne fait pas partie de votre rôle. Demandez à un administrateur si vous en avez besoin.';

/** A GraphQL call from the page, with its session cookie: what the server answers that person. */
function graphqlFrom(page: Page, query: string) {
  return page.evaluate(async (body) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: body }),
    });
    const answer = (await response.json()) as { errors?: { extensions: { code: string } }[] };
    return { status: response.status, codes: answer.errors?.map((error) => error.extensions.code) ?? [] };
  }, query);
}

it('creates a cashier affected to a shop, who then sees only what a cashier may', async () => {
  const { server, context } = journey();
  const admin = await context.newPage();
  await admin.goto(`${server.url}/dashboard/`);
  await signIn(admin);

  await admin
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Équipe' })
    .click();
  await admin.getByRole('button', { name: 'Nouveau compte' }).click();
  await admin.getByRole('heading', { name: 'Nouveau compte du personnel' }).waitFor();
  await admin.locator('input[name="email"]').fill(CASHIER.email);
  await admin.locator('input[name="displayName"]').fill(CASHIER.name);
  await admin.locator('input[name="password"]').fill(CASHIER.password);
  await admin.locator('input[name="roles"][value="CASHIER"]').check();
  const shop = admin.getByRole('checkbox', { name: 'Tijara Démo' });
  await shop.check();
  const shopUuid = await shop.getAttribute('value');
  expect(await shop.getAttribute('name')).toBe('shops');
  await admin.getByRole('button', { name: 'Créer le compte' }).click();

  await admin.getByRole('heading', { name: CASHIER.name }).waitFor();
  expect(admin.url()).toMatch(/\/dashboard\/staff\/[0-9a-f-]{36}$/);
  expect(await admin.getByRole('checkbox', { name: 'Agent de caisse' }).isChecked()).toBe(true);
  expect(await admin.locator(`input[name="shops"][value="${shopUuid}"]`).isChecked()).toBe(true);
  await admin.getByRole('button', { name: 'Retour aux comptes' }).click();
  const row = admin.getByRole('row', { name: new RegExp(CASHIER.name) });
  await row.waitFor();
  expect(await row.textContent()).toContain('Tijara Démo');

  const browser = context.browser();
  if (!browser) throw new Error('The journey’s context has no browser');
  const cashierContext = await browser.newContext({ locale: 'fr-FR' });
  try {
    const cashier = await cashierContext.newPage();
    await cashier.goto(`${server.url}/dashboard/`);
    await cashier.getByLabel('E-mail').fill(CASHIER.email);
    await cashier.getByLabel('Mot de passe').fill(CASHIER.password);
    await cashier.getByRole('button', { name: 'Se connecter' }).click();
    await cashier.getByRole('button', { name: 'Se déconnecter' }).waitFor();

    const sidebar = cashier.getByRole('navigation', { name: 'Navigation principale' });
    const links = (await sidebar.getByRole('link').allTextContents()).map((text) => text.trim());
    expect(links).toEqual(expect.arrayContaining(['Tableau de bord', 'Zones de livraison']));
    for (const hidden of [
      'Commandes',
      'Clients',
      'Équipe',
      'Produits',
      'Stock',
      'Entrepôts',
      'Expéditions internes',
      'Paiements transporteurs',
      'Promotions',
      'Segments de clients',
    ]) {
      expect(links).not.toContain(hidden);
    }

    for (const path of ['/dashboard/orders', '/dashboard/staff']) {
      await cashier.goto(`${server.url}${path}`);
      await cashier.getByRole('alert').filter({ hasText: NOT_ALLOWED }).waitFor();
      expect(await cashier.getByRole('table').count()).toBe(0);
    }
    expect(await graphqlFrom(cashier, '{ staffMembers { id email } }')).toEqual({
      status: 403,
      codes: ['FORBIDDEN'],
    });
    expect(await graphqlFrom(cashier, '{ orders { totalCount } }')).toEqual({
      status: 403,
      codes: ['FORBIDDEN'],
    });
  } finally {
    await cashierContext.close();
  }
});
