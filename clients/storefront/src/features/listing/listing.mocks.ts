/** Server answers for the listing tests: a category, its cards and its filters. */
import type {
  CatalogPageQuery,
  ProductCardFieldsFragment,
  ProductFiltersQuery,
  ProductsQuery,
} from '../../__generated__/graphql';

export function cardOf(id: number): ProductCardFieldsFragment {
  const sizes = [
    { size: 'SMALL_PRODUCT', url: `/img/${id}-160.webp`, width: 160, height: 160 },
    { size: 'GRID_DISPLAY', url: `/img/${id}-480.webp`, width: 480, height: 480 },
    { size: 'PRODUCT_PAGE_LARGE', url: `/img/${id}-1200.webp`, width: 1200, height: 1200 },
  ];
  return {
    id,
    slug: `produit-${id}`,
    name: `Produit ${id}`,
    priceTtc: 100_000 + id * 100,
    priceAfterPromotion: null,
    inStock: true,
    isNew: false,
    promotion: null,
    mainCategory: { slug: 'chaussures', name: 'Chaussures' },
    brand: null,
    images: [{ id, sizes }],
  };
}

/** One page of a listing of `totalCount` products, as the server pages it. */
export function productsAnswer(variables: Record<string, unknown>, totalCount: number): ProductsQuery {
  const page = Number(variables.page);
  const pageSize = Number(variables.pageSize);
  const first = (page - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, totalCount - first + 1));
  return {
    products: {
      totalCount,
      page,
      pageSize,
      items: Array.from({ length: count }, (_, index) => cardOf(first + index)),
    },
  };
}

export const categoryAnswer: CatalogPageQuery = {
  catalogPage: {
    kind: 'CATEGORY',
    id: 3,
    slug: 'chaussures',
    name: 'Chaussures',
    description: 'Pour toute la famille.',
    endsAt: null,
    breadcrumbs: [
      { name: 'Mode', slug: 'mode' },
      { name: 'Chaussures', slug: 'chaussures' },
    ],
  },
};

export const filtersAnswer: ProductFiltersQuery = {
  productFilters: {
    brands: [
      { id: 1, name: 'Atlas', count: 4 },
      { id: 2, name: 'Djurdjura', count: 2 },
      { id: 5, name: 'Hoggar', count: 0 },
    ],
    subCategories: [],
    brandLines: [],
    features: [
      {
        type: 'color',
        label: 'Couleur',
        options: [
          { value: 'Bleu', count: 1 },
          { value: 'Rouge', count: 3 },
        ],
      },
    ],
    attributes: [],
    priceRange: { min: 100_050, max: 250_000 },
  },
};
