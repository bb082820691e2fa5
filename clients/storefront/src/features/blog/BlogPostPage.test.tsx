import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { routePatterns } from '../../app/paths';
import { newPageLoad, renderWithApp } from '../../test/render-with-app';
import type { GraphqlHandlers } from '../../test/render-with-app';
import { BlogPostPage } from './BlogPostPage';
import { blogPostAnswer } from './blog.mocks';

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

function renderPost(graphql: GraphqlHandlers, options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(
    <Routes>
      <Route path={routePatterns.blogPost} element={<BlogPostPage />} />
      <Route path="*" element={<Address />} />
    </Routes>,
    { route: '/blog/bien-choisir-son-frigo', graphql, ...options },
  );
}

it('shows the post: its categories, title, date, picture and body, with the tab’s title', async () => {
  const { calls } = renderPost({ BlogPost: () => blogPostAnswer() });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Bien choisir son frigo' }),
  ).toBeInTheDocument();
  expect(calls.find((call) => call.operationName === 'BlogPost')?.variables).toEqual({
    slug: 'bien-choisir-son-frigo',
  });
  const categories = screen.getByRole('navigation', { name: 'Rubriques de l’article' });
  expect(within(categories).getByRole('link', { name: 'Conseils' })).toHaveAttribute(
    'href',
    '/blog/categories/conseils',
  );
  expect(screen.getByText(/^Publié le 10 mars 2026$/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'La taille' }).closest('.rich-text')).not.toBeNull();
  expect(document.querySelector('.blog-post__picture')).toHaveAttribute('width', '1200');
  await waitFor(() => expect(document.title).toBe('Bien choisir son frigo · Boutique Test'));
});

it('follows a link of the body to one of the shop’s pages without reloading', async () => {
  const user = userEvent.setup();
  renderPost({ BlogPost: () => blogPostAnswer() });
  await user.click(await screen.findByRole('link', { name: 'Nos réfrigérateurs' }));
  expect(screen.getByTestId('address')).toHaveTextContent('/catalog/category/refrigerateurs');
});

it('says a post that is not (or no longer) published does not exist', async () => {
  renderPost({ BlogPost: () => ({ blogPost: null }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
});

it('says the post could not be loaded when there is no network and no copy, and asks again', async () => {
  const user = userEvent.setup();
  let calls = 0;
  renderPost({
    BlogPost: () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return blogPostAnswer();
    },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Cet article n’a pas pu être chargé.');
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Bien choisir son frigo' }),
  ).toBeInTheDocument();
});

it('reopens a post read once from the device when the network is gone, with the quiet note', async () => {
  const online = renderPost({ BlogPost: () => blogPostAnswer() });
  await screen.findByRole('heading', { level: 1, name: 'Bien choisir son frigo' });
  await waitFor(async () => expect(await online.db.catalogQueries.count()).toBeGreaterThan(0));
  online.unmount();
  newPageLoad();
  renderPost(
    {
      BlogPost: () => {
        throw new TypeError('Failed to fetch');
      },
    },
    { db: online.db },
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Bien choisir son frigo' }),
  ).toBeInTheDocument();
  expect(await screen.findByText(/Hors ligne : vous voyez ce que vous aviez consulté/)).toBeInTheDocument();
});

it('speaks Arabic: the date in Latin digits, the page right to left', async () => {
  renderPost({ BlogPost: () => blogPostAnswer({ title: 'كيف تختار ثلاجتك' }) }, { locale: 'ar' });
  expect(await screen.findByRole('heading', { level: 1, name: 'كيف تختار ثلاجتك' })).toBeInTheDocument();
  expect(screen.getByText(/^نُشر في .*2026/)).toBeInTheDocument();
});
