import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { SaveBlogCategoryDocument, SaveBlogPostDocument } from '../../__generated__/blog-editor/graphql';
import { FakeXhr, csrfMock, installFakeXhr } from '../../components/upload/upload.mocks';
import { refused } from '../../test/refused';
import { renderWithApp } from '../../test/render-with-app';
import { BlogCategoriesPage } from './BlogCategoriesPage';
import { BlogPostEditor } from './BlogPostEditor';
import { BlogPostsPage } from './BlogPostsPage';
import { SHOP, categoriesMock, category, post, postMock, postsPageMock, shopMock } from './blog-editor.mocks';

installFakeXhr();

const saving = (
  query: MockedResponse['request']['query'],
  seen: jest.Mock,
  result: MockedResponse['result'],
) => ({
  request: { query, variables: (variables: Record<string, unknown>) => seen(variables) },
  result,
});

it('writes a post: title and body, a category, a thumbnail uploaded with its progress', async () => {
  const seen = jest.fn((_variables: unknown) => true);
  const onNavigate = jest.fn();
  renderWithApp(<BlogPostEditor postId={null} onNavigate={onNavigate} />, [
    shopMock,
    categoriesMock(),
    csrfMock(),
    saving(SaveBlogPostDocument, seen, { data: { saveBlogPost: post({ id: 8 }) } }),
  ]);
  const user = userEvent.setup();
  await user.type(
    await screen.findByRole('textbox', { name: 'Titre de l’article' }),
    'Le ftour du premier jour',
  );
  await user.click(screen.getByRole('button', { name: 'Voir le HTML' }));
  await user.type(
    screen.getByRole('textbox', { name: 'HTML de « Texte de l’article »' }),
    '<p>Chorba et bourek.</p>',
  );
  await user.click(await screen.findByRole('checkbox', { name: 'Recettes' }));

  const photo = new File([new Uint8Array(10)], 'ftour.png', { type: 'image/png' });
  await user.upload(screen.getByLabelText('Envoyer une image'), photo);
  const request = await waitFor(() => FakeXhr.nth(0));
  expect(request.target).toBe(`POST /dashboard/api/content/${SHOP}/images`);
  act(() => request.progress(50, 100));
  expect(screen.getByRole('progressbar', { name: 'Envoi de ftour.png' })).toHaveAttribute('value', '50');
  act(() =>
    request.answer(200, {
      success: true,
      mediaKey: 'content/shop/ftour',
      url: '/media/ftour.webp',
      width: 800,
      height: 600,
    }),
  );
  expect(await screen.findByRole('img', { name: 'Vignette actuelle' })).toHaveAttribute(
    'src',
    '/media/ftour.webp',
  );

  await user.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
  await waitFor(() => expect(onNavigate).toHaveBeenCalledWith({ name: 'blogPost', id: 8 }));
  expect(seen).toHaveBeenCalledWith({
    input: {
      shopUuid: SHOP,
      slug: null,
      published: true,
      thumbnailKey: 'content/shop/ftour',
      categoryIds: [3],
      title: { fr: 'Le ftour du premier jour', en: '', ar: '' },
      html: { fr: '<p>Chorba et bourek.</p>', en: '', ar: '' },
    },
  });
});

it('edits a saved post: its creation date shown, its link on the blog, refusals under their fields', async () => {
  const seen = jest.fn((_variables: unknown) => true);
  renderWithApp(<BlogPostEditor postId={7} onNavigate={jest.fn()} />, [
    shopMock,
    categoriesMock(),
    postMock(),
    saving(
      SaveBlogPostDocument,
      seen,
      refused('BAD_USER_INPUT', 'refused', {
        fieldErrors: { 'title.fr': ['must not be empty'], categoryIds: ['names nothing'] },
        messageKeys: { 'title.fr': 'content.text_required', categoryIds: 'content.target_unknown' },
      }),
    ),
  ]);
  const user = userEvent.setup();
  const title = await screen.findByRole('textbox', { name: 'Titre de l’article' });
  expect(screen.getByLabelText('Date de l’article')).toHaveValue('2026-10-02');
  expect(screen.getByRole('link', { name: /Ouvrir sur la boutique/ })).toHaveAttribute(
    'href',
    '/blog/bien-choisir-son-couscous',
  );
  expect(await screen.findByRole('checkbox', { name: 'Recettes' })).toBeChecked();
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Enregistrer l’article' }));
  expect(await screen.findByText('Ce texte est obligatoire en français.')).toBeInTheDocument();
  expect(title).toHaveAccessibleDescription('Ce texte est obligatoire en français.');
  expect(
    within(screen.getByRole('group', { name: 'Catégories de l’article' })).getByText(
      'Ce choix n’existe plus ou n’est plus visible dans la boutique.',
    ),
  ).toBeInTheDocument();
  expect(seen).toHaveBeenCalledWith({ input: expect.objectContaining({ id: 7, categoryIds: [3] }) });
});

it('searches the posts and pages through them, kept in the address', async () => {
  const many = Array.from({ length: 24 }, (_, index) =>
    post({
      id: 100 + index,
      slug: `article-${index}`,
      title: { __typename: 'Labels', fr: `Article ${index}`, en: null, ar: null },
    } as Partial<ReturnType<typeof post>>),
  );
  renderWithApp(<BlogPostsPage onNavigate={jest.fn()} />, [
    shopMock,
    categoriesMock(),
    postsPageMock(null, 1, many, 30),
    postsPageMock(null, 2, [post()], 30),
    postsPageMock('couscous', 1, [post()], 1),
  ]);
  const user = userEvent.setup();
  expect(await screen.findByRole('link', { name: 'Article 0' })).toBeInTheDocument();
  expect(screen.getByText('Page 1 sur 2 · 30 articles')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Page suivante' }));
  expect(await screen.findByRole('link', { name: 'Bien choisir son couscous' })).toBeInTheDocument();
  const row = screen.getByRole('link', { name: 'Bien choisir son couscous' }).closest('tr');
  if (!row) throw new Error('no row');
  expect(within(row).getByText('Recettes')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Chercher dans les titres' }), 'couscous');
  expect(await screen.findByText('Page 1 sur 1 · 1 article')).toBeInTheDocument();
});

it('creates a blog category in a modal, its name and description per language', async () => {
  const seen = jest.fn((_variables: unknown) => true);
  renderWithApp(<BlogCategoriesPage />, [
    shopMock,
    categoriesMock(),
    saving(SaveBlogCategoryDocument, seen, { data: { saveBlogCategory: category({ id: 12 }) } }),
  ]);
  const user = userEvent.setup();
  expect(await screen.findByRole('rowheader', { name: 'Recettes' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Nouvelle catégorie du blog' }));
  const dialog = screen.getByRole('dialog', { name: 'Nouvelle catégorie du blog' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Nom de la catégorie' }), 'Fêtes');
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Description de la catégorie' }),
    'Aïd, Mawlid, Yennayer.',
  );
  await user.click(within(dialog).getByRole('tab', { name: 'English' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Nom de la catégorie' }), 'Holidays');
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(seen).toHaveBeenCalledWith({
    input: {
      shopUuid: SHOP,
      slug: null,
      active: true,
      position: 0,
      thumbnailKey: null,
      name: { fr: 'Fêtes', en: 'Holidays', ar: '' },
      description: { fr: 'Aïd, Mawlid, Yennayer.', en: '', ar: '' },
    },
  });
  expect(screen.getByText('Catégorie du blog enregistrée.')).toBeInTheDocument();
});
