import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { Permission } from '@tijara/schema';
import { ProductCreateCategoryDocument, ProductUpdateDocument } from '../../__generated__/products/graphql';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import type { ProductTab } from '../shell';
import { ProductEditor } from './ProductEditor';
import { detailMock, optionsMock, product } from './products.mocks';

const EVERYTHING = [Permission.CATALOG_WRITE, Permission.PRICES];

function open(mocks: MockedResponse[], { permissions = EVERYTHING, tab = 'details' as ProductTab } = {}) {
  const onNavigate = jest.fn();
  renderWithApp(
    <PermissionsProvider permissions={permissions}>
      <FlashProvider>
        <ProductEditor productId={12} tab={tab} onNavigate={onNavigate} />
      </FlashProvider>
    </PermissionsProvider>,
    [optionsMock, ...mocks],
  );
  return { user: userEvent.setup(), onNavigate };
}

function updateMock(version: number, answer: ReturnType<typeof refused> | { data: Record<string, unknown> }) {
  const result = jest.fn((variables: Record<string, unknown>) => {
    void variables;
    return answer;
  });
  const mock: MockedResponse = {
    request: { query: ProductUpdateDocument, variables: (v) => v['version'] === version },
    result,
  };
  return { mock, result };
}

const details = () => screen.getByRole('form', { name: 'Détails' });

it('shows the product’s name and status, tabs as links and the storefront page', async () => {
  open([detailMock(product())]);
  expect(await screen.findByRole('heading', { name: 'Lait Candia 1 L' })).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByText('Publié (en vente)')).toBeInTheDocument();
  const tabs = screen.getByRole('navigation', { name: 'Sections du produit' });
  expect(within(tabs).getByRole('link', { name: 'Détails' })).toHaveAttribute('aria-current', 'page');
  expect(within(tabs).getByRole('link', { name: 'Prix' })).toHaveAttribute(
    'href',
    '/dashboard/products/12/price',
  );
  expect(screen.getByRole('link', { name: /Voir sur la boutique/ })).toHaveAttribute(
    'href',
    '/catalog/product/cremerie/lait-candia-1l',
  );
});

