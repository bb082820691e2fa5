/**
 * The dispatcher draws every module type of the spec from a composed block's own data (nothing more
 * asked), applies the module fields, and draws nothing for an unknown type or an empty block.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { STOREFRONT_MODULE_TYPES } from '@tijara/schema';
import type { ContentBlockFieldsFragment } from '../../__generated__/graphql';
import { renderWithApp } from '../../test/render-with-app';
import { DESCRIPTION_MAX, truncated } from './BlogModules';
import { bannerImage, blockOf, cardOf, postOf, promotionOf, promotionsAnswer } from './home.mocks';
import { HomeModule, blockModule, moduleOf, modules } from './modules';
import { BANNER_ROTATION_MS } from './use-rotation';

afterEach(() => jest.restoreAllMocks());

function renderBlock(block: ContentBlockFieldsFragment) {
  return renderWithApp(<HomeModule module={blockModule(block)} />, {
    graphql: {
      HomePromotions: () => promotionsAnswer([promotionOf({ id: 7, title: 'Soldes de printemps' })]),
    },
  });
}

const PRODUCT_CAROUSELS = [
  'products_carousel',
  'discounted_products',
  'bestsellers_products',
  'collection_products',
  'brand_lines_products_carousel',
  'tag_products',
  'category_products_carousel',
  'brands_products_carousel',
];

const SPEC_TYPES = [
  ...PRODUCT_CAROUSELS,
  'categories_carousel',
  'brands_carousel',
  'brand_lines_carousel',
  'html_block',
  'banner',
  'banner_carousel',
  'discount_block',
  'blog_posts_carousel',
  'blog_post_card',
  'blog_categories_carousel',
  'products_grid',
  'text_carousel',
];

it('knows every module type of the spec', () => {
  expect(SPEC_TYPES.filter((type) => !moduleOf(type))).toEqual([]);
});

it('draws exactly the types the server counts as drawn when it picks the banner a page leads with', () => {
  expect(Object.keys(modules).sort()).toEqual([...STOREFRONT_MODULE_TYPES].sort());
});

it.each(PRODUCT_CAROUSELS)('draws a %s from its block’s cards, asking nothing', async (type) => {
  const { calls } = renderBlock(
    blockOf(1, type, { publicTitle: 'Sélection', products: [cardOf(1, 'Lampe'), cardOf(2, 'Tapis')] }),
  );
  const carousel = await screen.findByRole('region', { name: 'Sélection' });
  expect(carousel).toHaveClass('carousel--products');
  expect(within(carousel).getByRole('heading', { level: 3, name: 'Tapis' })).toBeInTheDocument();
  expect(calls.map((call) => call.operationName)).not.toContain('HomeProducts');
});

it('draws the taxonomy carousels from the block: categories, brands, brand lines', async () => {
  const category = { id: 4, slug: 'jardin', name: 'Jardin', parentId: null, imageUrl: null, productCount: 0 };
  const brand = { id: 10, slug: 'condor', name: 'Condor', logoUrl: '/media/condor.webp' };
  const line = { id: 30, slug: 'condor-cuisine', name: 'Cuisine', brandName: 'Condor', logoUrl: null };
  renderBlock(blockOf(1, 'categories_carousel', { categories: [category] }));
  expect(await screen.findByRole('link', { name: 'Jardin' })).toHaveAttribute(
    'href',
    '/catalog/category/jardin',
  );
  renderBlock(blockOf(2, 'brands_carousel', { brands: [brand] }));
  expect(await screen.findByRole('link', { name: 'Condor' })).toHaveAttribute(
    'href',
    '/catalog/brands/condor',
  );
  renderBlock(blockOf(3, 'brand_lines_carousel', { brandLines: [line] }));
  const lines = await screen.findByRole('region', { name: 'Nos gammes' });
  expect(within(lines).getByRole('link', { name: /Cuisine\s*Condor/ })).toHaveAttribute(
    'href',
    '/catalog/brandlines/condor-cuisine',
  );
});

it('draws an html block’s HTML inside the site’s typography, its own links moving through the router', async () => {
  renderBlock(
    blockOf(1, 'html_block', {
      publicTitle: 'Pourquoi nous',
      html: '<h2>Livraison</h2><ul><li>58 wilayas</li></ul><a href="/page/livraison">En savoir plus</a>',
    }),
  );
  const link = await screen.findByRole('link', { name: 'En savoir plus' });
  expect(link.closest('.rich-text')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Pourquoi nous' })).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('58 wilayas');
});

it('draws a banner: its picture as a link named by its alt text, its caption below', async () => {
  renderBlock(
    blockOf(1, 'banner', {
      images: [bannerImage('ete', '/catalog/featured')],
      html: '<p>Jusqu’à <strong>-30 %</strong></p>',
    }),
  );
  const link = await screen.findByRole('link', { name: 'Bannière ete' });
  expect(link).toHaveAttribute('href', '/catalog/featured');
  const picture = within(link).getByRole('img');
  expect(picture).toHaveAttribute('srcset', '/media/ete-480.webp 480w, /media/ete-1200.webp 1200w');
  expect(picture).toHaveAttribute('width', '1200');
  expect(screen.getByText('-30 %').closest('.rich-text')).toBeInTheDocument();
});

it('turns a banner carousel’s pictures one at a time, the first one the page’s lead', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
  try {
    renderWithApp(
      <HomeModule
        module={{
          ...blockModule(
            blockOf(1, 'banner_carousel', {
              images: [
                bannerImage('ete', '/catalog/featured'),
                bannerImage('rentree', 'https://example.dz/r'),
              ],
            }),
          ),
          priority: true,
        }}
      />,
    );
    const region = await screen.findByRole('region', { name: 'À découvrir' });
    expect(within(region).getByRole('link')).toHaveAccessibleName('Bannière ete');
    const [lead, next] = region.querySelectorAll('img');
    expect(lead).toHaveAttribute('fetchpriority', 'high');
    expect(next).toHaveAttribute('loading', 'lazy');
    act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS));
    expect(within(region).getByRole('link')).toHaveAttribute('href', 'https://example.dz/r');
    expect(within(region).getByRole('button', { name: 'Diapositive précédente' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('draws the deals of a discount block from the running promotions', async () => {
  renderBlock(blockOf(1, 'discount_block', { publicTitle: 'Bons plans' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Bons plans' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Soldes de printemps' })).toBeInTheDocument();
});

it('draws the blog modules: a carousel of posts, one post card, the categories with a short description', async () => {
  renderBlock(
    blockOf(1, 'blog_posts_carousel', {
      blogPosts: [postOf('frigo', 'Bien choisir son frigo'), postOf('ramadan', 'Prêts pour le Ramadan')],
    }),
  );
  const posts = await screen.findByRole('region', { name: 'Nos derniers articles' });
  expect(posts).toHaveClass('carousel--blogPosts');
  expect(within(posts).getByRole('link', { name: 'Prêts pour le Ramadan' })).toHaveAttribute(
    'href',
    '/blog/ramadan',
  );

  renderBlock(blockOf(2, 'blog_post_card', { blogPosts: [postOf('livraison', 'Comment nous livrons')] }));
  const card = await screen.findByRole('heading', { level: 2, name: 'Comment nous livrons' });
  expect(card.closest('article')).toHaveClass('blog-tile--wide');

  const long =
    'Des conseils pratiques pour équiper la cuisine, choisir son électroménager et faire durer ses appareils plus longtemps.';
  renderBlock(
    blockOf(3, 'blog_categories_carousel', {
      blogCategories: [{ id: 1, slug: 'conseils', name: 'Conseils', description: long, thumbnailUrl: null }],
    }),
  );
  const categories = await screen.findByRole('region', { name: 'Les rubriques du blog' });
  const link = within(categories).getByRole('link', { name: /^Conseils/ });
  expect(link).toHaveAttribute('href', '/blog/categories/conseils');
  const shown = link.querySelector('.home-blog-category__description')?.textContent ?? '';
  expect(Array.from(shown)).toHaveLength(DESCRIPTION_MAX);
  expect(shown.endsWith('…')).toBe(true);
});

it('cuts a description at 100 characters only when it is longer', () => {
  expect(truncated('Court.')).toBe('Court.');
  expect(truncated('x'.repeat(100))).toBe('x'.repeat(100));
  expect(truncated('x'.repeat(101))).toBe(`${'x'.repeat(99)}…`);
});

it('shows at most 4 blog categories per view on a desktop and 2 on a tablet, whatever the block says', async () => {
  renderBlock(
    blockOf(1, 'blog_categories_carousel', {
      responsiveNumber: { mobile: 1, tablet: 3, desktop: 6 },
      blogCategories: [{ id: 1, slug: 'a', name: 'A', description: '', thumbnailUrl: null }],
    }),
  );
  const carousel = await screen.findByRole('region', { name: 'Les rubriques du blog' });
  expect(carousel.style.getPropertyValue('--carousel-tablet')).toBe('2.2');
  expect(carousel.style.getPropertyValue('--carousel-desktop')).toBe('4.2');
});

it('draws a product grid with the block’s columns and at most `number` cards', async () => {
  renderBlock(
    blockOf(1, 'products_grid', {
      publicTitle: 'Tout à moins de 2000 DA',
      number: 2,
      responsiveNumber: { mobile: 1, tablet: 2, desktop: 3 },
      products: [cardOf(1, 'Lampe'), cardOf(2, 'Tapis'), cardOf(3, 'Vase')],
    }),
  );
  const heading = await screen.findByRole('heading', { level: 2, name: 'Tout à moins de 2000 DA' });
  const grid = heading.closest('.home-grid')?.querySelector<HTMLElement>('.home-grid__list');
  expect(within(grid as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
  expect(grid?.style.getPropertyValue('--grid-desktop')).toBe('3');
});

it('turns a text carousel’s HTML slides upward, one at a time', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask'] });
  try {
    renderWithApp(
      <HomeModule
        module={blockModule(
          blockOf(1, 'text_carousel', {
            items: [
              '<p>Livraison <strong>gratuite</strong> dès 5000 DA</p>',
              '<p>Paiement à la livraison</p>',
            ],
          }),
        )}
      />,
    );
    const region = await screen.findByRole('region', { name: 'Infos de la boutique' });
    const shown = () => region.querySelector('.home-texts__slide[data-shown]');
    expect(shown()).toHaveTextContent('Livraison gratuite dès 5000 DA');
    act(() => jest.advanceTimersByTime(BANNER_ROTATION_MS));
    expect(shown()).toHaveTextContent('Paiement à la livraison');
  } finally {
    jest.useRealTimers();
  }
});

it('applies the module fields: title hidden, "see all", size, background, classes, count and slides per view', async () => {
  renderBlock(
    blockOf(1, 'products_carousel', {
      publicTitle: 'Nos favoris',
      showTitle: false,
      link: '/catalog/featured',
      size: 'half',
      bgColor: '#1a2b3c',
      wrapperCssClass: 'promo-wrap  spaced',
      containerClass: 'inner',
      number: 1,
      responsiveNumber: { mobile: 1, tablet: 2, desktop: 4 },
      products: [cardOf(1, 'Lampe'), cardOf(2, 'Tapis')],
    }),
  );
  const carousel = await screen.findByRole('region', { name: 'Nos favoris' });
  expect(screen.getByRole('heading', { name: 'Nos favoris' })).toHaveClass('tijara-visually-hidden');
  expect(within(carousel).getByRole('link', { name: 'Voir tout' })).toHaveAttribute(
    'href',
    '/catalog/featured',
  );
  expect(within(carousel).getAllByRole('group')).toHaveLength(1);
  expect(carousel.style.getPropertyValue('--carousel-mobile')).toBe('1.2');
  expect(carousel.style.getPropertyValue('--carousel-desktop')).toBe('4.2');
  const inner = carousel.parentElement as HTMLElement;
  expect(inner).toHaveClass('inner');
  const frame = inner.parentElement as HTMLElement;
  expect(frame).toHaveClass(
    'home-module',
    'home-module--half',
    'home-module--filled',
    'promo-wrap',
    'spaced',
  );
  expect(frame.style.getPropertyValue('--module-background')).toBe('#1a2b3c');
});

it('leaves out module fields that are not what the server writes (old data)', async () => {
  renderBlock(
    blockOf(1, 'products_carousel', {
      publicTitle: 'Anciens',
      size: 'gigantic',
      bgColor: 'red; background: url(x)',
      wrapperCssClass: 'ok" onclick="x',
      products: [cardOf(1, 'Lampe')],
    }),
  );
  const frame = (await screen.findByRole('region', { name: 'Anciens' })).parentElement as HTMLElement;
  expect(frame.className).toBe('home-module home-module--full');
  expect(frame.getAttribute('style')).toBeNull();
});

it('renders nothing for an unknown type, and nothing for a block of any type without data', async () => {
  // The empty product carousels warn: the next test says so.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { container } = renderBlock(blockOf(1, 'hologram_block', { html: '<p>Vieux</p>' }));
  expect(container).toBeEmptyDOMElement();
  for (const [index, type] of SPEC_TYPES.filter((t) => t !== 'discount_block').entries()) {
    const empty = renderBlock(
      blockOf(index + 2, type, { publicTitle: `Vide ${type}`, products: [], items: [''] }),
    );
    await waitFor(() => expect(empty.container).toBeEmptyDOMElement());
    empty.unmount();
  }
});

it('warns when a product carousel has no product, and draws nothing of it', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const { container, calls } = renderBlock(
    blockOf(1, 'tag_products', { publicTitle: 'Ramadan', products: [] }),
  );
  await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ramadan')));
  expect(container).toBeEmptyDOMElement();
  expect(calls.map((call) => call.operationName).filter((name) => name !== 'StorefrontShop')).toEqual([]);
});
