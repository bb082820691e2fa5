import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { pageNetworkStatus } from '@tijara/shared';
import {
  DeleteContentBlockDocument,
  MoveContentBlockDocument,
} from '../../__generated__/content-pages/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { bannerCarousel, block, choiceMocks, homePage, pageMock, shopMock } from './content-pages.mocks';
import { PageEditor } from './PageEditor';

const products = block();

function open(mocks: MockedResponse[] = [], page = homePage()) {
  const onNavigate = jest.fn();
  renderWithApp(<PageEditor pageId={page.id} onNavigate={onNavigate} />, [
    shopMock,
    pageMock(page),
    ...choiceMocks,
    ...mocks,
  ]);
  return { user: userEvent.setup(), onNavigate };
}

const blockTypes = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('block-row'))
    .map((row) => row.querySelector('strong')?.textContent);

afterEach(() => pageNetworkStatus().reportSuccess());

it('lists the page’s blocks in order with their preview, and links the home to the storefront', async () => {
  open();
  await screen.findByRole('heading', { name: 'Composer « Page d’accueil »' });
  expect(blockTypes()).toEqual(['Carrousel de produits', 'Carrousel de bannières']);
  const preview = screen.getByRole('heading', { name: 'Aperçu de la page' }).parentElement;
  if (!preview) throw new Error('no preview');
  expect(within(preview).getByRole('heading', { name: 'Soldes d’hiver' })).toBeInTheDocument();
  expect(within(preview).getByRole('img', { name: 'Soldes' })).toHaveAttribute(
    'src',
    '/media/content/shop/abc/grid.webp',
  );
  expect(within(preview).getByText('Produits : Les produits mis en avant')).toBeInTheDocument();
  const storefront = screen.getByRole('link', { name: /Ouvrir sur la boutique/ });
  expect(storefront).toHaveAttribute('href', '/');
  expect(storefront).toHaveAttribute('target', '_blank');
});

it('links a published landing page to /landing/{slug}, and an unpublished one nowhere', async () => {
  const home = homePage();
  const landing = { ...home, id: 2, slug: 'ramadan', title: { ...home.title, fr: 'Ramadan' } };
  open([], landing);
  await screen.findByRole('heading', { name: 'Composer « Ramadan »' });
  expect(screen.getByRole('link', { name: /Ouvrir sur la boutique/ })).toHaveAttribute(
    'href',
    '/landing/ramadan',
  );
  cleanup();
  open([], { ...landing, published: false });
  await screen.findByRole('heading', { name: 'Composer « Ramadan »' });
  expect(screen.queryByRole('link', { name: /Ouvrir sur la boutique/ })).not.toBeInTheDocument();
});

it('moves a block with the keyboard: moveContentBlock saves it, the order and the focus follow', async () => {
  const move = jest.fn((_variables: unknown) => true);
  const moved = homePage([bannerCarousel, products]);
  const { user } = open([
    {
      request: { query: MoveContentBlockDocument, variables: (variables) => move(variables) },
      result: { data: { moveContentBlock: moved } },
    },
  ]);
  const down = await screen.findByRole('button', { name: 'Descendre le bloc 1 (Carrousel de produits)' });
  down.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(blockTypes()).toEqual(['Carrousel de bannières', 'Carrousel de produits']));
  expect(move).toHaveBeenCalledWith({ id: products.id, position: 1 });
  // At the end now, it cannot go further down: the focus stays on the row, on its Up button.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Monter le bloc 2 (Carrousel de produits)' })).toHaveFocus(),
  );
  expect(
    await screen.findByText('Bloc Nos meilleures ventes (Carrousel de produits) placé en position 2 sur 2.'),
  ).toBeInTheDocument();
});

it('deletes a block once confirmed', async () => {
  const remove = jest.fn((_variables: unknown) => true);
  const { user } = open([
    {
      request: { query: DeleteContentBlockDocument, variables: (variables) => remove(variables) },
      result: { data: { deleteContentBlock: homePage([bannerCarousel]) } },
    },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Supprimer 1 (Carrousel de produits)' }));
  expect(remove).not.toHaveBeenCalled();
  expect(screen.getByText('Supprimer le bloc 1 (Carrousel de produits) ?')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => expect(blockTypes()).toEqual(['Carrousel de bannières']));
  expect(remove).toHaveBeenCalledWith({ id: products.id });
  expect(await screen.findByText('Bloc supprimé.')).toBeInTheDocument();
});

it('asks before leaving a block form with unsaved changes', async () => {
  const { user, onNavigate } = open();
  await user.click(await screen.findByRole('button', { name: 'Modifier le bloc 1 (Carrousel de produits)' }));
  await user.type(screen.getByRole('textbox', { name: 'Titre affiché au-dessus du bloc' }), ' de l’été');
  await user.click(screen.getByRole('button', { name: 'Retour aux pages' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirmation' });
  expect(
    within(dialog).getByText('Des modifications ne sont pas enregistrées. Quitter quand même ?'),
  ).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(onNavigate).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Titre affiché au-dessus du bloc' })).toHaveValue(
    'Nos meilleures ventes de l’été',
  );
  await user.click(screen.getByRole('button', { name: 'Retour aux pages' }));
  await user.click(screen.getByRole('button', { name: 'Quitter sans enregistrer' }));
  expect(onNavigate).toHaveBeenCalledWith({ name: 'contentPages' });
});

it('offline, shows why and saves nothing', async () => {
  const { user } = open();
  await screen.findByRole('heading', { name: 'Composer « Page d’accueil »' });
  pageNetworkStatus().configureProbe(false);
  act(() => pageNetworkStatus().reportFailure());
  expect(
    await screen.findByText(
      'Hors ligne : les pages se consultent, mais rien ne s’enregistre avant le retour du réseau.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Descendre le bloc 1 (Carrousel de produits)' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Ajouter un bloc' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type de bloc' }), 'html_block');
  expect(screen.getByRole('button', { name: 'Enregistrer le bloc' })).toBeDisabled();
});
