import { render, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render-with-app';
import { menuHandlers } from './home.mocks';
import { HomeModule, moduleOf } from './modules';

it('renders nothing for a module type it does not know, nor for inherited names', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  // No provider at all: an unknown type reads nothing.
  const { container } = render(<HomeModule module={{ type: 'hologram_block', publicTitle: 'X' }} />);
  expect(container).toBeEmptyDOMElement();
  expect(moduleOf('toString')).toBeUndefined();
  expect(moduleOf('constructor')).toBeUndefined();
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});

it('knows the carousel, banner-less deal and product module types', () => {
  for (const type of [
    'products_carousel',
    'discounted_products',
    'categories_carousel',
    'brands_carousel',
    'discount_block',
  ])
    expect(moduleOf(type)).toBeDefined();
});

it('renders a categories carousel from its fields: title shown or not, top-level categories with products', async () => {
  renderWithApp(
    <HomeModule module={{ type: 'categories_carousel', publicTitle: 'Rayons', showTitle: false }} />,
    {
      graphql: menuHandlers,
    },
  );
  const carousel = await screen.findByRole('region', { name: 'Rayons' });
  expect(screen.getByRole('heading', { name: 'Rayons' })).toHaveClass('tijara-visually-hidden');
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/catalog/category/electromenager',
    '/catalog/category/jardin',
  ]);
  const picture = carousel.querySelector('img');
  expect(picture).toHaveAttribute('width');
  expect(picture).toHaveAttribute('height');
  expect(picture).toHaveAttribute('loading', 'lazy');
});

it('renders a brands carousel: logos named by their brand, a name where there is no logo', async () => {
  renderWithApp(<HomeModule module={{ type: 'brands_carousel', number: 5 }} />, { graphql: menuHandlers });
  await screen.findByRole('region', { name: 'Nos marques' });
  expect(screen.getByRole('link', { name: 'Condor' })).toHaveAttribute('href', '/catalog/brands/condor');
  expect(screen.getByRole('img', { name: 'Condor' })).toHaveAttribute('height');
  expect(screen.getByRole('link', { name: 'Iris' })).toHaveAttribute('href', '/catalog/brands/iris');
});