it('sends the details with the version they were filled from, and the next version after', async () => {
  const first = updateMock(3, { data: { updateProduct: product({ sku: 'CAN-1L-B', version: 4 }) } });
  const second = updateMock(4, {
    data: { updateProduct: product({ sku: 'CAN-1L-B', weightGrams: 1000, version: 5 }) },
  });
  const { user } = open([detailMock(product()), first.mock, second.mock]);
  const sku = await screen.findByRole('textbox', { name: 'Référence (SKU)' });
  expect(sku).toHaveAttribute('name', 'sku');
  await user.clear(sku);
  await user.type(sku, 'CAN-1L-B');
  await user.click(within(details()).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Produit enregistré.')).toBeInTheDocument();
  expect(first.result.mock.calls[0]?.[0]).toMatchObject({
    id: 12,
    version: 3,
    input: {
      sku: 'CAN-1L-B',
      mainCategoryId: 3,
      brandId: 4,
      weightGrams: 1030,
      shopIds: [expect.any(String)],
    },
  });

  const weight = screen.getByRole('textbox', { name: 'Poids (g)' });
  await user.clear(weight);
  await user.type(weight, '1000');
  await user.click(within(details()).getByRole('button', { name: 'Enregistrer' }));
  await screen.findByText('Produit enregistré.');
  expect(second.result).toHaveBeenCalledTimes(1);
  expect(second.result.mock.calls[0]?.[0]).toMatchObject({ version: 4, input: { weightGrams: 1000 } });
});

it('checks the fields before sending and shows the server’s field errors under them', async () => {
  const refusal = updateMock(
    3,
    refused('BAD_USER_INPUT', 'invalid', { fieldErrors: { sku: ['is already used'] } }),
  );
  const { user } = open([detailMock(product()), refusal.mock]);
  const weight = await screen.findByRole('textbox', { name: 'Poids (g)' });
  await user.clear(weight);
  await user.type(weight, '1,5');
  await user.click(within(details()).getByRole('button', { name: 'Enregistrer' }));
  expect(weight).toHaveAttribute('aria-invalid', 'true');
  expect(weight).toHaveAccessibleDescription('Saisissez un nombre entier, sans virgule.');
  expect(refusal.result).not.toHaveBeenCalled();

  await user.clear(weight);
  await user.type(weight, '1000');
  const sku = screen.getByRole('textbox', { name: 'Référence (SKU)' });
  await user.type(sku, '-2');
  await user.click(within(details()).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('is already used')).toBeInTheDocument();
  expect(sku).toHaveAttribute('aria-invalid', 'true');
});

it('says the product changed elsewhere and reloads it instead of overwriting', async () => {
  const stale = updateMock(3, refused('CONFLICT', 'stale version'));
  const newer = product({ sku: 'CAN-1L-X', version: 6 });
  const { user } = open([detailMock(product()), stale.mock, detailMock(newer)]);
  const sku = await screen.findByRole('textbox', { name: 'Référence (SKU)' });
  await user.type(sku, '-MINE');
  await user.click(within(details()).getByRole('button', { name: 'Enregistrer' }));
  const alert = await screen.findByText(/Ce produit a été modifié par quelqu’un d’autre/);
  expect(stale.result).toHaveBeenCalledTimes(1);
  await user.click(within(alert).getByRole('button', { name: 'Recharger' }));
  expect(await screen.findByDisplayValue('CAN-1L-X')).toBeInTheDocument();
  expect(screen.queryByText(/modifié par quelqu’un d’autre/)).not.toBeInTheDocument();
});

it('creates a category in place, adds it to the select and chooses it', async () => {
  const created = jest.fn(() => ({
    data: { createCategory: { __typename: 'Category', id: 40, name: 'Laits infantiles', parent: null } },
  }));
  const { user } = open([
    detailMock(product()),
    { request: { query: ProductCreateCategoryDocument, variables: () => true }, result: created },
  ]);
  const main = await screen.findByRole('combobox', { name: 'Catégorie principale' });
  await screen.findByRole('option', { name: 'Crèmerie' });
  await user.click(screen.getByRole('button', { name: 'Créer une catégorie' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle catégorie pour ce produit' });
  await user.click(within(dialog).getByRole('button', { name: 'Créer une catégorie' }));
  expect(within(dialog).getByText('Ce champ est obligatoire.')).toBeInTheDocument();
  expect(created).not.toHaveBeenCalled();

  await user.type(within(dialog).getByRole('textbox', { name: 'Nom en français' }), 'Laits infantiles');
  await user.type(within(dialog).getByRole('textbox', { name: 'Nom en arabe (facultatif)' }), 'حليب الأطفال');
  await user.click(within(dialog).getByRole('button', { name: 'Créer une catégorie' }));
  expect(await within(main).findByRole('option', { name: 'Laits infantiles' })).toBeInTheDocument();
  await waitFor(() => expect(main).toHaveValue('40'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(created).toHaveBeenCalledWith({
    input: { names: { fr: 'Laits infantiles', en: null, ar: 'حليب الأطفال' }, parentId: null },
  });
});

it('lists only the chosen brand’s lines', async () => {
  const { user } = open([detailMock(product())]);
  const line = await screen.findByRole('combobox', { name: 'Gamme de la marque' });
  await screen.findByRole('option', { name: 'Candia Baby' });
  expect(within(line).queryByRole('option', { name: 'Soummam Bio' })).not.toBeInTheDocument();
  await user.selectOptions(line, '8');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Marque du produit' }), '6');
  expect(line).toHaveValue('');
  expect(within(line).getByRole('option', { name: 'Soummam Bio' })).toBeInTheDocument();
});

it('draws a read-only form without buttons for a role without CATALOG_WRITE', async () => {
  open([detailMock(product())], { permissions: [] });
  const sku = await screen.findByRole('textbox', { name: 'Référence (SKU)' });
  expect(sku).toHaveAttribute('readonly');
  // The classification fields draw once the product options (categories, brands) have come.
  expect(await screen.findByRole('combobox', { name: 'Catégorie principale' })).toBeDisabled();
  expect(
    screen.getByText('Lecture seule : votre rôle ne permet pas de modifier les produits.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Créer une catégorie' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tout enregistrer' })).not.toBeInTheDocument();
});
