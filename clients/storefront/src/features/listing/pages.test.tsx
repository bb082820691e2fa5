import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { routePatterns } from '../../app/paths';
import type { StorefrontDb } from '../../app/data';
import { GraphqlTestRefusal, freshDb, newPageLoad, renderWithApp } from '../../test/render-with-app';
import type { GraphqlCall, GraphqlHandlers } from '../../test/render-with-app';
import { categoryAnswer, filtersAnswer, productsAnswer } from './listing.mocks';
import { CategoryPage, FeaturedPage, PromotionPage, SearchPage } from './pages';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderListing(route: string, graphql: GraphqlHandlers = {}, db?: StorefrontDb) {
  return renderWithApp(
    <>
      <Routes>
        <Route path={routePatterns.category} element={<CategoryPage />} />
        <Route path={routePatterns.promotion} element={<PromotionPage />} />
        <Route path={routePatterns.featured} element={<FeaturedPage />} />
        <Route path={routePatterns.search} element={<SearchPage />} />
      </Routes>
      <Location />
    </>,
    {
      route,
      db,
      graphql: {
        CatalogPage: () => categoryAnswer,
        Products: (variables) => productsAnswer(variables, 30),
        ProductFilters: () => filtersAnswer,
        ...graphql,
      },
    },
  );
}

const location = () => screen.getByTestId('location').textContent;
const lastCall = (calls: GraphqlCall[], name: string) =>
  calls.filter((call) => call.operationName === name).at(-1);

it('shows the category with its heading, count, cards and pager, in a titled page', async () => {
  renderListing('/catalog/category/chaussures');
  expect(await screen.findByRole('heading', { level: 1, name: 'Chaussures' })).toBeInTheDocument();
  expect(await screen.findByText('30 produits trouvés')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(12);
  expect(screen.getByText('Pour toute la famille.')).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Vous êtes ici' });
  expect(within(crumbs).getByRole('link', { name: 'Mode' })).toHaveAttribute(
    'href',
    '/catalog/category/mode',
  );
  const pager = screen.getByRole('navigation', { name: 'Pages de résultats' });
  expect(within(pager).getByText('1', { selector: '[aria-hidden]' }).parentElement).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
    'href',
    '/catalog/category/chaussures?page=3',
  );
  await waitFor(() => expect(document.title).toBe('Chaussures · Boutique Test'));
});

it('asks the server with the filters of the address, malformed values dropped', async () => {
  const { calls } = renderListing(
    '/catalog/category/chaussures?brand=2&brand=abc&min=900&max=100&sort=price_desc&size=24&size=7&page=2&f.color=Rouge&page=x',
  );
  await screen.findByText('30 produits trouvés');
  const filter = {
    categorySlug: 'chaussures',
    brandIds: [2],
    features: [{ type: 'color', values: ['Rouge'] }],
  };
  expect(lastCall(calls, 'Products')?.variables).toEqual({
    filter,
    sort: 'PRICE_DESC',
    page: 2,
    pageSize: 24,
  });
  expect(lastCall(calls, 'ProductFilters')?.variables).toEqual({ filter });
  expect(lastCall(calls, 'CatalogPage')?.variables).toEqual({ kind: 'CATEGORY', slug: 'chaussures' });
});

it('ticks a brand: the address changes, the listing goes back to page 1', async () => {
  const user = userEvent.setup();
  const { calls } = renderListing('/catalog/category/chaussures?page=2&sort=price_asc');
  await screen.findByText('30 produits trouvés');
  const brands = screen
    .getByText('Marques', { selector: 'summary > span' })
    .closest('details') as HTMLElement;
  expect(brands).not.toHaveAttribute('open');
  await user.click(within(brands).getByText('Marques', { selector: 'summary > span' }));
  await user.click(within(brands).getByRole('checkbox', { name: /Djurdjura/ }));
  expect(location()).toBe('/catalog/category/chaussures?sort=price_asc&brand=2');
  await waitFor(() =>
    expect(lastCall(calls, 'Products')?.variables).toMatchObject({
      filter: { categorySlug: 'chaussures', brandIds: [2] },
      page: 1,
    }),
  );
  expect(within(brands).getByRole('checkbox', { name: /Djurdjura/ })).toBeChecked();
});

