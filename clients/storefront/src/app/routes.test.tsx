import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@tijara/schema';
import { I18nProvider } from '@tijara/shared';
import { catalogues } from './i18n';
import { RoutePage } from './RoutePage';
import { paths } from './paths';
import { renderWithApp } from '../test/render-with-app';
import { blogCategoryAnswer } from '../features/blog/blog.mocks';
import { StorefrontRoutes } from './routes';

function Broken(): never {
  throw new Error('render failed');
}

function renderFailingRoute(locale: Locale) {
  render(
    <I18nProvider messages={catalogues} initialLocale={locale}>
      <MemoryRouter>
        <RoutePage>
          <Broken />
        </RoutePage>
      </MemoryRouter>
    </I18nProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('says a route failed in the shopper’s language, with a reload and the way home', () => {
  renderFailingRoute('fr');
  expect(screen.getByRole('alert')).toHaveTextContent('Cette page n’a pas pu s’afficher');
  expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/');
});

it('says it in Arabic too', () => {
  renderFailingRoute('ar');
  expect(screen.getByRole('alert')).toHaveTextContent('تعذّر عرض هذه الصفحة');
  expect(screen.getByRole('link', { name: 'العودة إلى المتجر' })).toBeInTheDocument();
});

it('answers an unknown address with the not-found page', async () => {
  renderWithApp(<StorefrontRoutes />, { route: '/nowhere/at-all' });
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/introuvable/i);
});

it('builds the addresses the routes answer, with odd slugs encoded', () => {
  expect(paths.product('robes', 'robe kabyle/rouge')).toBe('/catalog/product/robes/robe%20kabyle%2Frouge');
  expect(paths.category('électroménager')).toBe('/catalog/category/%C3%A9lectrom%C3%A9nager');
  expect(paths.promotion(12)).toBe('/promotions/12');
  expect(paths.search('tapis salon')).toBe('/search?q=tapis%20salon');
  expect(paths.blogPost('bien choisir')).toBe('/blog/bien%20choisir');
  expect(paths.blogCategory('conseils')).toBe('/blog/categories/conseils');
  expect(paths.blogCategory('conseils', 2)).toBe('/blog/categories/conseils?page=2');
  expect(paths.cmsPage('livraison')).toBe('/page/livraison');
  expect(paths.landing('fête des mères')).toBe('/landing/f%C3%AAte%20des%20m%C3%A8res');
});

it('answers the blog’s and the CMS pages’ addresses with their pages', async () => {
  renderWithApp(<StorefrontRoutes />, {
    route: '/blog/categories/conseils',
    graphql: { BlogCategory: (variables) => blogCategoryAnswer(Number(variables.page), 3) },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Conseils' })).toBeInTheDocument();
});

it('answers a landing page’s address with its composed page', async () => {
  renderWithApp(<StorefrontRoutes />, {
    route: '/landing/ramadan',
    graphql: {
      StorefrontLanding: () => ({ storefrontPage: { id: 7, slug: 'ramadan', title: 'Ramadan', blocks: [] } }),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ramadan' })).toBeInTheDocument();
});
