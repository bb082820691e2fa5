import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { useLocation } from 'react-router';
import { LOCALE_STORAGE_KEY, pageNetworkStatus } from '@tijara/shared';
import { renderWithApp } from '../../test/render-with-app';
import { CustomersPage } from './CustomersPage';
import { customerRow, listAnswer } from './customers.mocks';

// jest-dom collapses spaces; Intl puts narrow no-break ones between thousands and before "DA".
const text = (element: Element) => (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderList(mocks: MockedResponse[], query = '') {
  return renderWithApp(
    <>
      <CustomersPage onNavigate={jest.fn()} />
      <Address />
    </>,
    mocks,
    `/dashboard/customers${query}`,
  );
}

const nadia = customerRow();
const amel = customerRow({
  id: 9,
  firstname: 'Amel',
  lastname: 'Kaci',
  phone: '0699887766',
  email: null,
  orderCount: 0,
  spent: 0,
  lastOrderAt: null,
});

const address = () => screen.getByRole('status', { name: 'address' });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

afterEach(() => {
  pageNetworkStatus().reportSuccess();
  localStorage.clear();
});

it('shows each customer with phone, orders, money spent and last order, linking to the customer', async () => {
  renderList([listAnswer({}, [nadia, amel], 30)]);
  await screen.findByRole('link', { name: 'Nadia Ferhat' });
  expect(screen.getAllByRole('columnheader').map(text)).toEqual([
    'Nom▲',
    'Téléphone',
    'Commandes↕',
    'Dépensé↕',
    'Dernière commande↕',
  ]);
  expect(screen.getByRole('columnheader', { name: /Nom/ })).toHaveAttribute('aria-sort', 'ascending');
  expect(within(row('Nadia')).getAllByRole('cell').map(text)).toEqual([
    '0550998877',
    '4',
    '2 450,01 DA',
    '25 oct. 2026',
  ]);
  expect(within(row('Nadia')).getByRole('rowheader')).toHaveTextContent('Nadia Ferhat nadia@example.dz');
  expect(within(row('Amel')).getAllByRole('cell').map(text)).toEqual(['0699887766', '0', '0,00 DA', '—']);
  expect(screen.getByRole('link', { name: 'Nadia Ferhat' })).toHaveAttribute(
    'href',
    '/dashboard/customers/7',
  );
  expect(screen.getByText('30 clients · page 1 sur 2')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Les commandes annulées ou retournées ne sont pas comptées ; le montant dépensé est celui des commandes livrées.',
    ),
  ).toBeInTheDocument();
});

it('searches once the typing settles, from 3 characters, keeping the search in the address', async () => {
  const user = userEvent.setup();
  renderList([listAnswer({}, [nadia, amel]), listAnswer({ search: 'fer' }, [nadia])]);
  await screen.findByRole('link', { name: 'Amel Kaci' });
  const box = screen.getByRole('searchbox', { name: 'Rechercher un client (nom ou téléphone)' });
  await user.type(box, 'fe');
  // Two letters: said under the box, nothing asked (there is no mock for it).
  expect(await screen.findByText('Tapez au moins 3 caractères pour chercher.')).toBeInTheDocument();
  await user.type(box, 'r');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Amel Kaci' })).not.toBeInTheDocument());
  expect(address()).toHaveTextContent(/^\/customers\?q=fer$/);
  expect(screen.getByText('Un numéro est cherché comme un téléphone, +213 accepté.')).toBeInTheDocument();
});

it('says when a search finds nobody, and when there is nobody yet', async () => {
  const { unmount } = renderList([listAnswer({ search: 'personne' }, [])], '?q=personne');
  expect(await screen.findByText('Aucun client ne correspond à cette recherche.')).toBeInTheDocument();
  expect(screen.getByRole('searchbox')).toHaveValue('personne');
  unmount();
  renderList([listAnswer({}, [])]);
  expect(
    await screen.findByText('Aucun client pour l’instant : ils arrivent avec leur première commande.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('sorts by a figure biggest first, then the other way', async () => {
  const user = userEvent.setup();
  renderList([
    listAnswer({}, [amel, nadia]),
    listAnswer({ sortBy: 'SPENT', descending: true }, [nadia, amel]),
    listAnswer({ sortBy: 'SPENT', descending: false }, [amel, nadia]),
  ]);
  await screen.findByRole('link', { name: 'Nadia Ferhat' });
  const spent = () => screen.getByRole('columnheader', { name: /Dépensé/ });
  await user.click(within(spent()).getByRole('button'));
  await waitFor(() => expect(spent()).toHaveAttribute('aria-sort', 'descending'));
  expect(address()).toHaveTextContent(/^\/customers\?sort=spent$/);
  await waitFor(() => expect(screen.getAllByRole('rowheader').map(text)[0]).toMatch(/^Nadia/));
  await user.click(within(spent()).getByRole('button'));
  await waitFor(() => expect(spent()).toHaveAttribute('aria-sort', 'ascending'));
  expect(address()).toHaveTextContent('/customers?sort=spent&dir=asc');
});

it('sorts from the select phones show, and pages', async () => {
  const user = userEvent.setup();
  renderList([
    listAnswer({}, [amel, nadia], 30),
    listAnswer({ sortBy: 'LAST_ORDER', descending: true }, [nadia, amel], 30),
    listAnswer(
      { sortBy: 'LAST_ORDER', descending: true, page: 2 },
      [customerRow({ id: 11, firstname: 'Samir' })],
      30,
    ),
  ]);
  await screen.findByRole('link', { name: 'Nadia Ferhat' });
  const select = screen.getByRole('combobox', { name: 'Trier par' });
  expect(within(select).getAllByRole('option').map(text)).toEqual([
    'Nom, de A à Z',
    'Nom, de Z à A',
    'Le plus dépensé',
    'Le moins dépensé',
    'Le plus de commandes',
    'Le moins de commandes',
    'Commande la plus récente',
    'Commande la plus ancienne',
  ]);
  await user.selectOptions(select, 'Commande la plus récente');
  await waitFor(() => expect(address()).toHaveTextContent(/^\/customers\?sort=last_order$/));
  await user.click(await screen.findByRole('button', { name: 'Page suivante' }));
  expect(await screen.findByRole('link', { name: 'Samir Ferhat' })).toBeInTheDocument();
  expect(address()).toHaveTextContent('/customers?sort=last_order&page=2');
  expect(screen.getByText('30 clients · page 2 sur 2')).toBeInTheDocument();
});

it('offers a retry when the list cannot be read', async () => {
  const failing: MockedResponse = { ...listAnswer({}, []), result: undefined, error: new Error('boom') };
  const user = userEvent.setup();
  renderList([failing, listAnswer({}, [nadia])]);
  expect(await screen.findByRole('alert')).toHaveTextContent('La liste des clients n’a pas pu être chargée.');
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Nadia Ferhat' })).toBeInTheDocument();
});

it('reads right to left in Arabic, with Latin digits and the amounts kept left to right', async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
  renderList([listAnswer({}, [nadia])]);
  await screen.findByRole('link', { name: 'Nadia Ferhat' });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { name: 'الزبائن' })).toBeInTheDocument();
  const cells = within(row('Nadia')).getAllByRole('cell').map(text);
  expect(cells.slice(0, 3)).toEqual(['0550998877', '4', '\u20662.450,01 DA\u2069']);
  expect(screen.getByText('زبون واحد · الصفحة 1 من 1')).toBeInTheDocument();
});
