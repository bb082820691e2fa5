import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { Permission } from '@tijara/schema';
import {
  ProductSetPricesDocument,
  ProductSetTranslationDocument,
  ProductStockDocument,
} from '../../__generated__/products/graphql';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import type { ProductTab } from '../shell';
import { ProductEditor } from './ProductEditor';
import { detailMock, optionsMock, product } from './products.mocks';

const EVERYTHING = [Permission.CATALOG_WRITE, Permission.PRICES];

function open(tab: ProductTab, mocks: MockedResponse[] = [], permissions: string[] = EVERYTHING) {
  renderWithApp(
    <PermissionsProvider permissions={permissions}>
      <FlashProvider>
        <ProductEditor productId={12} tab={tab} onNavigate={jest.fn()} />
      </FlashProvider>
    </PermissionsProvider>,
    [optionsMock, detailMock(product()), ...mocks],
  );
  return userEvent.setup();
}

function translationMock(answer: ReturnType<typeof refused> | { data: Record<string, unknown> }) {
  const result = jest.fn((variables: Record<string, unknown>) => {
    void variables;
    return answer;
  });
  const mock: MockedResponse = {
    request: { query: ProductSetTranslationDocument, variables: () => true },
    result,
  };
  return { mock, result };
}

describe('languages tab', () => {
  it('marks every empty required field, alerts and sends nothing', async () => {
    const sent = translationMock({ data: {} });
    const user = open('languages', [sent.mock]);
    await user.click(await screen.findByRole('tab', { name: /العربية/ }));
    const arabic = screen.getByRole('tabpanel', { name: /العربية/ });
    const name = within(arabic).getByRole('textbox', { name: 'Nom' });
    expect(name).toHaveAttribute('dir', 'rtl');
    await user.type(name, '   ');
    await user.type(within(arabic).getByRole('textbox', { name: 'Titre SEO' }), 'حليب كانديا');
    await user.click(within(arabic).getByRole('button', { name: 'Enregistrer les textes' }));
    expect(within(arabic).getByText('Veuillez remplir tous les champs obligatoires.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(arabic).getByRole('textbox', { name: 'Description courte' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(arabic).getByRole('textbox', { name: 'Description SEO' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(arabic).getByRole('textbox', { name: 'Titre SEO' })).not.toHaveAttribute('aria-invalid');
    expect(sent.result).not.toHaveBeenCalled();
  });

  it('sends a complete language and says it was updated', async () => {
    const saved = {
      __typename: 'ProductTranslation',
      locale: 'en',
      name: 'Candia whole milk 1 L',
      shortDescription: '<p>Candia milk 1 L</p>',
      longDescription: '',
      seoTitle: 'Candia milk 1 L',
      seoDescription: 'Candia milk 1 L en ligne',
    };
    const sent = translationMock({ data: { setProductTranslation: saved } });
    const user = open('languages', [sent.mock]);
    await user.click(await screen.findByRole('tab', { name: 'English' }));
    const english = screen.getByRole('tabpanel', { name: 'English' });
    const name = within(english).getByRole('textbox', { name: 'Nom' });
    await user.clear(name);
    await user.type(name, 'Candia whole milk 1 L');
    await user.click(within(english).getByRole('button', { name: 'Enregistrer les textes' }));
    expect(await screen.findAllByText('Langue mise à jour avec succès')).not.toHaveLength(0);
    expect(sent.result.mock.calls[0]?.[0]).toMatchObject({
      productId: 12,
      locale: 'en',
      input: { name: 'Candia whole milk 1 L', seoTitle: 'Candia milk 1 L' },
    });
  });

  it('tells a refused language with the spec’s message', async () => {
    const sent = translationMock(refused('INTERNAL_SERVER_ERROR'));
    const user = open('languages', [sent.mock]);
    const french = await screen.findByRole('tabpanel', { name: 'Français' });
    await user.type(within(french).getByRole('textbox', { name: 'Titre SEO' }), ' frais');
    await user.click(within(french).getByRole('button', { name: 'Enregistrer les textes' }));
    expect(
      await within(french).findByText('Une erreur est survenue lors de la mise à jour de la langue.'),
    ).toBeInTheDocument();
  });
});

describe('price tab', () => {
  it('sends the prices in centimes with the version, and shows the TTC figures', async () => {
    const result = jest.fn((variables: Record<string, unknown>) => {
      void variables;
      return { data: { setProductPrices: product({ priceHt: 12_500, priceTtc: 14_875, version: 4 }) } };
    });
    const user = open('price', [
      { request: { query: ProductSetPricesDocument, variables: () => true }, result },
    ]);
    const price = await screen.findByRole('textbox', { name: 'Prix de vente HT' });
    expect(price).toHaveValue('120,00');
    expect(screen.getByRole('status', { name: 'Prix de vente TTC' })).toHaveTextContent('142,80 DA');
    await user.clear(price);
    await user.type(price, '125');
    const form = screen.getByRole('form', { name: 'Prix' });
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Prix enregistrés.')).toBeInTheDocument();
    expect(result.mock.calls[0]?.[0]).toMatchObject({
      productId: 12,
      version: 3,
      input: {
        priceHt: 12_500,
        taxPercent: 19,
        supplyPriceHt: 9_000,
        wholesalePriceHt: null,
        wholesaleMoq: null,
      },
    });
  });

  it('is read only without PRICES, with no button', async () => {
    open('price', [], [Permission.CATALOG_WRITE]);
    const price = await screen.findByRole('textbox', { name: 'Prix de vente HT' });
    expect(price).toHaveAttribute('readonly');
    expect(
      screen.getByText('Lecture seule : votre rôle ne permet pas de modifier les prix.'),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Prix' });
    expect(within(form).queryByRole('button')).not.toBeInTheDocument();
  });
});

it('lists the stock per warehouse, read only, with the way to the stock screen', async () => {
  open('stock', [
    {
      request: { query: ProductStockDocument, variables: { id: 12 } },
      result: {
        data: {
          product: {
            __typename: 'Product',
            id: 12,
            stock: [
              {
                __typename: 'ProductStockLine',
                warehouseId: 'w-1',
                warehouseName: 'Alger centre',
                combinationId: null,
                combinationLabel: null,
                onHand: 40,
                reserved: 5,
                available: 35,
              },
            ],
          },
        },
      },
    },
  ]);
  const row = await screen.findByRole('row', { name: /Alger centre/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Alger centre', 'Produit simple', '40', '5', '35']);
  expect(screen.getByRole('link', { name: 'Gérer le stock' })).toHaveAttribute('href', '/dashboard/stock');
});