it('shows an option without matches disabled, and it cannot be ticked', async () => {
  const user = userEvent.setup();
  renderListing('/catalog/category/chaussures');
  await screen.findByText('30 produits trouvés');
  await user.click(screen.getByText('Marques', { selector: 'summary > span' }));
  const hoggar = screen.getByRole('checkbox', { name: /Hoggar/ });
  expect(hoggar).toBeDisabled();
  await user.click(hoggar);
  expect(hoggar).not.toBeChecked();
  expect(location()).toBe('/catalog/category/chaussures');
});

it('removes one active filter at a time, or all of them', async () => {
  const user = userEvent.setup();
  renderListing('/catalog/category/chaussures?brand=1&brand=2&f.color=Rouge&max=2000&sort=price_asc');
  await screen.findByText('30 produits trouvés');
  const bar = screen.getByRole('region', { name: 'Filtres actifs' });
  await user.click(within(bar).getByRole('button', { name: 'Retirer Atlas' }));
  expect(location()).toBe('/catalog/category/chaussures?brand=2&f.color=Rouge&max=2000&sort=price_asc');
  await user.click(within(bar).getByRole('button', { name: 'Retirer Couleur : Rouge' }));
  expect(location()).toBe('/catalog/category/chaussures?brand=2&max=2000&sort=price_asc');
  await user.click(within(bar).getByRole('button', { name: 'Tout effacer' }));
  expect(location()).toBe('/catalog/category/chaussures?sort=price_asc');
});

it('changes the sort and the page size, each back to page 1', async () => {
  const user = userEvent.setup();
  renderListing('/catalog/category/chaussures?page=2');
  await screen.findByText('30 produits trouvés');
  await user.selectOptions(screen.getByLabelText('Trier par'), 'price_asc');
  expect(location()).toBe('/catalog/category/chaussures?sort=price_asc');
  await user.selectOptions(screen.getByLabelText('Produits par page'), '50');
  expect(location()).toBe('/catalog/category/chaussures?sort=price_asc&size=50');
  expect(screen.getByLabelText('Produits par page')).toHaveAttribute('name', 'size');
  expect(screen.getByLabelText('Trier par')).toHaveAttribute('name', 'sort');
});

it('applies a price range in dinars, never with the minimum above the maximum', async () => {
  const user = userEvent.setup();
  const { calls } = renderListing('/catalog/category/chaussures');
  await screen.findByText('30 produits trouvés');
  await user.click(screen.getByText('Prix', { selector: 'summary > span' }));
  const min = screen.getByLabelText('Minimum (DA)');
  const max = screen.getByLabelText('Maximum (DA)');
  expect(min).toHaveAttribute('placeholder', '1000');
  expect(max).toHaveAttribute('placeholder', '2500');
  await user.type(max, '1500');
  await user.type(min, '1800');
  await user.tab();
  expect(min).toHaveValue('1500');
  await user.click(screen.getByRole('button', { name: 'Appliquer le prix' }));
  expect(location()).toBe('/catalog/category/chaussures?min=1500&max=1500');
  await waitFor(() =>
    expect(lastCall(calls, 'Products')?.variables).toMatchObject({
      filter: { priceMin: 150_000, priceMax: 150_000 },
    }),
  );
});

it('says a page past the end is past the end, with the way back to page 1', async () => {
  renderListing('/catalog/category/chaussures?brand=1&page=9');
  expect(await screen.findByText('Cette page est au-delà de la fin de la liste.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Revenir à la page 1' })).toHaveAttribute(
    'href',
    '/catalog/category/chaussures?brand=1',
  );
});

it('shows the not-found page for an unknown category', async () => {
  renderListing('/catalog/category/inconnue', { CatalogPage: () => ({ catalogPage: null }) });
  expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
});

it('shows the not-found page for a promotion that cannot be one, without asking', async () => {
  const { calls } = renderListing('/promotions/abc');
  expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
  await waitFor(() => expect(calls.map((call) => call.operationName)).toEqual(['StorefrontShop']));
});

