import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plain } from '@tijara/shared/test/render-with-intl';
import { saveNewCustomer } from '../till-data';
import { TillPage } from './TillPage';
import { CASHIER, DEVICE, renderTill, seededTill } from './till-test-kit';
import { cartDraftKey } from './use-till-cart';

const SLOW = { timeout: 3000 };

async function openTill() {
  const { db, session } = await seededTill();
  const user = userEvent.setup();
  const onExit = jest.fn();
  const rendered = renderTill(<TillPage cashier={CASHIER} shopIds={[]} onExit={onExit} />, db);
  const search = await screen.findByRole('combobox', { name: /Rechercher un article/ }, SLOW);
  // The catalogue is read from Dexie: the hint says so until it is there.
  await screen.findByText(/Entrée ajoute l’article/, undefined, SLOW);
  return { db, session, user, onExit, search, ...rendered };
}

const payButton = () => screen.getByRole('button', { name: /^Encaisser/ });
const quantityOf = (name: string) => screen.getByRole('textbox', { name: `Quantité de ${name}` });

it('adds the scanned item when Enter follows its exact barcode, and empties the field for the next scan', async () => {
  const { user, search } = await openTill();
  expect(search).toHaveFocus();
  await user.keyboard('6130000000017{Enter}');
  expect(await screen.findByRole('textbox', { name: 'Quantité de Café moulu 250 g' })).toHaveValue('1');
  expect(search).toHaveValue('');
  expect(plain(payButton().textContent)).toBe('Encaisser 595,00 DA');
  // The same code again: one more on the same line, not a second line.
  await user.keyboard('6130000000017{Enter}');
  expect(quantityOf('Café moulu 250 g')).toHaveValue('2');
  expect(plain(payButton().textContent)).toBe('Encaisser 1 190,00 DA');
});

it('filters the results as a name is typed, each combination with its price and stock, and adds the one chosen with the arrows', async () => {
  const { user } = await openTill();
  await user.keyboard('robe');
  const results = screen.getByRole('listbox', { name: 'Articles trouvés' });
  const options = within(results).getAllByRole('option');
  expect(options.map((option) => plain(option.textContent))).toEqual([
    'Robe d’étéBleu - M2 380,00 DAStock : 0ROBE-22',
    'Robe d’étéRouge - M2 380,00 DAStock : 0ROBE-21',
  ]);
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  expect(quantityOf('Robe d’été - Rouge - M')).toHaveValue('1');
  // An unknown code is said, and selected so that the next scan replaces it.
  await user.keyboard('999{Enter}');
  expect(screen.getByText('Aucun article pour « 999 ».')).toBeInTheDocument();
});

it('adds a tapped result and keeps selling an item whose stock is at 0 (a sale is a fact)', async () => {
  const { user } = await openTill();
  await user.keyboard('rouge');
  await user.click(screen.getByRole('option', { name: /Rouge - M/ }));
  expect(quantityOf('Robe d’été - Rouge - M')).toHaveValue('1');
  expect(payButton()).toBeEnabled();
});

it('re-prices with the cached promotions when a quantity changes, typed in Arabic-Indic digits too, and when a line is removed', async () => {
  const { user } = await openTill();
  await user.keyboard('6130000000024{Enter}');
  // 2 000,00 HT less 10 %: 1 800,00 HT, 2 142,00 TTC.
  // 200 DA off HT at 19 %: what the customer saves, with tax.
  expect(screen.getByText('Soldes d’été (− 238,00 DA TTC)')).toBeInTheDocument();
  expect(plain(payButton().textContent)).toBe('Encaisser 2 142,00 DA');
  await user.click(screen.getByRole('button', { name: 'Un de plus : Robe d’été - Rouge - M' }));
  expect(plain(payButton().textContent)).toBe('Encaisser 4 284,00 DA');
  await user.clear(quantityOf('Robe d’été - Rouge - M'));
  expect(screen.getByRole('alert')).toHaveTextContent('Un nombre entier de 1 à 9999.');
  await user.type(quantityOf('Robe d’été - Rouge - M'), '٣');
  expect(plain(payButton().textContent)).toBe('Encaisser 6 426,00 DA');
  await user.click(screen.getByRole('button', { name: 'Retirer Robe d’été - Rouge - M du panier' }));
  expect(screen.getByRole('heading', { name: 'Panier (vide)' })).toBeInTheDocument();
  expect(payButton()).toBeDisabled();
});

