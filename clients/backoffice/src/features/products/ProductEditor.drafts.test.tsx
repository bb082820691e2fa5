import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Permission } from '@tijara/schema';
import { ProductUpdateDocument } from '../../__generated__/products/graphql';
import { FlashProvider } from '../../components/Flash';
import { PermissionsProvider } from '../../components/permissions';
import { renderWithApp } from '../../test/render-with-app';
import { ProductEditor } from './ProductEditor';
import { always, detailMock, optionsMock, product } from './products.mocks';

/** The editor, closed and opened again on the same device (the drafts live in its database). */
function Reopenable() {
  const [shown, setShown] = useState(true);
  return (
    <PermissionsProvider permissions={[Permission.CATALOG_WRITE, Permission.PRICES]}>
      <FlashProvider>
        <button type="button" onClick={() => setShown((now) => !now)}>
          toggle
        </button>
        {shown ? <ProductEditor productId={12} tab="details" onNavigate={jest.fn()} /> : null}
      </FlashProvider>
    </PermissionsProvider>
  );
}

afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

it('keeps a form typed offline on the device, and sends it once the connection is back', async () => {
  const result = jest.fn((variables: Record<string, unknown>) => {
    void variables;
    return { data: { updateProduct: product({ sku: 'CAN-1L-OFF', version: 4 }) } };
  });
  const user = userEvent.setup();
  renderWithApp(<Reopenable />, [
    optionsMock,
    always(detailMock(product())),
    { request: { query: ProductUpdateDocument, variables: () => true }, result },
  ]);
  const sku = await screen.findByRole('textbox', { name: 'Référence (SKU)' });
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  await user.type(sku, '-OFF');
  const details = screen.getByRole('form', { name: 'Détails' });
  expect(within(details).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  expect(within(details).getByText(/le brouillon reste sur cet appareil/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'toggle' }));
  await user.click(screen.getByRole('button', { name: 'toggle' }));
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByDisplayValue('CAN-1L-OFF')).toBeInTheDocument();
  expect(screen.getByText(/Brouillon repris de cet appareil/)).toBeInTheDocument();
  const reopened = screen.getByRole('form', { name: 'Détails' });
  await user.click(within(reopened).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Produit enregistré.')).toBeInTheDocument();
  expect(result.mock.calls[0]?.[0]).toMatchObject({ version: 3, input: { sku: 'CAN-1L-OFF' } });
  expect(screen.queryByText(/Brouillon repris de cet appareil/)).not.toBeInTheDocument();
});
