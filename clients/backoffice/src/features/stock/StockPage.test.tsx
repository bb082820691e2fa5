import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { StockLevelsDocument, StockWarehousesDocument } from '../../__generated__/stock/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { StockPage } from './StockPage';
import { ALGER, CENTRAL, level, levelsMock, movementsMock, robeRouge, warehousesMock } from './stock.mocks';

const firstPage = { warehouseId: CENTRAL, page: 1, pageSize: 24 };

it('shows the default warehouse’s stock lines after a loading state', async () => {
  renderWithApp(<StockPage />, [warehousesMock, levelsMock(firstPage, [level(), robeRouge])]);
  expect(screen.getByRole('status')).toHaveTextContent('Chargement du stock…');

  const table = await screen.findByRole('table');
  expect(screen.getByLabelText('Entrepôt')).toHaveDisplayValue('Entrepôt central (par défaut)');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  expect(headers).toEqual(['Produit', 'Déclinaison', 'SKU', 'En main', 'Réservé', 'Disponible', 'Actions']);
  const robe = within(table).getByRole('row', { name: /Robe/ });
  expect(
    within(robe)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(expect.arrayContaining(['Rouge, M', 'ROBE-9-R-M', '4', '0']));
  expect(screen.getByText('2 lignes')).toBeInTheDocument();
});

it('sends the settled search from page 1, then the pages and page sizes asked for', async () => {
  const user = userEvent.setup();
  const searched = levelsMock({ ...firstPage, search: 'sac' }, [level()], 60);
  const second = levelsMock(
    { ...firstPage, search: 'sac', page: 2 },
    [level({ productId: 8, productName: 'Sac de voyage' })],
    60,
  );
  const bigger = levelsMock(
    { ...firstPage, search: 'sac', pageSize: 50 },
    [level({ productId: 6, productName: 'Sac à dos' })],
    60,
  );
  renderWithApp(<StockPage />, [
    warehousesMock,
    levelsMock(firstPage, [level(), robeRouge]),
    searched,
    second,
    bigger,
  ]);
  await screen.findByRole('table');

  await user.type(screen.getByLabelText('Rechercher (nom, SKU ou code-barres)'), 'sac');
  expect(await screen.findByText('60 lignes')).toBeInTheDocument();
  // One request for the whole word: "s" and "sa" were never sent.
  expect(searched.result).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Page suivante' }));
  expect(await screen.findByRole('rowheader', { name: 'Sac de voyage' })).toBeInTheDocument();
  expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
  expect(second.result).toHaveBeenCalledTimes(1);

  await user.selectOptions(screen.getByLabelText('Lignes par page'), '50');
  expect(await screen.findByRole('rowheader', { name: 'Sac à dos' })).toBeInTheDocument();
  expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
  expect(bigger.result).toHaveBeenCalledTimes(1);
});

it('switches warehouse and says when nothing is in stock or nothing matches', async () => {
  const user = userEvent.setup();
  renderWithApp(<StockPage />, [
    warehousesMock,
    levelsMock(firstPage, [level()]),
    levelsMock({ ...firstPage, warehouseId: ALGER }, []),
    levelsMock({ ...firstPage, warehouseId: ALGER, search: 'zz' }, []),
  ]);
  await screen.findByRole('table');
  await user.selectOptions(screen.getByLabelText('Entrepôt'), ALGER);
  expect(await screen.findByText('Aucun produit en stock dans cet entrepôt.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Rechercher (nom, SKU ou code-barres)'), 'zz');
  expect(await screen.findByText('Aucun produit ne correspond à « zz ».')).toBeInTheDocument();
});

it('says so when the stock cannot be loaded, and when no warehouse is assigned', async () => {
  const failing = {
    request: { query: StockLevelsDocument, variables: firstPage },
    result: { errors: [new GraphQLError('no', { extensions: { code: 'FORBIDDEN' } })] },
  };
  const { unmount } = renderWithApp(<StockPage />, [warehousesMock, failing]);
  expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger le stock.');
  unmount();

  renderWithApp(<StockPage />, [
    { request: { query: StockWarehousesDocument }, result: { data: { warehouses: [] } } },
  ]);
  expect(await screen.findByText('Aucun entrepôt ne vous est affecté.')).toBeInTheDocument();
});

it('pages through the movements of the chosen line', async () => {
  const user = userEvent.setup();
  renderWithApp(<StockPage />, [
    warehousesMock,
    levelsMock(firstPage, [level(), robeRouge]),
    movementsMock(1, ['m2', 'm1'], 14),
    movementsMock(2, ['m0'], 14),
  ]);
  await user.click(await screen.findByRole('button', { name: 'Mouvements : Sac en cuir' }));
  const panel = await screen.findByRole('region', { name: 'Mouvements : Sac en cuir' });
  const rows = await within(panel).findAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(rows[1]).toHaveTextContent('Vente');
  expect(rows[1]).toHaveTextContent('-2');
  expect(rows[1]).toHaveTextContent('order:42');
  expect(within(panel).getByText('Page 1 sur 2')).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Page suivante' }));
  expect(await within(panel).findByText('Page 2 sur 2')).toBeInTheDocument();
  // The pager moves with the request; the rows come with its answer: page 2 holds one movement
  // (page 1's two stay shown until then, so a row of page 1 would prove nothing).
  await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(2));
});

it('opens on the warehouse the address names (the dashboard’s low-stock figures link here)', async () => {
  const alger = levelsMock({ ...firstPage, warehouseId: ALGER }, []);
  renderWithApp(<StockPage />, [warehousesMock, alger], `/dashboard/stock?warehouse=${ALGER}`);
  expect(await screen.findByText('Aucun produit en stock dans cet entrepôt.')).toBeInTheDocument();
  expect(screen.getByLabelText('Entrepôt')).toHaveValue(ALGER);
  expect(alger.result).toHaveBeenCalledTimes(1);
});
