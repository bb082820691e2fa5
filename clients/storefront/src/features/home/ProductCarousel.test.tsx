import { screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render-with-app';
import type { GraphqlCall } from '../../test/render-with-app';
import { ProductCarousel } from './ProductCarousel';
import { cardOf, productsAnswer } from './home.mocks';

afterEach(() => jest.restoreAllMocks());

const productCalls = (calls: readonly GraphqlCall[]) =>
  calls.filter((call) => call.operationName === 'HomeProducts').map((call) => call.variables);

it('shows the cards of its scope in a product carousel, with its title and "see all" link', async () => {
  const { calls } = renderWithApp(
    <ProductCarousel type="products_carousel" source="newArrivals" link="/catalog/new" number={2} />,
    {
      graphql: {
        HomeProducts: () =>
          productsAnswer([cardOf(1, 'Four'), cardOf(2, 'Mixeur'), cardOf(3, 'Grille-pain')]),
      },
    },
  );
  const carousel = await screen.findByRole('region', { name: 'Derniers arrivages' });
  expect(within(carousel).getByRole('heading', { level: 2, name: 'Derniers arrivages' })).toBeInTheDocument();
  expect(within(carousel).getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/catalog/new');
  const slides = within(carousel).getAllByRole('group');
  expect(slides).toHaveLength(2);
  expect(slides[0]).toHaveAccessibleName('1 sur 2');
  expect(within(carousel).getByRole('heading', { level: 3, name: 'Four' })).toBeInTheDocument();
  expect(calls.find((call) => call.operationName === 'HomeProducts')?.variables).toEqual({
    filter: { newArrivals: true },
  });
  // Below the fold unless told: lazy images.
  expect(carousel.querySelector('img')).toHaveAttribute('loading', 'lazy');
});

it('asks featured and on-sale products by their own filters, and gives the lead image when told', async () => {
  const { calls, unmount } = renderWithApp(
    <ProductCarousel type="products_carousel" source="featured" priority />,
    {
      graphql: { HomeProducts: () => productsAnswer([cardOf(1, 'Four'), cardOf(2, 'Mixeur')]) },
    },
  );
  const carousel = await screen.findByRole('region', { name: 'À la une' });
  const images = carousel.querySelectorAll('img');
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
  expect(productCalls(calls)).toEqual([{ filter: { featured: true } }]);
  unmount();

  const onSale = renderWithApp(<ProductCarousel type="products_carousel" source="onSale" />, {
    graphql: { HomeProducts: () => productsAnswer([cardOf(1, 'Four')]) },
  });
  await screen.findByRole('region', { name: 'En promotion' });
  expect(productCalls(onSale.calls)).toEqual([{ filter: { onSale: true } }]);
});

it('warns and renders nothing when its scope has no product', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { container } = renderWithApp(
    <ProductCarousel type="products_carousel" source="featured" publicTitle="Coups de cœur" />,
    {
      graphql: { HomeProducts: () => productsAnswer([]) },
    },
  );
  await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Coups de cœur')));
  expect(container).toBeEmptyDOMElement();
});