it("says the server's error as 'Error: ' and its message, with a retry", async () => {
  const user = userEvent.setup();
  let fail = true;
  renderListing('/catalog/category/chaussures', {
    Products: (variables) => {
      if (fail) throw new GraphqlTestRefusal('INTERNAL_SERVER_ERROR', 'boom', {}, 500);
      return productsAnswer(variables, 3);
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Erreur : Une erreur est survenue sur le serveur. Réessayez plus tard.',
  );
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('3 produits trouvés')).toBeInTheDocument();
});

it('says when a listing has no products, and when the filters match none', async () => {
  const empty = { Products: (variables: Record<string, unknown>) => productsAnswer(variables, 0) };
  const { unmount } = renderListing('/catalog/featured', empty);
  expect(await screen.findByText('Aucun produit à afficher ici pour le moment.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Produits vedettes' })).toBeInTheDocument();
  expect(screen.queryByRole('article')).toBeNull();
  unmount();
  renderListing('/catalog/featured?brand=1', empty);
  expect(await screen.findByText('Aucun produit ne correspond à ces filtres.')).toBeInTheDocument();
});

it('keeps the shown products, dimmed and busy, while the next page loads', async () => {
  const user = userEvent.setup();
  let release: () => void = () => undefined;
  renderListing('/catalog/category/chaussures', {
    Products: async (variables) => {
      if (variables.page !== 1) await new Promise<void>((resolve) => (release = resolve));
      return productsAnswer(variables, 30);
    },
  });
  await screen.findByText('30 produits trouvés');
  await user.click(screen.getByRole('link', { name: 'Page 2' }));
  const grid = document.querySelector('.listing-grid') as HTMLElement;
  expect(grid).toHaveAttribute('aria-busy', 'true');
  expect(within(grid).getAllByRole('article')).toHaveLength(12);
  expect(screen.getByRole('link', { name: 'Produit 1' })).toBeInTheDocument();
  await act(async () => release());
  expect(await screen.findByRole('link', { name: 'Produit 13' })).toBeInTheDocument();
  expect(document.querySelector('.listing-grid')).toHaveAttribute('aria-busy', 'false');
});

it('opens the filters as a dialog on a phone, keeps focus inside and closes with Escape', async () => {
  const user = userEvent.setup();
  renderListing('/catalog/category/chaussures');
  await screen.findByText('30 produits trouvés');
  const open = screen.getByRole('button', { name: 'Filtrer' });
  await user.click(open);
  const dialog = screen.getByRole('dialog', { name: 'Filtres' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByRole('button', { name: 'Fermer les filtres' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(within(dialog).getByRole('button', { name: 'Voir les produits' })).toHaveFocus();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Fermer les filtres' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(open).toHaveFocus();
});

it('searches only once the text is long enough', async () => {
  const user = userEvent.setup();
  const { calls } = renderListing('/search?q=ab');
  expect(screen.getByText('Saisissez au moins 3 caractères du nom d’un produit.')).toBeInTheDocument();
  const box = screen.getByRole('searchbox', { name: 'Rechercher un produit' });
  expect(box).toHaveAttribute('name', 'q');
  await user.clear(box);
  await user.type(box, 'sandale{Enter}');
  expect(location()).toBe('/search?q=sandale');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Résultats pour « sandale »' }),
  ).toBeInTheDocument();
  await screen.findByText('30 produits trouvés');
  expect(lastCall(calls, 'Products')?.variables).toMatchObject({ filter: { search: 'sandale' } });
  expect(calls.filter((call) => call.operationName === 'Products')).toHaveLength(1);
});

it('opens a listing seen before from the device when the network fails, with a note saying so', async () => {
  const db = freshDb();
  const first = renderListing('/catalog/category/chaussures?brand=1', {}, db);
  await screen.findByText('30 produits trouvés');
  // The shop, the subject, the products and the filters are on the device.
  await waitFor(async () => expect(await db.catalogQueries.count()).toBe(4));
  first.unmount();
  newPageLoad();
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };
  renderListing(
    '/catalog/category/chaussures?brand=1',
    { CatalogPage: offline, Products: offline, ProductFilters: offline },
    db,
  );
  expect(
    await screen.findByText(/^Hors ligne : vous voyez ce que vous aviez consulté le/),
  ).toBeInTheDocument();
  // The three reads land on their own: the heading may come a draw after the note.
  expect(await screen.findByRole('heading', { level: 1, name: 'Chaussures' })).toBeInTheDocument();
  expect(await screen.findByText('30 produits trouvés')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(12);
});
