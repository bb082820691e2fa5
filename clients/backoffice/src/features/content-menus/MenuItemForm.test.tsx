import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { renderWithApp } from '../../test/render-with-app';
import { ContentMenusPage } from './ContentMenusPage';
import {
  SHOP,
  menuHelpers,
  menuItem,
  menusMock,
  saveMock,
  saveRefusedMock,
  shopMock,
} from './content-menus.mocks';

const LISTS = {
  '/dashboard/menu/api/categories': [{ id: 11, name: 'Robes et jupes' }],
  '/dashboard/menu/api/brands': [{ id: 21, name: 'Tissage d’Aït Hichem' }],
  '/dashboard/menu/api/products/search/': [{ id: 31, name: 'Robe kabyle brodée' }],
};

/** A new item of the header, as the form sends it for a brand. */
const BRAND_INPUT = {
  menuId: 7,
  parentId: null,
  type: 'Brand',
  targetId: 21,
  link: null,
  label: { fr: null, en: null, ar: null },
  openInNewTab: false,
  active: true,
};

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openNewItem(extra: MockedResponse[] = []) {
  const user = userEvent.setup();
  const fetchMock = menuHelpers(LISTS);
  renderWithApp(<ContentMenusPage />, [shopMock, menusMock(), ...extra]);
  await user.click(await screen.findByRole('button', { name: 'Ajouter un élément' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvel élément de menu' });
  return { user, dialog, fetchMock };
}

it('shows the input the type calls for: a picker for a typed target, a link input for Link, nothing for a heading', async () => {
  const { user, dialog, fetchMock } = await openNewItem();
  const type = within(dialog).getByRole('combobox', { name: 'Ce que l’élément ouvre' });
  expect(type).toHaveAttribute('name', 'type');
  expect(type).toHaveDisplayValue('Page d’une catégorie');
  expect(await within(dialog).findByRole('option', { name: 'Robes et jupes' })).toBeInTheDocument();
  expect(within(dialog).getByRole('combobox', { name: 'Catégorie ciblée' })).toHaveAttribute(
    'name',
    'targetId',
  );
  expect(within(dialog).queryByRole('textbox', { name: 'Adresse du lien' })).not.toBeInTheDocument();

  await user.selectOptions(type, 'Page d’une marque');
  expect(await within(dialog).findByRole('option', { name: 'Tissage d’Aït Hichem' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('combobox', { name: 'Catégorie ciblée' })).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    `/dashboard/menu/api/brands?shopUuid=${SHOP}`,
    expect.objectContaining({
      credentials: 'include',
      headers: expect.objectContaining({ 'Accept-Language': 'fr' }),
    }),
  );

  await user.selectOptions(type, 'Lien libre');
  expect(within(dialog).getByRole('textbox', { name: 'Adresse du lien' })).toHaveAttribute('name', 'link');
  expect(within(dialog).queryByRole('combobox', { name: 'Marque ciblée' })).not.toBeInTheDocument();

  await user.selectOptions(type, 'Titre de groupe (type 5)');
  expect(within(dialog).queryByRole('textbox', { name: 'Adresse du lien' })).not.toBeInTheDocument();
  expect(within(dialog).getByText(/Ce type ne mène nulle part/)).toBeInTheDocument();

  // Labels in three languages, "new tab" and "shown", each named by its data key.
  expect(within(dialog).getByRole('textbox', { name: 'Libellé en français' })).toHaveAttribute(
    'name',
    'label.fr',
  );
  expect(within(dialog).getByRole('textbox', { name: 'Libellé en anglais' })).toHaveAttribute(
    'name',
    'label.en',
  );
  expect(within(dialog).getByRole('textbox', { name: 'Libellé en arabe' })).toHaveAttribute('dir', 'rtl');
  expect(within(dialog).getByRole('checkbox', { name: 'Ouvrir dans un nouvel onglet' })).toHaveAttribute(
    'name',
    'openInNewTab',
  );
  expect(within(dialog).getByRole('checkbox', { name: 'Affiché sur la boutique' })).toBeChecked();
});

it('searches products from the third character only; below that the results are hidden', async () => {
  const { dialog, fetchMock } = await openNewItem();
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Ce que l’élément ouvre' }),
    'Page d’un produit',
  );
  const search = within(dialog).getByRole('searchbox', { name: 'Rechercher le produit' });

  await user.type(search, 'ro');
  act(() => jest.advanceTimersByTime(400));
  expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([path]) => String(path).includes('/products/search/'))).toBe(false);

  await user.type(search, 'b');
  act(() => jest.advanceTimersByTime(400));
  const found = await within(dialog).findByRole('radio', { name: 'Robe kabyle brodée' });
  expect(found).toHaveAttribute('name', 'targetId');
  expect(fetchMock).toHaveBeenCalledWith('/dashboard/menu/api/products/search/rob', expect.anything());

  await user.type(search, '{Backspace}');
  expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
});

it('refuses an unsafe link under the link field before sending anything', async () => {
  const { user, dialog } = await openNewItem();
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Ce que l’élément ouvre' }),
    'Lien libre',
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Adresse du lien' }), 'javascript:alert(1)');
  await user.type(within(dialog).getByRole('textbox', { name: 'Libellé en français' }), 'Promo');
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter au menu' }));
  const link = within(dialog).getByRole('textbox', { name: 'Adresse du lien' });
  expect(link).toHaveAccessibleDescription(expect.stringContaining('Ce lien est refusé'));
  expect(link).toHaveAttribute('aria-invalid', 'true');
});

it('shows the server’s refusal under the field it names', async () => {
  const { user, dialog } = await openNewItem([
    saveRefusedMock(BRAND_INPUT, 'targetId', 'content.target_unknown'),
  ]);
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Ce que l’élément ouvre' }),
    'Page d’une marque',
  );
  const brand = within(dialog).getByRole('combobox', { name: 'Marque ciblée' });
  await within(dialog).findByRole('option', { name: 'Tissage d’Aït Hichem' });
  await user.selectOptions(brand, 'Tissage d’Aït Hichem');
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter au menu' }));
  await waitFor(() =>
    expect(brand).toHaveAccessibleDescription(
      'Cette cible n’existe pas ou n’est pas active dans la boutique.',
    ),
  );
  expect(brand).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('dialog', { name: 'Nouvel élément de menu' })).toBeInTheDocument();
});

it('adds a brand item at the end of the menu', async () => {
  const saved = menuItem({
    id: 9,
    position: 3,
    type: 'Brand',
    targetId: 21,
    targetName: 'Tissage d’Aït Hichem',
  });
  const { user, dialog } = await openNewItem([saveMock(BRAND_INPUT, saved)]);
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Ce que l’élément ouvre' }),
    'Page d’une marque',
  );
  await within(dialog).findByRole('option', { name: 'Tissage d’Aït Hichem' });
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Marque ciblée' }),
    'Tissage d’Aït Hichem',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter au menu' }));
  expect(await screen.findByText('« Tissage d’Aït Hichem » est enregistré.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const rows = within(screen.getByRole('list', { name: 'Éléments de « header »' })).getAllByRole('listitem');
  expect(rows.at(-1)).toHaveTextContent('Tissage d’Aït Hichem');
  expect(rows.at(-1)).toHaveTextContent('Page d’une marque');
});
