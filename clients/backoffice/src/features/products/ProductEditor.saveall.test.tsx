import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@tijara/schema';
import { ProductSetPricesDocument, ProductUpdateDocument } from '../../__generated__/products/graphql';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { renderWithApp } from '../../test/render-with-app';
import { ProductEditor } from './ProductEditor';
import { detailMock, optionsMock, product } from './products.mocks';

it('saves the details and the prices at once, one after the other, each with the version before it', async () => {
  const order: string[] = [];
  const update = jest.fn((variables: Record<string, unknown>) => {
    order.push(`details@${String(variables['version'])}`);
    return { data: { updateProduct: product({ sku: 'CAN-1L-B', version: 4 }) } };
  });
  const prices = jest.fn((variables: Record<string, unknown>) => {
    order.push(`prices@${String(variables['version'])}`);
    return { data: { setProductPrices: product({ sku: 'CAN-1L-B', priceHt: 13_000, version: 5 }) } };
  });
  const user = userEvent.setup();
  renderWithApp(
    <PermissionsProvider permissions={[Permission.CATALOG_WRITE, Permission.PRICES]}>
      <FlashProvider>
        <ProductEditor productId={12} tab="details" onNavigate={jest.fn()} />
      </FlashProvider>
    </PermissionsProvider>,
    [
      optionsMock,
      detailMock(product()),
      { request: { query: ProductUpdateDocument, variables: () => true }, result: update },
      { request: { query: ProductSetPricesDocument, variables: () => true }, result: prices },
    ],
  );
  await user.type(await screen.findByRole('textbox', { name: 'Référence (SKU)' }), '-B');
  // The price form is on another tab, kept mounted: what is typed there waits for "save all".
  const price = screen.getByRole('textbox', { name: 'Prix de vente HT', hidden: true });
  await user.clear(price);
  await user.type(price, '130');
  await user.click(screen.getByRole('button', { name: 'Tout enregistrer' }));
  expect(await screen.findByText(/formulaires enregistrés/)).toBeInTheDocument();
  expect(order).toEqual(['details@3', 'prices@4']);
  expect(prices.mock.calls[0]?.[0]).toMatchObject({ input: { priceHt: 13_000 } });
});
