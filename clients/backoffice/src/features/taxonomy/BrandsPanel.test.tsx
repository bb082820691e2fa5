import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { TaxonomyUpdateBrandDocument } from '../../__generated__/taxonomy/graphql';
import { csrfMock, FakeXhr, installFakeXhr } from '../../components/upload/upload.mocks';
import { renderWithApp } from '../../test/render-with-app';
import { TaxonomyPage } from './TaxonomyPage';
import { brand, brandsMock } from './taxonomy.mocks';

installFakeXhr();

const CANDIA = brand(3, 'Candia', { logoUrl: '/media/brands/candia/small-product.webp' });
const SOUMMAM = brand(4, 'Soummam', { active: false, position: 1 });

function renderBrands(mocks: MockedResponse[] = []) {
  return renderWithApp(
    <TaxonomyPage kind="brands" onNavigate={jest.fn()} />,
    [brandsMock([SOUMMAM, CANDIA]), ...mocks],
    '/dashboard/catalog/brands',
  );
}

/** Gives files to the drop zone's hidden input, as the file picker would. */
function pick(files: File[]) {
  const input = screen.getByLabelText<HTMLInputElement>('Choisir une image de logo', { selector: 'input' });
  fireEvent.change(input, { target: { files } });
}

async function openCandia() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Modifier Candia' }));
  return screen.getByRole('dialog', { name: 'Modifier la marque « Candia »' });
}

it('lists the brands in their order with their logo and visibility', async () => {
  renderBrands();
  const table = await screen.findByRole('table', { name: 'Marques' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent?.trim())).toEqual([
    'Candia',
    'Soummam Masquée en boutique',
  ]);
  expect(within(rows[0] ?? table).getByRole('img', { name: 'Logo de Candia' })).toHaveAttribute(
    'src',
    '/media/brands/candia/small-product.webp',
  );
});

it('refuses a logo that is not an image before sending anything', async () => {
  renderBrands();
  const dialog = await openCandia();
  pick([new File(['Candia, lait et yaourts'], 'notes.txt', { type: 'text/plain' })]);
  expect(
    await within(dialog).findByText('« notes.txt » n’est pas une image : le logo n’a pas été envoyé.'),
  ).toHaveAttribute('role', 'alert');
  expect(FakeXhr.sent).toHaveLength(0);
});

it('uploads a logo with its progress, and shows the new one at once', async () => {
  renderBrands([csrfMock()]);
  const dialog = await openCandia();
  const logo = new File([new Uint8Array([137, 80, 78, 71])], 'candia.png', { type: 'image/png' });
  pick([logo]);
  const request = await waitForRequest();
  expect(request.target).toBe('POST /dashboard/api/brand/3/logo');
  expect(request.fileIn()).toBe(logo);
  act(() => request.progress(50, 100));
  expect(within(dialog).getByText('Envoi du logo : 50 %')).toBeInTheDocument();
  act(() =>
    request.answer(200, {
      success: true,
      message: 'Logo saved',
      data: { id: 3, logoUrl: '/media/brands/candia-2/small-product.webp' },
      errors: {},
    }),
  );
  expect(await within(dialog).findByText('Logo enregistré.')).toBeInTheDocument();
  expect(within(dialog).getByRole('img', { name: 'Logo de Candia' })).toHaveAttribute(
    'src',
    '/media/brands/candia-2/small-product.webp',
  );
  const table = screen.getByRole('table', { name: 'Marques' });
  expect(within(table).getByRole('img', { name: 'Logo de Candia' })).toHaveAttribute(
    'src',
    '/media/brands/candia-2/small-product.webp',
  );
});

it('saves a brand’s name as typed, the same in every language', async () => {
  const user = userEvent.setup();
  const update: MockedResponse = {
    request: {
      query: TaxonomyUpdateBrandDocument,
      variables: {
        id: 3,
        input: { name: 'Candia Baby', slug: 'candia', position: 0, active: true, descriptions: null },
      },
    },
    result: { data: { updateBrand: { ...CANDIA, name: 'Candia Baby' } } },
  };
  renderBrands([update]);
  const dialog = await openCandia();
  const name = within(dialog).getByRole('textbox', { name: 'Nom' });
  await user.clear(name);
  await user.type(name, 'Candia Baby');
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('« Candia Baby » a été enregistré.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Modifier Candia Baby' })).toBeInTheDocument();
});

/** The upload's request, sent once the CSRF token has been asked. */
async function waitForRequest(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  return FakeXhr.nth(0);
}
