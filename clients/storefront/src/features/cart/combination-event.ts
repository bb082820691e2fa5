/**
 * The combination modal's door: whoever sells a product with combinations (a card, a carousel, the
 * product page) fires this window event with what the modal shows; the navbar cart, on every page,
 * loads the modal and opens it. Prices are TTC centimes after the promotion.
 */

export const CHOOSE_COMBINATION_EVENT = 'tijara:choose-combination';

export interface CombinationChoice {
  readonly id: number;
  /** Its display name ("M / Noir"). */
  readonly name: string;
  /** TTC centimes after the promotion. */
  readonly price: number;
  readonly available: boolean;
  /** Type label -> value ("Taille" -> "M"); stored on the cart line. */
  readonly attributes: Readonly<Record<string, string>> | null;
  /** The shop's default: preselected when available (else the first available one). */
  readonly isDefault?: boolean;
}

export interface CombinationRequest {
  readonly productId: number;
  readonly name: string;
  /** A small image's address, or null. */
  readonly image: string | null;
  /** The product's own price (TTC centimes), shown until a combination is chosen. */
  readonly price: number;
  readonly combinations: readonly CombinationChoice[];
}

/** Opens the combination modal for a product (the navbar cart, mounted on every page, answers). */
export function openCombinationModal(detail: CombinationRequest): void {
  window.dispatchEvent(new CustomEvent<CombinationRequest>(CHOOSE_COMBINATION_EVENT, { detail }));
}
