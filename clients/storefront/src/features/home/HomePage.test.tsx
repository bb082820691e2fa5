import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render-with-app';
import { HomePage } from './HomePage';
import { cardOf, menuHandlers, productsAnswer, promotionOf, promotionsAnswer } from './home.mocks';

type Filter = { featured?: boolean; newArrivals?: boolean; onSale?: boolean };

const products = (variables: Record<string, unknown>) => {
  const filter = variables.filter as Filter;
  if (filter.featured) return productsAnswer([cardOf(1, 'Four vedette'), cardOf(2, 'Mixeur vedette')]);
  if (filter.newArrivals) return productsAnswer([cardOf(3, 'Nouveau grille-pain')]);
  return productsAnswer([]);
};

afterEach(() => jest.restoreAllMocks());

it('composes the banner, categories, deals, product carousels and brands, leaving out the empty one', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  renderWithApp(<HomePage />, {
    graphql: {
      ...menuHandlers,
      HomePromotions: () => promotionsAnswer([promotionOf({ id: 1, title: 'Soldes d’été' })]),
      HomeProducts: products,
    },
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Bienvenue chez Boutique Test' }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Promotions en cours' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Nos catégories' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Offres du moment' })).toBeInTheDocument();
  const featured = await screen.findByRole('region', { name: 'À la une' });
  expect(within(featured).getByRole('link', { name: 'Voir tout' })).toHaveAttribute(
    'href',
    '/catalog/featured',
  );
  const news = await screen.findByRole('region', { name: 'Derniers arrivages' });
  expect(within(news).getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/catalog/new');
  expect(await screen.findByRole('region', { name: 'Nos marques' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'En promotion' })).not.toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('En promotion'));
  // The banner's image is the lead: no product card claims it.
  expect(featured.querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(document.title).toBe('Boutique Test');
});

it('gives the lead image to the first product card when no promotion has a banner image', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  renderWithApp(<HomePage />, {
    graphql: {
      ...menuHandlers,
      HomePromotions: () => promotionsAnswer([promotionOf({ bannerThumbUrl: null })]),
      HomeProducts: products,
    },
  });
  const featured = await screen.findByRole('region', { name: 'À la une' });
  await within(featured).findByRole('heading', { level: 3, name: 'Four vedette' });
  const [first, second] = featured.querySelectorAll('img');
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(second).toHaveAttribute('loading', 'lazy');
  const news = screen.getByRole('region', { name: 'Derniers arrivages' });
  expect(news.querySelector('img')).toHaveAttribute('loading', 'lazy');
});
