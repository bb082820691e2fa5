import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { useLocation } from 'react-router';
import { Permission } from '@tijara/schema';
import { LOCALE_STORAGE_KEY, pageNetworkStatus } from '@tijara/shared';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { renderWithApp } from '../../test/render-with-app';
import { ProductListPage } from './ProductListPage';
import { listAnswer, optionsAnswer, productRow, setActiveAnswer } from './product-list.mocks';

// jest-dom collapses spaces; Intl puts narrow no-break ones between thousands and before "DA".
const text = (element: Element) => (element.textContent ?? '').replace(/[\s\u202f\u00a0]+/g, ' ').trim();

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderList(mocks: MockedResponse[], { query = '', permissions = [Permission.CATALOG_WRITE] } = {}) {
  return renderWithApp(
    <PermissionsProvider permissions={permissions}>
      <FlashProvider>
        <ProductListPage onNavigate={jest.fn()} />
        <Address />
      </FlashProvider>
    </PermissionsProvider>,
    [optionsAnswer, ...mocks],
    `/dashboard/products${query}`,
  );
}

const milk = productRow();
const yoghurt = productRow({
  id: 32,
  name: 'Yaourt Soummam fraise',
  categoryName: null,
  brandName: 'Soummam',
  active: false,
  status: 'DRAFT',
  onSale: true,
  priceTtc: 4500,
  thumbnailUrl: null,
  combinationCount: 3,
});

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const address = () => screen.getByRole('status', { name: 'address' });

afterEach(() => {
  pageNetworkStatus().reportSuccess();
  localStorage.clear();
});

it('shows the spec’s columns, each row linking to its product', async () => {
  renderList([listAnswer({}, [milk, yoghurt])]);
  await screen.findByRole('link', { name: 'Lait Candia 1 L' });
  // The arrows are drawn for the eye (aria-hidden); the order is told by aria-sort.
  const headers = screen.getAllByRole('columnheader').map(text);
  expect(headers).toEqual(['', 'ID↕', 'Nom↕', 'Catégorie↕', 'Marque↕', 'Activation↕', 'Prix TTC↕', 'Image']);
  const cells = within(row('Yaourt')).getAllByRole('cell').map(text);
  expect(cells.slice(1)).toEqual(['32', '—', 'Soummam', 'Produit désactivé', '45,00 DA', '']);
  expect(within(row('Yaourt')).getByRole('rowheader')).toHaveTextContent(
    'Yaourt Soummam fraiseBrouillon · En promotion · 3 déclinaisons',
  );
  expect(within(row('Lait Candia')).getByRole('img', { name: 'Produit activé' })).toBeInTheDocument();
  expect(text(within(row('Lait Candia')).getAllByRole('cell')[5] as Element)).toBe('1 234,50 DA');
  expect(screen.getByRole('link', { name: 'Lait Candia 1 L' })).toHaveAttribute(
    'href',
    '/dashboard/products/31',
  );
  // The thumbnail is the same link for the eye, out of the keyboard's way.
  const thumb = row('Lait Candia').querySelector('img');
  expect(thumb?.closest('a')).toHaveAttribute('href', '/dashboard/products/31');
  expect(thumb?.closest('a')).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('link', { name: 'Nouveau produit' })).toHaveAttribute(
    'href',
    '/dashboard/products/new',
  );
  expect(screen.getByText('Page 1 sur 1 · 2 produits')).toBeInTheDocument();
});

