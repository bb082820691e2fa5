/** Cart lines and the shop's answers about them, for this feature's tests and the product card's. */
import type { CartProductOptionsQuery, StorefrontCartLinesQuery } from '../../__generated__/graphql';
import { CART_STORAGE_KEY } from './cart-lines';
import type { CartLine } from './cart-lines';
import { cart } from './cart-store';

export const robe: CartLine = {
  productId: 7,
  combinationId: 31,
  unitPrice: 765_000,
  quantity: 1,
  name: 'Djellaba brodée',
  image: '/media/p/7/small.webp',
  attributes: { Taille: 'M', Couleur: 'Noir' },
};

export const lamp: CartLine = {
  productId: 9,
  combinationId: null,
  unitPrice: 250_000,
  quantity: 2,
  name: 'Lampe',
  image: null,
  attributes: null,
};

/** A page load with this cart stored (raw text: a test may store a broken one). */
export function storeCart(lines: readonly unknown[] | string): void {
  localStorage.setItem(CART_STORAGE_KEY, typeof lines === 'string' ? lines : JSON.stringify(lines));
  cart.reload();
}

export const storedLines = (): unknown => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');

type Answer = StorefrontCartLinesQuery['storefrontCartLines'][number];
type Asked = { productId: number; combinationId?: number | null; quantity: number };

/** The shop's check of the lines: sellable at the stored price unless `answer` says otherwise. */
export function cartLinesHandler(answer: (line: Asked) => Partial<Answer> = () => ({})) {
  return (variables: Record<string, unknown>) => ({
    storefrontCartLines: (variables.lines as Asked[]).map((line) => {
      const stored = cart
        .state()
        .lines.find(
          (kept) => kept.productId === line.productId && kept.combinationId === (line.combinationId ?? null),
        );
      return {
        __typename: 'StorefrontCartLine',
        productId: line.productId,
        combinationId: line.combinationId ?? null,
        quantity: line.quantity,
        status: 'SELLABLE',
        unitPrice: stored?.unitPrice ?? 0,
        available: 10,
        ...answer(line),
      };
    }),
  });
}

type OptionsProduct = CartProductOptionsQuery['productPage']['product'];
type OptionsCombination = OptionsProduct['combinations'][number];

export function optionsCombination(
  id: number,
  label: string,
  overrides: Partial<OptionsCombination> = {},
): OptionsCombination {
  return {
    id,
    label,
    isDefault: false,
    available: true,
    priceTtc: 180_000,
    priceAfterPromotion: null,
    values: [{ typeLabel: 'Pointure', value: label }],
    ...overrides,
  };
}

/** The product the card's button asks for (product-options.graphql). */
export function productOptions(overrides: Partial<OptionsProduct> = {}): CartProductOptionsQuery {
  return {
    productPage: {
      product: {
        id: 7,
        name: 'Sandale en cuir',
        priceTtc: 150_000,
        priceAfterPromotion: null,
        inStock: true,
        images: [
          {
            id: 1,
            sizes: [
              { size: 'GRID_DISPLAY', url: '/img/front-480.webp' },
              { size: 'SMALL_PRODUCT', url: '/img/front-160.webp' },
            ],
          },
        ],
        combinations: [],
        ...overrides,
      },
    },
  };
}
