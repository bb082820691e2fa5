/**
 * The add-stock quantity as staff type it, checked before anything is sent (it must be positive):
 * a whole number of units from 1 to MAX_STOCK_QUANTITY, the server's own
 * bounds (isStockQuantity). Arabic-Indic digits are accepted; "1.5", "0", "-1" and "1e3" are not.
 */
import { isStockQuantity, MAX_STOCK_QUANTITY, normaliseDigits } from '@tijara/schema';

export type QuantityCheck =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly problem: 'notPositive' | 'tooLarge' };

const WHOLE_NUMBER = /^\d+$/;

export function checkStockQuantity(text: string): QuantityCheck {
  const compact = normaliseDigits(text.trim());
  if (!WHOLE_NUMBER.test(compact)) return { ok: false, problem: 'notPositive' };
  const quantity = Number(compact);
  if (isStockQuantity(quantity)) return { ok: true, quantity };
  return { ok: false, problem: quantity > MAX_STOCK_QUANTITY ? 'tooLarge' : 'notPositive' };
}
