import { screen, waitFor, within } from '@testing-library/react';
import { newPageLoad, renderWithApp } from '../../test/render-with-app';
import type { GraphqlHandlers } from '../../test/render-with-app';
import { HomePage } from './HomePage';
import {
  blockOf,
  cardOf,
  composedBlocks,
  homeAnswer,
  menuHandlers,
  productsAnswer,
  promotionOf,
  promotionsAnswer,
} from './home.mocks';

type Filter = { featured?: boolean; newArrivals?: boolean; onSale?: boolean };

const products = (variables: Record<string, unknown>) => {
  const filter = variables.filter as Filter;
  if (filter.featured) return productsAnswer([cardOf(1, 'Four vedette'), cardOf(2, 'Mixeur vedette')]);
  if (filter.newArrivals) return productsAnswer([cardOf(3, 'Nouveau grille-pain')]);
  return productsAnswer([]);
};

afterEach(() => jest.restoreAllMocks());

const noHome = { StorefrontHome: () => homeAnswer(null) };

describe('while no home is published', () => {
  it('composes the banner, categories, deals, product carousels and brands, leaving out the empty one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithApp(<HomePage />, {
      graphql: {
        ...noHome,
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
        ...noHome,
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

  it('keeps the default home when the published home shows no block this storefront draws', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithApp(<HomePage />, {
      graphql: {
        ...menuHandlers,
        StorefrontHome: () => homeAnswer([blockOf(1, 'hologram_block')]),
        HomePromotions: () => promotionsAnswer([promotionOf()]),
        HomeProducts: products,
      },
    });
    expect(await screen.findByRole('region', { name: 'Promotions en cours' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'À la une' })).toBeInTheDocument();
  });
});

describe('once staff have published a home', () => {
  const composed: GraphqlHandlers = {
    ...menuHandlers,
    StorefrontHome: () => homeAnswer(composedBlocks),
    HomePromotions: () => promotionsAnswer([]),
  };

  it('draws its blocks in order from the one answer, the first one’s picture as the page’s lead', async () => {
    const { calls } = renderWithApp(<HomePage />, { graphql: composed });
    const banners = await screen.findByRole('region', { name: 'À découvrir' });
    const favourites = await screen.findByRole('region', { name: 'Nos favoris' });
    const why = await screen.findByRole('heading', { level: 2, name: 'Pourquoi nous' });
    const blog = await screen.findByRole('region', { name: 'Le blog' });
    const order = [banners, favourites, why, blog];
    for (const [index, block] of order.slice(1).entries()) {
      expect(order[index]?.compareDocumentPosition(block)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(banners.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    // Its download started before the page was drawn, with the <img>'s own sources.
    const lead = banners.querySelector('img');
    const preloaded = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preloaded).toHaveAttribute('imagesrcset', lead?.getAttribute('srcset'));
    expect(preloaded).toHaveAttribute('imagesizes', lead?.getAttribute('sizes'));
    expect(preloaded).toHaveAttribute('fetchpriority', 'high');
    expect(favourites.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(blog).getByRole('link', { name: 'Prêts pour le Ramadan' })).toHaveAttribute(
      'href',
      '/blog/ramadan',
    );
    const asked = calls.map((call) => call.operationName);
    expect(asked).not.toContain('HomeProducts');
    expect(asked).not.toContain('StorefrontMenu');
    expect(screen.queryByRole('region', { name: 'Promotions en cours' })).not.toBeInTheDocument();
  });

  it('reopens offline from the device’s copy with the quiet note, and shows a change on the next load', async () => {
    const online = renderWithApp(<HomePage />, { graphql: composed });
    await screen.findByRole('region', { name: 'Nos favoris' });
    await waitFor(async () => expect(await online.db.catalogQueries.count()).toBeGreaterThan(0));
    online.unmount();

    newPageLoad();
    const offline = renderWithApp(<HomePage />, {
      db: online.db,
      graphql: {
        StorefrontHome: () => {
          throw new TypeError('Failed to fetch');
        },
        HomePromotions: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    expect(await screen.findByRole('region', { name: 'Nos favoris' })).toBeInTheDocument();
    expect(await screen.findByText(/Hors ligne : vous voyez ce que vous aviez consulté/)).toBeInTheDocument();
    offline.unmount();

    // Staff renamed the carousel meanwhile: the next load draws the copy, then the network's answer.
    newPageLoad();
    const renamed = composedBlocks.map((block) =>
      block.id === 2 ? { ...block, publicTitle: 'Coups de cœur', products: [cardOf(1, 'Lampe')] } : block,
    );
    renderWithApp(<HomePage />, {
      db: online.db,
      graphql: { ...composed, StorefrontHome: () => homeAnswer(renamed) },
    });
    expect(await screen.findByRole('region', { name: 'Coups de cœur' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nos favoris' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Hors ligne/)).not.toBeInTheDocument();
  });
});
