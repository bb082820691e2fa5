import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plain } from '@tijara/shared/test/render-with-intl';
import type { TillSale } from '../till-data';
import { TillPage } from './TillPage';
import { CASHIER, renderTill, seededTill } from './till-test-kit';

const SLOW = { timeout: 3000 };

/** The till with one coffee in the cart (595,00 DA) and the payment panel open. */
async function payCoffee() {
  const { db } = await seededTill();
  const user = userEvent.setup();
  renderTill(<TillPage cashier={CASHIER} shopIds={[]} onExit={jest.fn()} />, db);
  await screen.findByRole('combobox', { name: /Rechercher un article/ }, SLOW);
  await screen.findByText(/Entrée ajoute l’article/, undefined, SLOW);
  await user.keyboard('6130000000017{Enter}');
  await user.click(screen.getByRole('button', { name: /^Encaisser/ }));
  const dialog = screen.getByRole('dialog', { name: /^Paiement de/ });
  const validate = within(dialog).getByRole('button', { name: 'Valider la vente' });
  const problems = () =>
    plain(within(dialog).getByRole('list', { name: 'À corriger avant de valider' }).textContent);
  return { db, user, dialog, validate, problems };
}

const amount = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: label });

it('takes cash: the amount handed over must cover the total, and the change is shown', async () => {
  const { user, dialog, validate, problems } = await payCoffee();
  expect(validate).toBeDisabled();
  expect(problems()).toContain('Saisissez le montant remis');
  await user.type(amount(dialog, 'Montant remis par le client'), '500');
  expect(problems()).toContain('Il manque 95,00 DA');
  expect(validate).toBeDisabled();
  await user.clear(amount(dialog, 'Montant remis par le client'));
  await user.type(amount(dialog, 'Montant remis par le client'), '٦٠٠');
  expect(plain(within(dialog).getByText(/Monnaie à rendre/).textContent)).toBe('Monnaie à rendre : 5,00 DA');
  expect(validate).toBeEnabled();
  // The round amounts a customer hands over, one tap each.
  await user.click(within(dialog).getByRole('button', { name: (name) => plain(name) === '1 000,00 DA' }));
  expect(plain(within(dialog).getByText(/Monnaie à rendre/).textContent)).toBe(
    'Monnaie à rendre : 405,00 DA',
  );
});

it('takes a mixed payment only when cash and card make the total exactly', async () => {
  const { user, dialog, validate, problems } = await payCoffee();
  await user.click(within(dialog).getByRole('radio', { name: 'Espèces + carte' }));
  await user.type(amount(dialog, 'Part en espèces'), '300');
  await user.type(amount(dialog, 'Part par carte'), '200');
  expect(problems()).toBe('Espèces et carte : il manque 95,00 DA pour faire le total.');
  expect(validate).toBeDisabled();
  await user.clear(amount(dialog, 'Part par carte'));
  await user.type(amount(dialog, 'Part par carte'), '400');
  expect(problems()).toBe('Espèces et carte dépassent le total de 105,00 DA.');
  expect(validate).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Le reste par carte' }));
  expect(amount(dialog, 'Part par carte')).toHaveValue('295,00');
  expect(validate).toBeEnabled();
});

it('takes a deposit of at most the total and shows the balance due', async () => {
  const { user, dialog, validate, problems } = await payCoffee();
  await user.click(within(dialog).getByRole('radio', { name: 'Acompte, reste dû' }));
  await user.type(amount(dialog, 'Acompte versé'), '700');
  expect(problems()).toBe('L’acompte dépasse le total de la vente (595,00 DA).');
  expect(validate).toBeDisabled();
  await user.clear(amount(dialog, 'Acompte versé'));
  await user.type(amount(dialog, 'Acompte versé'), '200');
  expect(plain(within(dialog).getByText(/Reste dû/).textContent)).toBe('Reste dû : 395,00 DA');
  expect(validate).toBeEnabled();
});

it('takes an installment plan only when the payment today and the installments add up to the total', async () => {
  const { user, dialog, validate, problems } = await payCoffee();
  await user.click(within(dialog).getByRole('radio', { name: 'En plusieurs fois' }));
  await user.type(amount(dialog, 'Versement aujourd’hui'), '95');
  expect(problems()).toContain('Le plan a besoin d’au moins une échéance.');
  await user.click(within(dialog).getByRole('button', { name: 'Nouvelle échéance' }));
  await user.click(within(dialog).getByRole('button', { name: 'Nouvelle échéance' }));
  await user.type(amount(dialog, 'Échéance 1 : montant'), '300');
  await user.type(amount(dialog, 'Échéance 2 : montant'), '100');
  fireEvent.change(within(dialog).getByLabelText('Échéance 1 : date'), { target: { value: '2030-02-10' } });
  fireEvent.change(within(dialog).getByLabelText('Échéance 2 : date'), { target: { value: '2030-01-10' } });
  expect(problems()).toBe(
    'Échéance 2 : une date après celle de l’échéance précédente.Le plan n’atteint pas le total : il manque 100,00 DA.',
  );
  expect(validate).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText('Échéance 2 : date'), { target: { value: '2030-03-10' } });
  await user.clear(amount(dialog, 'Échéance 2 : montant'));
  await user.type(amount(dialog, 'Échéance 2 : montant'), '200');
  expect(problems()).toBe('');
  expect(plain(within(dialog).getByText(/Reste dû/).textContent)).toBe('Reste dû : 500,00 DA');
  expect(validate).toBeEnabled();
});

it('splits what the payment today leaves into monthly installments', async () => {
  const { user, dialog, validate } = await payCoffee();
  await user.click(within(dialog).getByRole('radio', { name: 'En plusieurs fois' }));
  await user.type(amount(dialog, 'Versement aujourd’hui'), '95');
  await user.click(within(dialog).getByRole('button', { name: 'Répartir sur 3 mois' }));
  expect([1, 2, 3].map((index) => amount(dialog, `Échéance ${index} : montant`))).toEqual([
    expect.objectContaining({ value: '166,00' }),
    expect.objectContaining({ value: '166,00' }),
    expect.objectContaining({ value: '168,00' }),
  ]);
  expect(validate).toBeEnabled();
});

it('records one sale for two taps, prints its receipt, empties the cart and offers a reprint', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { db, user, dialog, validate } = await payCoffee();
  await user.click(within(dialog).getByRole('button', { name: 'Compte exact' }));
  await user.dblClick(validate);
  expect(await screen.findByText('Vente C1-001-0001 enregistrée.', undefined, SLOW)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Panier (vide)' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Rechercher un article/ })).toHaveFocus());
  await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  const sales = await db.localOrders.toArray();
  expect(sales).toHaveLength(1);
  const sale = sales[0]?.data as TillSale;
  expect(sale.total).toBe(59_500);
  expect(sale.payment).toEqual(
    expect.objectContaining({
      paymentType: 'cash',
      cashGiven: 59_500,
      change: 0,
      tenders: [{ method: 'cash', amount: 59_500 }],
    }),
  );
  await user.click(await screen.findByRole('button', { name: 'Réimprimer C1-001-0001' }, SLOW));
  await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
  print.mockRestore();
});
