/** Cards as the server sends them, for this feature's tests. */
import type { ProductCardFieldsFragment } from '../../__generated__/graphql';

const variants = (name: string) => [
  { size: 'SMALL_PRODUCT', url: `/img/${name}-160.webp`, width: 160, height: 120 },
  { size: 'GRID_DISPLAY', url: `/img/${name}-480.webp`, width: 480, height: 360 },
  { size: 'PRODUCT_PAGE_LARGE', url: `/img/${name}-1200.webp`, width: 1200, height: 900 },
];

export function cardOf(overrides: Partial<ProductCardFieldsFragment> = {}): ProductCardFieldsFragment {
  return {
    id: 7,
    slug: 'sandale-cuir',
    name: 'Sandale en cuir',
    priceTtc: 150_000,
    priceAfterPromotion: null,
    inStock: true,
    isNew: false,
    promotion: null,
    mainCategory: { slug: 'chaussures', name: 'Chaussures' },
    brand: { slug: 'atlas', name: 'Atlas', logoUrl: '/img/atlas.png' },
    images: [
      { id: 1, sizes: variants('front') },
      { id: 2, sizes: variants('side') },
    ],
    ...overrides,
  };
}
