/** A product page as the server answers it, for the page's tests: build one, change what a test needs. */
import type { CrossSellingQuery, ProductPageQuery } from '../../__generated__/graphql';

type Detail = ProductPageQuery['productPage'];
type Product = Detail['product'];
type Combination = Product['combinations'][number];
type CardProduct = CrossSellingQuery['crossSelling']['related'][number];

export const PRODUCT_UUID = '5b0c7a3e-8f63-4b1c-9a55-0d6c8c1f2a10';

const sizes = (key: string) => [
  {
    size: 'SMALL_PRODUCT',
    url: `/media/${key}/small.webp`,
    width: 160,
    height: 160,
  },
  {
    size: 'GRID_DISPLAY',
    url: `/media/${key}/grid.webp`,
    width: 480,
    height: 480,
  },
  {
    size: 'PRODUCT_PAGE_LARGE',
    url: `/media/${key}/large.webp`,
    width: 1200,
    height: 1200,
  },
];

export const image = (id: number, isDefault = false) => ({
  id,
  alt: null,
  isDefault,
  sizes: sizes(`img${id}`),
});

export function combination(id: number, label: string, overrides: Partial<Combination> = {}): Combination {
  return {
    id,
    label,
    isDefault: false,
    available: true,
    priceTtc: 250000,
    priceAfterPromotion: null,
    imageIds: [],
    values: [{ type: 'size', typeLabel: 'Taille', value: label, color: null }],
    ...overrides,
  };
}

export function productDetail(
  product: Partial<Product> = {},
  detail: Partial<Omit<Detail, 'product'>> = {},
): { productPage: Detail } {
  return {
    productPage: {
      shortDescription: '<p>Une lampe <strong>solide</strong>.</p>',
      longDescription: '<p>La description longue.</p>',
      shop: { uuid: 'shop-uuid' },
      pack: null,
      ...detail,
      product: {
        id: 42,
        uuid: PRODUCT_UUID,
        slug: 'lampe-atlas',
        name: 'Lampe Atlas',
        priceTtc: 250000,
        priceAfterPromotion: null,
        inStock: true,
        promotion: null,
        brand: { id: 3, slug: 'lumina', name: 'Lumina', logoUrl: null },
        mainCategory: { id: 7, slug: 'luminaires', name: 'Luminaires' },
        images: [image(1, true), image(2), image(3)],
        combinations: [],
        features: [
          { type: 'material', typeLabel: 'Matière', value: 'Laiton' },
          { type: 'material', typeLabel: 'Matière', value: 'Verre' },
        ],
        ...product,
      },
    },
  };
}

export function card(id: number, name: string): CardProduct {
  return {
    id,
    slug: `produit-${id}`,
    name,
    priceTtc: 100000,
    priceAfterPromotion: null,
    inStock: true,
    isNew: false,
    promotion: null,
    mainCategory: { slug: 'luminaires', name: 'Luminaires' },
    brand: null,
    images: [],
  };
}
