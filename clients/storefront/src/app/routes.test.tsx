import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import type { Locale } from '@tijara/schema';
import { I18nProvider } from '@tijara/shared';
import { RouteError } from '../features/shell';
import { catalogues } from './i18n';
import { storefrontRoutes } from './routes';

function everyRoute(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

function Broken(): never {
  throw new Error('render failed');
}

function renderFailingRoute(locale: Locale) {
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
  render(
    <I18nProvider messages={catalogues} initialLocale={locale}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('gives every route, the confirmation and not-found pages included, its own error boundary', () => {
  const routes = everyRoute(storefrontRoutes(false));
  expect(routes.map((route) => route.path ?? (route.index ? 'index' : 'shell'))).toEqual([
    'shell',
    'index',
    'checkout/confirmation/:orderId',
    '*',
  ]);
  expect(routes.filter((route) => !route.errorElement)).toEqual([]);
});

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