it('filters in place, page back to 1, keeping the filters in the address', async () => {
  const user = userEvent.setup();
  renderList(
    [
      listAnswer({ page: 2 }, [milk], 30),
      listAnswer({ filter: { categoryId: 9 } }, [milk]),
      listAnswer({ filter: { categoryId: 9, brandId: 2 } }, [milk]),
      listAnswer({ filter: { categoryId: 9, brandId: 2, active: false } }, []),
      listAnswer({ filter: { categoryId: 9, brandId: 2, active: false, search: 'lait' } }, [yoghurt]),
      listAnswer({}, [milk, yoghurt]),
      listAnswer({ filter: { onSale: true } }, [yoghurt]),
      listAnswer({ filter: { onSale: true, featured: false } }, [yoghurt]),
      listAnswer({ filter: { onSale: true, featured: false, status: 'DRAFT' } }, [yoghurt]),
    ],
    { query: '?page=2' },
  );
  await screen.findByText('Page 2 sur 2 · 30 produits');
  const category = screen.getByRole('combobox', { name: 'Catégorie' });
  // The categories and brands come with their own answer, after the list's.
  await within(category).findByRole('option', { name: 'Épicerie › Lait' });
  expect(within(category).getAllByRole('option').map(text)).toEqual([
    'Toutes les catégories',
    'Épicerie',
    'Épicerie › Lait',
  ]);
  await user.selectOptions(category, 'Épicerie › Lait');
  expect(await screen.findByText('Page 1 sur 1 · 1 produit')).toBeInTheDocument();
  expect(address()).toHaveTextContent('/products?category=9');

  const brand = screen.getByRole('combobox', { name: 'Marque' });
  await within(brand).findByRole('option', { name: 'Candia' });
  await user.selectOptions(brand, 'Candia');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Activation' }), 'Désactivés seulement');
  expect(await screen.findByText('Aucun produit ne correspond à ces filtres.')).toBeInTheDocument();

  // Typed letter by letter, asked once: only the settled text reaches the server (no mock for "l"...).
  await user.type(
    screen.getByRole('searchbox', { name: 'Rechercher (nom, référence ou code-barres)' }),
    'lait',
  );
  await screen.findByRole('link', { name: 'Yaourt Soummam fraise' });
  expect(address()).toHaveTextContent('/products?q=lait&category=9&brand=2&active=0');

  await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
  expect(screen.getByRole('searchbox')).toHaveValue('');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Promotion' }), 'En promotion');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Mise en avant sur la boutique' }),
    'Non mis en avant',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'Brouillon');
  await waitFor(() => expect(address()).toHaveTextContent('?onSale=1&featured=0&status=draft'));
  expect(await screen.findByRole('link', { name: 'Yaourt Soummam fraise' })).toBeInTheDocument();
});

it('keeps the previous rows, dimmed and busy, while the next answer comes', async () => {
  const user = userEvent.setup();
  renderList([listAnswer({}, [milk]), { ...listAnswer({ filter: { brandId: 7 } }, [yoghurt]), delay: 200 }]);
  await screen.findByRole('link', { name: 'Lait Candia 1 L' });
  // The brands come with their own answer: the choice waits for them, as a user's would.
  const brand = screen.getByRole('combobox', { name: 'Marque' });
  await within(brand).findByRole('option', { name: 'Soummam' });
  await user.selectOptions(brand, 'Soummam');
  const region = screen.getByRole('region', { name: 'Produits trouvés' });
  expect(region).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('link', { name: 'Lait Candia 1 L' })).toBeInTheDocument();
  expect(screen.getByText('Chargement…')).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Yaourt Soummam fraise' });
  expect(region).toHaveAttribute('aria-busy', 'false');
});

it('sorts by a column, then the other way', async () => {
  const user = userEvent.setup();
  renderList([
    listAnswer({}, [milk, yoghurt]),
    listAnswer({ sortBy: 'PRICE', descending: false }, [yoghurt, milk]),
    listAnswer({ sortBy: 'PRICE', descending: true }, [milk, yoghurt]),
  ]);
  await screen.findByRole('link', { name: 'Lait Candia 1 L' });
  const price = () => screen.getByRole('columnheader', { name: /Prix TTC/ });
  expect(price()).not.toHaveAttribute('aria-sort');
  await user.click(within(price()).getByRole('button'));
  await waitFor(() => expect(price()).toHaveAttribute('aria-sort', 'ascending'));
  // Lowest first is the price's natural order: the address does not need to say it.
  expect(address()).toHaveTextContent(/^\/products\?sort=price$/);
  await waitFor(() => expect(screen.getAllByRole('rowheader').map(text)[0]).toMatch(/^Yaourt/));
  await user.click(within(price()).getByRole('button'));
  await waitFor(() => expect(price()).toHaveAttribute('aria-sort', 'descending'));
  expect(address()).toHaveTextContent('/products?sort=price&dir=desc');
  await waitFor(() => expect(screen.getAllByRole('rowheader').map(text)[0]).toMatch(/^Lait/));
});

