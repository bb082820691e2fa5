/**
 * The stock screens' input rules as plain functions: what a quantity added by hand, an inventory
 * count, a reason, a reference or a note may be, and a warehouse's name. Each refusal names the
 * field and, where the screens have one, the message key they translate (invalid_quantity for a
 * quantity, invalid_data for the rest), so GraphQL and the REST shims answer alike.
 */
import {
  ADD_STOCK_REASONS,
  ErrorCode,
  isStockQuantity,
  MAX_STOCK_QUANTITY,
  StockMessageKey,
} from '@tijara/schema';
import type { StockMovementReason } from '@tijara/schema';
import { RuleError } from '../../core/errors';

export const MAX_REFERENCE_LENGTH = 120;
export const MAX_NOTE_LENGTH = 500;
export const MAX_WAREHOUSE_NAME_LENGTH = 80;

export interface AddStockFields {
  readonly quantity: unknown;
  readonly reason?: string | null;
  readonly reference?: string | null;
  readonly note?: string | null;
}

export interface CheckedAddStock {
  readonly quantity: number;
  readonly reason: StockMovementReason;
  readonly reference: string | null;
  readonly note: string | null;
}

type Problems = Record<string, string[]>;

function refuse(messageKey: StockMessageKey, problems: Problems, message: string): never {
  throw new RuleError(ErrorCode.BAD_USER_INPUT, messageKey, message, problems);
}

/** Trimmed text, null when empty; a problem recorded when longer than `max`. */
function optionalText(problems: Problems, field: string, value: string | null | undefined, max: number) {
  const text = value?.trim() ?? '';
  if (text.length > max) problems[field] = [`must be at most ${max} characters`];
  return text === '' ? null : text;
}

const QUANTITY_PROBLEM = `must be a whole number from 1 to ${MAX_STOCK_QUANTITY}`;
const COUNT_PROBLEM = `must be a whole number from 0 to ${MAX_STOCK_QUANTITY}`;

/** A manual entry: a positive whole quantity, PURCHASE (default) or RETURN, short texts. */
export function checkAddStock(fields: AddStockFields): CheckedAddStock {
  const problems: Problems = {};
  if (!isStockQuantity(fields.quantity)) problems['quantity'] = [QUANTITY_PROBLEM];
  const reason = (fields.reason ?? 'purchase') as StockMovementReason;
  if (!ADD_STOCK_REASONS.includes(reason)) {
    problems['reason'] = [`must be one of ${ADD_STOCK_REASONS.join(', ')}`];
  }
  const reference = optionalText(problems, 'reference', fields.reference, MAX_REFERENCE_LENGTH);
  const note = optionalText(problems, 'note', fields.note, MAX_NOTE_LENGTH);
  if (problems['quantity']) refuse(StockMessageKey.INVALID_QUANTITY, problems, 'Invalid quantity');
  if (Object.keys(problems).length) refuse(StockMessageKey.INVALID_DATA, problems, 'Invalid stock entry');
  return { quantity: fields.quantity as number, reason, reference, note };
}

/** What an inventory count found: a whole number from 0 (an empty shelf is a valid count). */
export function checkCount(fields: { countedQuantity: unknown; note?: string | null }): {
  countedQuantity: number;
  note: string | null;
} {
  const problems: Problems = {};
  const counted = fields.countedQuantity;
  const valid = typeof counted === 'number' && (counted === 0 || isStockQuantity(counted));
  if (!valid) problems['countedQuantity'] = [COUNT_PROBLEM];
  const note = optionalText(problems, 'note', fields.note, MAX_NOTE_LENGTH);
  if (!valid) refuse(StockMessageKey.INVALID_QUANTITY, problems, 'Invalid counted quantity');
  if (Object.keys(problems).length) refuse(StockMessageKey.INVALID_DATA, problems, 'Invalid count');
  return { countedQuantity: counted as number, note };
}

/** The signed ledger quantity that makes on hand equal the count; 0 when nothing changes. */
export function countAdjustment(onHand: number, counted: number): number {
  return counted - onHand;
}

/** A warehouse's name: trimmed, 1 to MAX_WAREHOUSE_NAME_LENGTH characters. */
export function checkWarehouseName(name: string): string {
  const text = name.trim();
  if (text === '' || text.length > MAX_WAREHOUSE_NAME_LENGTH) {
    refuse(
      StockMessageKey.INVALID_DATA,
      { name: [`must be 1 to ${MAX_WAREHOUSE_NAME_LENGTH} characters`] },
      'Invalid warehouse name',
    );
  }
  return text;
}
