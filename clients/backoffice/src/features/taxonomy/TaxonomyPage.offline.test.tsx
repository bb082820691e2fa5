import { act, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { pageNetworkStatus } from '@tijara/shared';
import { TaxonomyCategoriesDocument } from '../../__generated__/taxonomy/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { TaxonomyPage } from './TaxonomyPage';
import { CATEGORIES } from './taxonomy.mocks';
import { offlineKeyOf } from './use-taxonomy-list';

it('shows the categories kept on the device while offline, every write disabled', async () => {
  pageNetworkStatus().configureProbe(false);
  pageNetworkStatus().reportFailure();
  const unanswered: MockedResponse = {
    request: { query: TaxonomyCategoriesDocument },
    error: new TypeError('Failed to fetch'),
  };
  const { db } = renderWithApp(
    <TaxonomyPage kind="categories" onNavigate={jest.fn()} />,
    [unanswered],
    '/dashboard/catalog/categories',
  );
  await act(() =>
    db.offlineCopies.put({
      key: offlineKeyOf('categories'),
      value: { categories: CATEGORIES },
      savedAt: Date.UTC(2026, 10, 20, 9, 30),
    }),
  );

  const tree = await screen.findByRole('list', { name: 'Arbre des catégories' });
  expect(within(tree).getByRole('button', { name: 'Modifier Alimentation' })).toBeInTheDocument();
  expect(screen.getByText(/^Affiché depuis cet appareil, mis à jour le .+$/)).toBeInTheDocument();
  expect(screen.getByText(/^Hors ligne : les listes restent consultables/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Nouvelle catégorie' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Ajouter une sous-catégorie à Alimentation' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Supprimer Alimentation' })).toBeDisabled();
});
