/**
 * What the storefront's cart shows of one line when it refreshes, as a plain rule: NOT_SOLD when the
 * shop does not sell it (no price nor stock is told then), OUT_OF_STOCK when the warehouse web orders
 * reserve from has fewer units available than the line asks (with what is left), else SELLABLE (the
 * stock is not told). Money: TTC centimes.
 */
import type { CartLineRequest } from '../../promotions';

export enum CartLineStatus {
  SELLABLE = 'SELLABLE',
  OUT_OF_STOCK = 'OUT_OF_STOCK',
  NOT_SOLD = 'NOT_SOLD',
}

/** What a sold line is worth and has now: one unit's TTC after the catalogue offer, units available. */
export interface SoldLineFigures {
  readonly unitPrice: number;
  readonly available: number;
}

export interface CartLineState extends CartLineRequest {
  readonly status: CartLineStatus;
  /** Null when NOT_SOLD. */
  readonly unitPrice: number | null;
  /**
   * Units left, only when the line asks for more (OUT_OF_STOCK): what the shopper needs to lower the
   * quantity. A line that is fine tells nothing of the shop's stock (a public query).
   */
  readonly available: number | null;
}

/** The line as asked, with its status and figures (`sold`: null when the shop does not sell it). */
export function cartLineState(line: CartLineRequest, sold: SoldLineFigures | null): CartLineState {
  const asked = { productId: line.productId, combinationId: line.combinationId, quantity: line.quantity };
  if (sold === null) return { ...asked, status: CartLineStatus.NOT_SOLD, unitPrice: null, available: null };
  const status = sold.available < line.quantity ? CartLineStatus.OUT_OF_STOCK : CartLineStatus.SELLABLE;
  const available = status === CartLineStatus.OUT_OF_STOCK ? sold.available : null;
  return { ...asked, status, unitPrice: sold.unitPrice, available };
}
