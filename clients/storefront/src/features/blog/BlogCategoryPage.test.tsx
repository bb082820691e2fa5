import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { routePatterns } from '../../app/paths';
import { renderWithApp } from '../../test/render-with-app';
import { BlogCategoryPage } from './BlogCategoryPage';
import { blogCategoryAnswer } from './blog.mocks';

function renderCategory(route: string, total = 30) {
  return renderWithApp(
    <Routes>
      <Route path={routePatterns.blogCategory} element={<BlogCategoryPage />} />
    </Routes>,
    { route, graphql: { BlogCategory: (variables) => blogCategoryAnswer(Number(variables.page), total) } },
  );
}

const postTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

it('shows the category, its count and its newest posts, 12 a page, each a link to the post', async () => {
  const { calls } = renderCategory('/blog/categories/conseils');
  expect(await screen.findByRole('heading', { level: 1, name: 'Conseils' })).toBeInTheDocument();
  expect(screen.getByText('Nos conseils pour bien équiper la maison.')).toBeInTheDocument();
  expect(screen.getByText('30 articles')).toBeInTheDocument();
  expect(postTitles()).toHaveLength(12);
  expect(screen.getByRole('link', { name: 'Article 1' })).toHaveAttribute('href', '/blog/article-1');
  expect(calls.find((call) => call.operationName === 'BlogCategory')?.variables).toEqual({
    slug: 'conseils',
    page: 1,
    pageSize: 12,
  });
});

it('pages through older and newer posts by address', async () => {
  const user = userEvent.setup();
  renderCategory('/blog/categories/conseils');
  const pages = await screen.findByRole('navigation', { name: 'Pages des articles' });
  expect(within(pages).getByText('Page 1 sur 3')).toBeInTheDocument();
  expect(within(pages).queryByRole('link', { name: 'Articles plus récents' })).not.toBeInTheDocument();
  await user.click(within(pages).getByRole('link', { name: 'Articles plus anciens' }));
  expect(await screen.findByText('Page 2 sur 3')).toBeInTheDocument();
  expect(postTitles()[0]).toBe('Article 13');
  expect(screen.getByRole('link', { name: 'Articles plus récents' })).toHaveAttribute(
    'href',
    '/blog/categories/conseils',
  );
  expect(screen.getByRole('link', { name: 'Articles plus anciens' })).toHaveAttribute(
    'href',
    '/blog/categories/conseils?page=3',
  );
});

it('says so when the category has no post yet, with no pager', async () => {
  renderCategory('/blog/categories/conseils', 0);
  expect(await screen.findByText('Aucun article dans cette rubrique pour l’instant.')).toBeInTheDocument();
  expect(screen.getByText('Aucun article')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('says an unknown or inactive category does not exist', async () => {
  renderWithApp(
    <Routes>
      <Route path={routePatterns.blogCategory} element={<BlogCategoryPage />} />
    </Routes>,
    { route: '/blog/categories/disparue', graphql: { BlogCategory: () => ({ blogCategory: null }) } },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
});
