/**
 * What the card's button does once clicked (loaded then, never with the listing): asks the shop for
 * the product's price and combinations now (a card does not carry them), then adds the product at its
 * price after promotion, or opens the combination modal. The modals' chunk is loaded alongside, so a
 * device that cannot load it says so on the card instead of doing nothing.
 */
import { CartProductOptionsDocument } from '../../__generated__/graphql';
import type { CartProductOptionsQuery } from '../../__generated__/graphql';
import { requestGraphql } from '../../app/data';
import { cart } from './cart-store';
import { openCombinationModal } from './combination-event';
import { attributesOf, cartLineOf } from './line-input';
import { loadCartModals } from './load-modals';

type Product = CartProductOptionsQuery['productPage']['product'];

interface Priced {
  readonly priceTtc: number;
  readonly priceAfterPromotion: number | null;
}

/** What the shopper pays for one unit: the promotion's price when one lowers it (TTC centimes). */
export const currentPrice = ({ priceTtc, priceAfterPromotion }: Priced) =>
  priceAfterPromotion !== null && priceAfterPromotion < priceTtc ? priceAfterPromotion : priceTtc;

/** The small picture a cart line keeps (the product's first image). */
function smallImage(product: Product): string | null {
  const sizes = product.images[0]?.sizes ?? [];
  return (sizes.find((size) => size.size === 'SMALL_PRODUCT') ?? sizes[0])?.url ?? null;
}

export interface CardProduct {
  readonly slug: string;
  /** The name the card shows (the "name unavailable" text for a product without one). */
  readonly name: string;
}

export async function addFromCard(card: CardProduct): Promise<void> {
  const [data] = await Promise.all([
    requestGraphql(CartProductOptionsDocument, { slug: card.slug }),
    loadCartModals(),
  ]);
  const { product } = data.productPage;
  const name = product.name.trim() || card.name;
  const image = smallImage(product);
  if (product.combinations.length === 0) {
    cart.add(cartLineOf({ productId: product.id, unitPrice: currentPrice(product), name, image }));
    return;
  }
  openCombinationModal({
    productId: product.id,
    name,
    image,
    price: currentPrice(product),
    combinations: product.combinations.map((combination) => ({
      id: combination.id,
      name: combination.label,
      price: currentPrice(combination),
      available: combination.available,
      attributes: attributesOf(combination.values),
      isDefault: combination.isDefault,
    })),
  });
}
