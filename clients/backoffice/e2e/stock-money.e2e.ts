/**
 * Stock and money screens against the real server: settling a carrier's cash-on-delivery orders
 * (the demo seeds Sahel Express with six delivered, unpaid ones) and updating a warehouse's stocks
 * with the session's CSRF token.
 */
import { setUpJourney } from '../../e2e/journey';
import { signIn } from './sign-in';

const journey = setUpJourney();

it('pays a transporter for two delivered orders, then updates a warehouse’s stocks', async () => {
  const { server, context } = journey();
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard/`);
  await signIn(page);

  await page.getByRole('link', { name: 'Paiements transporteurs' }).click();
  await page.getByLabel('Transporteur').selectOption({ label: 'Sahel Express (6 impayées)' });
  await page.getByText('6 commandes trouvées').waitFor();

  const orders = page.getByRole('group').getByRole('checkbox');
  await orders.nth(1).check();
  await orders.nth(2).check();
  const total = await page.getByText(/^Total des commandes sélectionnées/).textContent();
  expect(total).toMatch(/DA$/);
  expect(total).not.toMatch(/: 0,00/);

  await page.getByRole('button', { name: 'Payer 2 commandes' }).click();
  await page.getByText(/^Paiement enregistré : 2 commandes de Sahel Express/).waitFor();
  await page.getByText('4 commandes trouvées').waitFor();
  await expect(
    page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ transporterPayments { totalCount } }' }),
      });
      return response.json();
    }),
  ).resolves.toEqual({ data: { transporterPayments: { totalCount: 2 } } });

  await page.getByRole('link', { name: 'Entrepôts' }).click();
  await page.getByRole('button', { name: 'Mettre à jour les stocks de Entrepôt central' }).click();
  await page.getByText('Stocks mis à jour avec succès').waitFor();
  await page.getByText('Tout était juste : rien à corriger.').waitFor();
});
