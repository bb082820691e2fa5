import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveContentPageDocument } from '../../__generated__/content-pages/graphql';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { SHOP, homeRow, listMock, listMockOf, ramadanRow, shopMock } from './content-pages.mocks';
import { ContentPagesPage } from './ContentPagesPage';

const row = async (name: string) => {
  const cell = await screen.findByRole('rowheader', { name });
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row ${name}`);
  return within(tr);
};

it('lists the home first, then the landing pages, with their state; the home cannot be deleted', async () => {
  renderWithApp(<ContentPagesPage onNavigate={jest.fn()} />, [shopMock, listMock]);
  const home = await row('Page d’accueil');
  expect(home.getByText('/ (l’accueil de la boutique)')).toBeInTheDocument();
  expect(home.getByText('2 blocs')).toBeInTheDocument();
  expect(home.queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
  expect(home.getByRole('link', { name: 'Composer la page Page d’accueil' })).toHaveAttribute(
    'href',
    '/dashboard/content/pages/1',
  );
  const landing = await row('Ramadan');
  expect(landing.getByText('Hors de la boutique')).toBeInTheDocument();
  expect(landing.getByRole('button', { name: 'Supprimer Ramadan' })).toBeInTheDocument();
  expect(landing.getByRole('button', { name: 'Mettre en ligne' })).toBeInTheDocument();
});

it('links each published page to its storefront address in a new tab, and no other', async () => {
  const aid = {
    ...ramadanRow,
    id: 3,
    slug: 'aid el-fitr',
    title: { ...ramadanRow.title, fr: 'Aïd' },
    published: true,
  };
  renderWithApp(<ContentPagesPage onNavigate={jest.fn()} />, [
    shopMock,
    listMockOf([homeRow, ramadanRow, aid]),
  ]);
  const landing = await row('Aïd');
  expect(landing.getByText('/landing/aid%20el-fitr')).toBeInTheDocument();
  const link = landing.getByRole('link', { name: 'Ouvrir Aïd sur la boutique (nouvel onglet)' });
  expect(link).toHaveAttribute('href', '/landing/aid%20el-fitr');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveTextContent('Ouvrir sur la boutique');
  expect(
    (await row('Page d’accueil')).getByRole('link', { name: /^Ouvrir Page d’accueil sur la boutique/ }),
  ).toHaveAttribute('href', '/');
  expect((await row('Ramadan')).queryByRole('link', { name: /sur la boutique/ })).not.toBeInTheDocument();
});

it('creates a landing page from its titles, showing a taken address, then opens its editor', async () => {
  const seen = jest.fn((_variables: unknown) => true);
  const onNavigate = jest.fn();
  renderWithApp(<ContentPagesPage onNavigate={onNavigate} />, [
    shopMock,
    listMock,
    {
      request: { query: SaveContentPageDocument, variables: (variables) => seen(variables) },
      result: refused('BAD_USER_INPUT', 'refused', {
        fieldErrors: { slug: ['is already used'] },
        messageKeys: { slug: 'content.slug_taken' },
      }),
    },
    {
      request: { query: SaveContentPageDocument, variables: (variables) => seen(variables) },
      result: {
        data: {
          saveContentPage: {
            __typename: 'ContentPage',
            id: 3,
            slug: 'aid',
            title: { __typename: 'Labels', fr: 'Aïd', en: null, ar: 'العيد' },
            published: true,
            blockCount: 0,
            updatedAt: '2026-11-25T10:00:00.000Z',
          },
        },
      },
    },
  ]);
  const user = userEvent.setup();
  await row('Ramadan');
  await user.click(screen.getByRole('button', { name: 'Nouvelle page d’atterrissage' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouvelle page d’atterrissage' });
  await user.type(within(dialog).getByRole('textbox', { name: /Français/ }), 'Aïd');
  const arabic = within(dialog).getByRole('textbox', { name: /العربية/ });
  expect(arabic).toHaveAttribute('dir', 'rtl');
  await user.type(arabic, 'العيد');
  await user.type(within(dialog).getByRole('textbox', { name: 'Adresse (slug)' }), 'ramadan');
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(
    await within(dialog).findByText('Cette adresse sert déjà à une autre page de la boutique.'),
  ).toBeVisible();
  const slug = within(dialog).getByRole('textbox', { name: 'Adresse (slug)' });
  await user.clear(slug);
  await user.type(slug, 'aid');
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ name: 'contentPage', id: 3 }));
  expect(seen).toHaveBeenLastCalledWith({
    input: { shopUuid: SHOP, title: { fr: 'Aïd', en: '', ar: 'العيد' }, slug: 'aid', published: true },
  });
});