it('deactivates the chosen rows in one call, says how many and asks the list again', async () => {
  const user = userEvent.setup();
  const cheese = productRow({ id: 40, name: 'Fromage Président' });
  renderList([
    listAnswer({}, [milk, yoghurt, cheese]),
    setActiveAnswer([31, 40], false, 2),
    listAnswer({}, [{ ...milk, active: false }, yoghurt, { ...cheese, active: false }]),
  ]);
  await screen.findByRole('link', { name: 'Lait Candia 1 L' });
  const bulk = screen.getByRole('group', { name: 'Actions sur la sélection' });
  expect(within(bulk).getByRole('button', { name: 'Désactiver' })).toBeDisabled();

  const all = screen.getByRole('checkbox', { name: 'Sélectionner les produits de la page' });
  await user.click(all);
  expect(within(bulk).getByText('3 produits sélectionnés')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Yaourt Soummam fraise' }));
  expect(all).toHaveProperty('indeterminate', true);
  expect(row('Yaourt')).toHaveAttribute('aria-selected', 'false');

  await user.click(within(bulk).getByRole('button', { name: 'Désactiver' }));
  expect(await screen.findByText('2 produits désactivés.')).toBeInTheDocument();
  await waitFor(() =>
    expect(within(row('Fromage')).getByRole('img', { name: 'Produit désactivé' })).toBeInTheDocument(),
  );
  expect(within(bulk).getByText('Aucun produit sélectionné')).toBeInTheDocument();
});

it('is read only without the right to change the catalogue', async () => {
  renderList([listAnswer({}, [milk])], { permissions: [] });
  await screen.findByRole('link', { name: 'Lait Candia 1 L' });
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Actions sur la sélection' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Nouveau produit' })).not.toBeInTheDocument();
});

it('shows the page kept on the device when offline, with writes disabled', async () => {
  pageNetworkStatus().configureProbe(false);
  pageNetworkStatus().reportFailure();
  const offline: MockedResponse = {
    ...listAnswer({}, []),
    result: undefined,
    error: new TypeError('Failed to fetch'),
  };
  const { db } = renderList([offline]);
  await db.offlineCopies.put({
    key: 'productList:',
    value: { __typename: 'AdminProductListPage', rows: [milk], totalCount: 1 },
    savedAt: Date.UTC(2026, 10, 20, 9, 30),
  });
  await screen.findByRole('link', { name: 'Lait Candia 1 L' });
  expect(screen.getByText(/^Affiché depuis cet appareil, mis à jour le .+$/)).toBeInTheDocument();
  expect(
    screen.getByText('Hors ligne : la liste se consulte, l’activation attend le retour du réseau.'),
  ).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Sélectionner Lait Candia 1 L' }));
  expect(screen.getByRole('button', { name: 'Activer' })).toBeDisabled();
});

it('reads right to left in Arabic, with Latin digits and the amounts kept left to right', async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
  renderList([listAnswer({}, [yoghurt])]);
  await screen.findByRole('link', { name: 'Yaourt Soummam fraise' });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(screen.getByRole('heading', { name: 'المنتجات' })).toBeInTheDocument();
  const cells = within(row('Yaourt')).getAllByRole('cell').map(text);
  expect(cells.slice(1, 6)).toEqual(['32', '—', 'Soummam', 'منتج غير مفعّل', '\u206645,00 DA\u2069']);
});
