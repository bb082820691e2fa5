import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { LOCALE_STORAGE_KEY } from '@tijara/shared';
import type { TaxonomyKind } from '../shell';
import {
  TaxonomyBrandLinesDocument,
  TaxonomyCreateFeatureValueDocument,
  TaxonomyCreateSupplierDocument,
  TaxonomyFeatureTypesDocument,
  TaxonomySuppliersDocument,
} from '../../__generated__/taxonomy/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { TaxonomyPage } from './TaxonomyPage';
import { brand, categoriesMock, labels } from './taxonomy.mocks';

function renderTab(kind: TaxonomyKind, mocks: MockedResponse[]) {
  return renderWithApp(
    <TaxonomyPage kind={kind} onNavigate={jest.fn()} />,
    mocks,
    `/dashboard/catalog/${kind}`,
  );
}

const line = (id: number, brandId: number, fr: string, position = 0) => ({
  __typename: 'BrandLine' as const,
  id,
  slug: fr.toLowerCase(),
  names: labels(fr),
  brand: { __typename: 'Brand' as const, id: brandId },
  position,
  active: true,
});

afterEach(() => localStorage.clear());

it('groups every brand line under its brand', async () => {
  const lines: MockedResponse = {
    request: { query: TaxonomyBrandLinesDocument },
    result: {
      data: {
        brands: [brand(3, 'Candia'), brand(4, 'Soummam', { position: 1 })],
        brandLines: [line(21, 3, 'Viva', 1), line(22, 4, 'Délice'), line(23, 3, 'Baby')],
      },
    },
  };
  renderTab('brand-lines', [lines]);
  const candia = await screen.findByRole('region', { name: 'Candia' });
  expect(within(candia).getByText('2 gammes')).toBeInTheDocument();
  const names = (region: HTMLElement) =>
    within(region)
      .getAllByRole('rowheader')
      .map((cell) => within(cell).getByRole('button').textContent);
  expect(names(candia)).toEqual(['Baby', 'Viva']);
  expect(names(screen.getByRole('region', { name: 'Soummam' }))).toEqual(['Délice']);
  expect(within(candia).getByRole('button', { name: 'Ajouter une gamme à Candia' })).toBeEnabled();
});

it('creates a supplier with its contact details', async () => {
  const user = userEvent.setup();
  const supplier = {
    __typename: 'Supplier' as const,
    id: 5,
    name: 'Laiterie du Djurdjura',
    phone: '0550 12 34 56',
    email: null,
    active: true,
  };
  const list: MockedResponse = {
    request: { query: TaxonomySuppliersDocument },
    result: { data: { suppliers: [] } },
  };
  const create: MockedResponse = {
    request: {
      query: TaxonomyCreateSupplierDocument,
      variables: {
        input: { name: 'Laiterie du Djurdjura', phone: '0550 12 34 56', email: null, active: true },
      },
    },
    result: { data: { createSupplier: supplier } },
  };
  renderTab('suppliers', [list, create]);
  expect(await screen.findByText('Aucun fournisseur pour l’instant.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Nouveau fournisseur' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouveau fournisseur' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Laiterie du Djurdjura');
  await user.type(within(dialog).getByRole('textbox', { name: 'Numéro de téléphone' }), '0550 12 34 56');
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
  expect(await screen.findByRole('link', { name: '0550 12 34 56' })).toHaveAttribute(
    'href',
    'tel:0550 12 34 56',
  );
  expect(screen.getByText('Non renseigné')).toBeInTheDocument();
});

it('adds a feature value without a colour, features having none', async () => {
  const user = userEvent.setup();
  const material = {
    __typename: 'FeatureType' as const,
    id: 2,
    code: 'matiere',
    labels: labels('Matière', 'Material', 'المادة'),
    position: 0,
    values: [],
  };
  const list: MockedResponse = {
    request: { query: TaxonomyFeatureTypesDocument },
    result: { data: { featureTypes: [material] } },
  };
  const create: MockedResponse = {
    request: {
      query: TaxonomyCreateFeatureValueDocument,
      variables: { typeId: 2, input: { labels: { fr: 'Coton', en: 'Cotton', ar: null }, position: null } },
    },
    result: {
      data: {
        createFeatureValue: {
          __typename: 'FeatureValue',
          id: 7,
          labels: labels('Coton', 'Cotton'),
          position: 0,
        },
      },
    },
  };
  renderTab('features', [list, create]);
  const card = await screen.findByRole('region', { name: 'Matière' });
  expect(within(card).getByText('Aucune valeur pour l’instant.')).toBeInTheDocument();
  expect(within(card).queryByLabelText('Couleur')).not.toBeInTheDocument();
  await user.type(within(card).getByRole('textbox', { name: 'Nouvelle valeur (français)' }), 'Coton');
  await user.type(within(card).getByRole('textbox', { name: 'Nouvelle valeur (anglais)' }), 'Cotton');
  await user.click(within(card).getByRole('button', { name: 'Ajouter la valeur' }));
  expect(await within(card).findByRole('button', { name: 'Modifier Coton' })).toBeInTheDocument();
  expect(within(card).getByText('À traduire : arabe')).toBeInTheDocument();
});

it('reads right to left in Arabic, each name in Arabic when it has one', async () => {
  localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
  renderTab('categories', [categoriesMock()]);
  const tree = await screen.findByRole('list', { name: 'شجرة الفئات' });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(within(tree).getByText('مواد غذائية')).toBeInTheDocument();
  // No Arabic name yet: the French one is shown, and the missing language said.
  expect(within(tree).getByText('Électroménager')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'الفئات' })).toHaveAttribute('aria-current', 'page');
});
