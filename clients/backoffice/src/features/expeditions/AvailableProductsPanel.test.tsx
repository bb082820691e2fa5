import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageNetworkStatus } from '@tijara/shared';
import { ExpeditionAvailableProductsDocument } from '../../__generated__/expeditions/graphql';
import { ExpeditionEditor } from './ExpeditionEditor';
import {
  SOURCE_ID,
  detailMock,
  expedition,
  item,
  product,
  productsMock,
  renderExpeditionScreen,
} from './expedition-test-kit';

const soap = product({ productId: 3, productName: 'Savon d’Alep' });
const oil = product({
  productId: 4,
  combinationId: 41,
  type: 'COMBINATION',
  productName: 'Huile d’olive',
  combinationName: '1 L',
  availableStock: 12,
});

afterEach(() => pageNetworkStatus().reportSuccess());

it('asks for the products of the source warehouse once typing pauses, not at every key', async () => {
  // The request of any search other than "" and "huile" lands in strays (mocks match in order).
  const strays: string[] = [];
  renderExpeditionScreen(<ExpeditionEditor expeditionId={7} onNavigate={jest.fn()} />, [
    detailMock(expedition()),
    productsMock([soap, oil]),
    productsMock([oil], 'huile'),
    {
      request: {
        query: ExpeditionAvailableProductsDocument,
        variables: (variables: { search: string }) => strays.push(variables.search) > 0,
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { availableProducts: [] } },
    },
  ]);
  expect(
    await screen.findByRole('heading', { name: 'Produits disponibles à Entrepôt central' }),
  ).toBeVisible();
  expect(await screen.findByText('Savon d’Alep')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'huile');
  await waitForElementToBeRemoved(() => screen.queryByText('Savon d’Alep'));
  expect(screen.getByText('Huile d’olive · 1 L')).toBeInTheDocument();
  expect(strays).toEqual([]);
});

it('says error_loading_products when the list cannot be loaded, and tries again on demand', async () => {
  renderExpeditionScreen(<ExpeditionEditor expeditionId={7} onNavigate={jest.fn()} />, [
    detailMock(expedition()),
    {
      request: {
        query: ExpeditionAvailableProductsDocument,
        variables: { warehouseId: SOURCE_ID, search: '', expeditionId: 7 },
      },
      error: new Error('Failed to fetch'),
    },
    productsMock([soap]),
  ]);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Erreur lors du chargement des produits.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Savon d’Alep')).toBeInTheDocument();
});

it('keeps every write disabled offline and says why', async () => {
  pageNetworkStatus().configureProbe(false);
  pageNetworkStatus().reportFailure();
  renderExpeditionScreen(<ExpeditionEditor expeditionId={7} onNavigate={jest.fn()} />, [
    detailMock(
      expedition({ items: [item({ id: 31, productId: 3, productName: 'Savon d’Alep', quantity: 2 })] }),
    ),
    productsMock([soap]),
  ]);
  expect(await screen.findByRole('button', { name: 'Ajouter Savon d’Alep' })).toBeDisabled();
  expect(
    screen.getByText(/Hors ligne : les expéditions se modifient uniquement en ligne/),
  ).toBeInTheDocument();
  for (const name of [/Augmenter/, /Diminuer/, 'Retirer Savon d’Alep', 'Envoyer', 'Annuler l’expédition']) {
    expect(screen.getByRole('button', { name })).toBeDisabled();
  }
});
