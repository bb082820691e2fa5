import { screen, waitFor } from '@testing-library/react';
import { blogCategoryAnswer, blogPostAnswer } from '../features/blog/blog.mocks';
import { cmsPageAnswer } from '../features/cms-page/cms-page.mocks';
import {
  composedBlocks,
  homeAnswer,
  cardOf as homeCard,
  productsAnswer as homeProducts,
  promotionsAnswer,
} from '../features/home/home.mocks';
import { categoryAnswer, filtersAnswer, productsAnswer } from '../features/listing/listing.mocks';
import { productDetail } from '../features/product-page/product-page.mocks';
import { Shell } from '../features/shell';
import { testMenu, testNavigation } from '../features/shell/shell.mocks';
import { installGraphqlStub } from '../test/graphql-stub';
import type { GraphqlHandlers } from '../test/graphql-stub';
import { renderWithApp, testShop } from '../test/render-with-app';
import { startEarlyReads } from './data/early-reads';
import { routeReads } from './route-reads';
import { StorefrontRoutes } from './routes';

const handlers: GraphqlHandlers = {
  StorefrontShop: () => ({ shop: testShop }),
  StorefrontMenu: () => testMenu,
  StorefrontNavigation: () => testNavigation,
  StorefrontHome: () => homeAnswer(composedBlocks),
  StorefrontLanding: (variables) => ({
    storefrontPage: { id: 7, slug: String(variables.slug), title: 'Ramadan', blocks: composedBlocks },
  }),
  BlogPost: () => blogPostAnswer(),
  BlogCategory: (variables) => blogCategoryAnswer(Number(variables.page), 30),
  CmsPage: () => cmsPageAnswer(),
  HomePromotions: () => promotionsAnswer([]),
  HomeProducts: () => homeProducts([homeCard(1, 'Lampe')]),
  CatalogPage: () => categoryAnswer,
  Products: (variables) => productsAnswer(variables, 30),
  ProductFilters: () => filtersAnswer,
  ProductPage: () => productDetail({ name: 'Lampe de chevet' }),
  CrossSelling: () => ({ crossSelling: { related: [], sameBrand: [], sameCategory: [], newProducts: [] } }),
  DeliveryWilayas: () => ({ wilayas: [] }),
};

const key = ({ operationName, variables }: { operationName: string; variables: unknown }) =>
  `${operationName} ${JSON.stringify(variables)}`;

/**
 * The entry starts the reads of `route`, then the app draws it: each page question was asked once,
 * by the entry, and the page drew from those answers instead of asking again.
 */
async function openedWithEarlyReads(route: string, drawn: () => Promise<unknown>) {
  const early = installGraphqlStub(handlers);
  const url = new URL(route, 'http://localhost');
  try {
    startEarlyReads(routeReads(url), 'fr');
    const { calls } = renderWithApp(
      <Shell serviceWorker={false}>
        <StorefrontRoutes />
      </Shell>,
      { route, graphql: handlers, locale: 'fr' },
    );
    await drawn();
    await waitFor(() => expect(early.calls.length).toBeGreaterThan(2));
    const askedEarly = new Set(early.calls.map(key));
    expect(askedEarly.size).toBe(early.calls.length);
    const askedAgain = calls.map(key).filter((asked) => askedEarly.has(asked));
    expect(askedAgain).toEqual([]);
    return early.calls.map((call) => call.operationName);
  } finally {
    early.restore();
  }
}

it('starts the composed home’s read before it draws, and the home asks none of them again', async () => {
  const asked = await openedWithEarlyReads('/', () => screen.findAllByText('Lampe'));
  expect(asked).toEqual(['StorefrontShop', 'StorefrontNavigation', 'StorefrontHome', 'HomePromotions']);
});

it('starts a landing page’s read from its slug, with the promotions its blocks may draw', async () => {
  const asked = await openedWithEarlyReads('/landing/ramadan', () => screen.findAllByText('Lampe'));
  expect(asked).toEqual(['StorefrontShop', 'StorefrontNavigation', 'StorefrontLanding', 'HomePromotions']);
  const [, , read] = routeReads(new URL('http://localhost/landing/f%C3%AAte'));
  expect(read?.variables).toEqual({ slug: 'fête' });
});

it('starts a blog post’s read from its slug', async () => {
  const asked = await openedWithEarlyReads('/blog/bien-choisir-son-frigo', () =>
    screen.findByRole('heading', { level: 1, name: 'Bien choisir son frigo' }),
  );
  expect(asked).toEqual(['StorefrontShop', 'StorefrontNavigation', 'BlogPost']);
});

it('starts a blog category’s page of posts from its slug and the address’s page', async () => {
  const asked = await openedWithEarlyReads('/blog/categories/conseils?page=2', () =>
    screen.findByRole('heading', { level: 2, name: 'Article 13' }),
  );
  expect(asked).toEqual(['StorefrontShop', 'StorefrontNavigation', 'BlogCategory']);
  const [, , read] = routeReads(new URL('http://localhost/blog/categories/conseils?page=2'));
  expect(read?.variables).toEqual({ slug: 'conseils', page: 2, pageSize: 12 });
});

it('starts a CMS page’s read from its slug', async () => {
  const asked = await openedWithEarlyReads('/page/livraison', () =>
    screen.findByRole('heading', { level: 1, name: 'Livraison' }),
  );
  expect(asked).toEqual(['StorefrontShop', 'StorefrontNavigation', 'CmsPage']);
});

it('starts a category’s subject, cards and filters with the address’s narrowing', async () => {
  const asked = await openedWithEarlyReads(
    '/catalog/category/chaussures?brand=1&sort=price_asc&page=2&size=24',
    () => screen.findByText('30 produits trouvés'),
  );
  expect(asked).toEqual([
    'StorefrontShop',
    'StorefrontNavigation',
    'CatalogPage',
    'Products',
    'ProductFilters',
  ]);
});

it('starts a product page’s read from its slug, decoded as the router decodes it', async () => {
  const asked = await openedWithEarlyReads('/catalog/product/luminaires/lampe%20de%20chevet', () =>
    screen.findByRole('heading', { level: 1, name: 'Lampe de chevet' }),
  );
  expect(asked).toEqual(['StorefrontShop', 'StorefrontNavigation', 'ProductPage']);
});

it('starts the search’s listing only once the text is long enough to ask', async () => {
  expect(
    routeReads(new URL('http://localhost/search?q=ta')).map((read) => read.document.toString()),
  ).toHaveLength(2);
  const asked = await openedWithEarlyReads('/search?q=tapis', () => screen.findByText('30 produits trouvés'));
  expect(asked).toEqual(['StorefrontShop', 'StorefrontNavigation', 'Products', 'ProductFilters']);
});

it('starts nothing of a page for a promotion address that cannot name one, nor for an unknown path', () => {
  const operations = (route: string) =>
    routeReads(new URL(route, 'http://localhost')).map(
      (read) => /query (\w+)/.exec(read.document.toString())?.[1],
    );
  expect(operations('/promotions/abc')).toEqual(['StorefrontShop', 'StorefrontNavigation']);
  expect(operations('/nowhere')).toEqual(['StorefrontShop', 'StorefrontNavigation']);
  expect(operations('/promotions/12')).toEqual([
    'StorefrontShop',
    'StorefrontNavigation',
    'CatalogPage',
    'Products',
    'ProductFilters',
  ]);
});
