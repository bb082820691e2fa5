/** Answers of the operations the home reads (HomePromotions, HomeProducts, StorefrontMenu), for its tests. */
import type {
  HomeProductsQuery,
  HomePromotionsQuery,
  ProductCardFieldsFragment,
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
