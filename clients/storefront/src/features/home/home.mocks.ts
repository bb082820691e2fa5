/**
 * Answers of the operations the home reads (StorefrontHome, HomePromotions, HomeProducts,
 * StorefrontMenu), for its tests: a composed block of any type, with its data.
 */
import type {
  BlogPostCardFieldsFragment,
  ContentBlockFieldsFragment,
  HomeProductsQuery,
  HomePromotionsQuery,
  ProductCardFieldsFragment,
  StorefrontHomeQuery,
  StorefrontMenuQuery,
} from '../../__generated__/graphql';

type Promotion = HomePromotionsQuery['storefrontPromotions'][number];

export function promotionOf(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    title: 'Soldes d’été',
    subtitle: '',
    slogan: 'Tout doit partir',
    bannerThumbUrl: '/img/ete.webp',
    discountType: 'PERCENTAGE',
    value: 20,
    scope: 'CATEGORY',
    targetName: 'Électroménager',
    endsAt: '2031-01-01T00:00:00.000Z',
    featured: true,
    ...overrides,
  };
}

export function promotionsAnswer(promotions: Promotion[]): HomePromotionsQuery {
  return { storefrontPromotions: promotions };
}

const sizes = (name: string) => [
  { size: 'SMALL_PRODUCT', url: `/img/${name}-160.webp`, width: 160, height: 120 },
  { size: 'GRID_DISPLAY', url: `/img/${name}-480.webp`, width: 480, height: 360 },
];

export function cardOf(id: number, name: string): ProductCardFieldsFragment {
  return {
    id,
    slug: `produit-${id}`,
    name,
    priceTtc: 150_000,
    priceAfterPromotion: null,
    inStock: true,
    isNew: false,
    promotion: null,
    mainCategory: { slug: 'cuisine', name: 'Cuisine' },
    brand: null,
    images: [{ id: id * 10, sizes: sizes(`p${id}`) }],
  };
}

export function productsAnswer(items: ProductCardFieldsFragment[]): HomeProductsQuery {
  return { products: { items } };
}

/** Two top-level categories with products (one with children), one without, and two brands. */
export const testMenu: StorefrontMenuQuery = {
  storefrontMenu: {
    categories: [
      {
        id: 1,
        slug: 'electromenager',
        name: 'Électroménager',
        parentId: null,
        imageUrl: '/img/c1.jpg',
        productCount: 12,
      },
      { id: 2, slug: 'cuisine', name: 'Cuisine', parentId: 1, imageUrl: null, productCount: 7 },
      { id: 4, slug: 'jardin', name: 'Jardin', parentId: null, imageUrl: null, productCount: 3 },
      { id: 5, slug: 'vide', name: 'Vide', parentId: null, imageUrl: null, productCount: 0 },
    ],
    brands: [
      { id: 10, slug: 'condor', name: 'Condor', logoUrl: '/img/condor.png' },
      { id: 11, slug: 'iris', name: 'Iris', logoUrl: null },
    ],
  },
};

export const menuHandlers = { StorefrontMenu: () => testMenu };

/** A composed block of `type` with nothing in it: each test gives what the block shows. */
export function blockOf(
  id: number,
  type: string,
  overrides: Partial<ContentBlockFieldsFragment> = {},
): ContentBlockFieldsFragment {
  return {
    id,
    type,
    publicTitle: null,
    showTitle: true,
    size: 'full',
    containerClass: '',
    wrapperCssClass: '',
    bgColor: '',
    link: null,
    number: null,
    source: null,
    responsiveNumber: null,
    html: null,
    items: null,
    images: null,
    products: null,
    categories: null,
    brands: null,
    brandLines: null,
    blogPosts: null,
    blogCategories: null,
    ...overrides,
  };
}

export function postOf(slug: string, title: string, overrides: Partial<BlogPostCardFieldsFragment> = {}) {
  return {
    slug,
    title,
    thumbnailUrl: `/media/${slug}-480.webp`,
    createdAt: '2026-03-10T09:00:00.000Z',
    categories: ['Conseils'],
    ...overrides,
  } satisfies BlogPostCardFieldsFragment;
}

export const bannerImage = (name: string, link: string | null = null) => ({
  url: `/media/${name}-1200.webp`,
  gridUrl: `/media/${name}-480.webp`,
  width: 1200,
  height: 400,
  link,
  alt: `Bannière ${name}`,
});

export function homeAnswer(blocks: ContentBlockFieldsFragment[] | null): StorefrontHomeQuery {
  return { storefrontPage: blocks ? { id: 1, title: 'Accueil', blocks } : null };
}

/** A home with a block of each kind the dispatcher draws from the block itself. */
export const composedBlocks: ContentBlockFieldsFragment[] = [
  blockOf(1, 'banner_carousel', {
    images: [bannerImage('ete', '/catalog/featured'), bannerImage('rentree', 'https://example.dz/rentree')],
  }),
  blockOf(2, 'products_carousel', {
    publicTitle: 'Nos favoris',
    source: 'FEATURED',
    link: '/catalog/featured',
    products: [cardOf(1, 'Lampe'), cardOf(2, 'Tapis')],
  }),
  blockOf(3, 'html_block', {
    publicTitle: 'Pourquoi nous',
    html: '<p>Livraison dans les <strong>58 wilayas</strong>, <a href="/page/livraison">en savoir plus</a>.</p>',
  }),
  blockOf(4, 'blog_posts_carousel', {
    publicTitle: 'Le blog',
    blogPosts: [
      postOf('bien-choisir-son-frigo', 'Bien choisir son frigo'),
      postOf('ramadan', 'Prêts pour le Ramadan'),
    ],
  }),
];