it('keeps the open cart on the device: it is there again after the screen is left and reopened', async () => {
  const { db, user, unmount } = await openTill();
  await user.keyboard('CAF-250{Enter}');
  await user.click(screen.getByRole('button', { name: 'Un de plus : Café moulu 250 g' }));
  await waitFor(async () => {
    const row = await db.drafts.get(cartDraftKey(DEVICE.uuid));
    expect((row?.value as { entries: { quantity: number }[] }).entries[0]?.quantity).toBe(2);
  });
  unmount();
  renderTill(<TillPage cashier={CASHIER} shopIds={[]} onExit={jest.fn()} />, db);
  expect(await screen.findByRole('textbox', { name: 'Quantité de Café moulu 250 g' }, SLOW)).toHaveValue('2');
});

it('types a scan into the search even when a button had the focus', async () => {
  const { user, search } = await openTill();
  await user.keyboard('CAF-250{Enter}');
  await user.click(screen.getByRole('button', { name: 'Un de plus : Café moulu 250 g' }));
  expect(search).not.toHaveFocus();
  await user.keyboard('CAF-250{Enter}');
  expect(quantityOf('Café moulu 250 g')).toHaveValue('3');
  expect(search).toHaveFocus();
});

it('searches the customers on the device from 3 characters only, and sells to the one chosen', async () => {
  const { db, user } = await openTill();
  await act(() => saveNewCustomer(db, { firstname: 'Amina', lastname: 'Benali', phone: '0661234567' }));
  await user.click(screen.getByRole('button', { name: 'Choisir un client' }));
  const field = screen.getByRole('searchbox', { name: 'Rechercher par nom ou téléphone' });
  await user.type(field, 'Am');
  expect(screen.queryByRole('button', { name: 'Vendre à Amina Benali' })).toBeNull();
  expect(screen.queryByText('Aucun client trouvé sur cet appareil.')).toBeNull();
  await user.type(field, 'i');
  await user.click(await screen.findByRole('button', { name: 'Vendre à Amina Benali' }));
  expect(screen.getByText('Amina Benali (0661234567)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Vente sans client' })).toBeInTheDocument();
});

it('creates a customer in place, checked by the shared customer rules', async () => {
  const { user } = await openTill();
  await user.click(screen.getByRole('button', { name: 'Choisir un client' }));
  await user.click(screen.getByRole('button', { name: 'Créer un client' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouveau client de la boutique' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Prénom du client' }), 'Karim');
  await user.type(within(dialog).getByRole('textbox', { name: 'Nom du client' }), 'Haddad');
  await user.type(within(dialog).getByRole('textbox', { name: 'Téléphone mobile' }), '12345');
  await user.click(within(dialog).getByRole('button', { name: 'Créer et choisir' }));
  expect(
    within(dialog).getByText('Un mobile de 10 chiffres commençant par 05, 06 ou 07.'),
  ).toBeInTheDocument();
  const phone = within(dialog).getByRole('textbox', { name: 'Téléphone mobile' });
  await user.clear(phone);
  await user.type(phone, '0770 12 34 56');
  await user.click(within(dialog).getByRole('button', { name: 'Créer et choisir' }));
  expect(await screen.findByText('Karim Haddad (0770123456)')).toBeInTheDocument();
});

it('leaves for the back office', async () => {
  const { user, onExit } = await openTill();
  await user.click(screen.getByRole('button', { name: 'Quitter' }));
  expect(onExit).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('link', { name: /envoi en attente/ })).toHaveAttribute(
    'href',
    '/dashboard/pos/sync',
  );
});
