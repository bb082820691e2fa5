/**
 * The quantity rules the screens check before sending anything: an item added to an
 * expedition is a whole number from 1 to the available stock; an item's new quantity is at least 1;
 * a received part is more than 0 and at most what is still expected. Staff may type Arabic-Indic
 * digits; anything else (1.5, 2e1, blanks) is refused, not rounded.
 */
import { parseWholeNumber } from '../../components/whole-number';

/** A quantity to add: 1..available. */
export function addQuantityOf(text: string, available: number): number | null {
  const quantity = parseWholeNumber(text);
  return quantity !== null && quantity >= 1 && quantity <= available ? quantity : null;
}

/** An item's new absolute quantity: below 1 is refused (removing is its own action). */
export function isItemQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1;
}

/** A quantity received now: 1..remaining. */
export function receivedQuantityOf(text: string, remaining: number): number | null {
  const quantity = parseWholeNumber(text);
  return quantity !== null && quantity > 0 && quantity <= remaining ? quantity : null;
}
