/**
 * The quantity and editing rules of expeditions as plain functions, with the refusals the screens
 * translate (`StockMessageKey` in @tijara/schema): item quantities are whole units from 1 to what is
 * available (`invalid_quantity`), items change only while the expedition is in progress
 * (`error_adding` / `error_updating` / `error_removing`, reason `expedition_not_editable`), a reception
 * counts whole units above 0 (`invalid_data`) and never more than is still expected
 * (`error_receiving_part`).
 */
import { ErrorCode, ExpeditionStatus, MAX_STOCK_QUANTITY, StockMessageKey } from '@tijara/schema';
import { AppError, RuleError } from '../../core/errors';

/** What was being done to the items when a refusal came: it picks the screen's message key. */
export type ItemEdit = 'add' | 'update' | 'remove';

const EDIT_KEYS: Readonly<Record<ItemEdit, StockMessageKey>> = {
  add: StockMessageKey.ERROR_ADDING,
  update: StockMessageKey.ERROR_UPDATING,
  remove: StockMessageKey.ERROR_REMOVING,
};

/** The message key of a refused item edit that is not a quantity problem. */
export function editMessageKey(edit: ItemEdit): StockMessageKey {
  return EDIT_KEYS[edit];
}

/** 409 unless the expedition is still in progress (its stock not yet gone). */
export function assertEditable(
  expedition: { readonly id: number; readonly status: ExpeditionStatus },
  edit: ItemEdit,
) {
  if (expedition.status === ExpeditionStatus.INPROGRESS) return;
  throw new RuleError(
    ErrorCode.CONFLICT,
    editMessageKey(edit),
    `Expedition ${expedition.id} is ${expedition.status}: its items can no longer change`,
    {},
    { reason: StockMessageKey.EXPEDITION_NOT_EDITABLE, status: expedition.status },
  );
}

/** Whether `quantity` can be an item's quantity at all (before looking at the stock). */
export function isItemQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_STOCK_QUANTITY;
}

/**
 * 400 on `quantity`, key `invalid_quantity`, with the units that could be asked for: `available` is
 * what the line has free in the source, counting the item's own reservation when it is an update.
 */
export function invalidQuantity(available: number): RuleError {
  const most = Math.max(0, Math.min(available, MAX_STOCK_QUANTITY));
  const message =
    most === 0
      ? 'No unit of this item is available'
      : `The quantity must be a whole number from 1 to ${most}`;
  return new RuleError(
    ErrorCode.BAD_USER_INPUT,
    StockMessageKey.INVALID_QUANTITY,
    message,
    { quantity: [message] },
    { available: most },
  );
}

/** Refuses a received quantity: not a whole number above 0, or more than the part still expects. */
export function receivedQuantityError(quantity: number, remaining: number): RuleError | null {
  if (!Number.isInteger(quantity) || quantity < 1) {
    const message = 'The received quantity must be a whole number above 0';
    return new RuleError(ErrorCode.BAD_USER_INPUT, StockMessageKey.INVALID_DATA, message, {
      quantity: [message],
    });
  }
  if (quantity > remaining) {
    const message = `Only ${remaining} unit(s) of this part are still expected`;
    return new RuleError(
      ErrorCode.BAD_USER_INPUT,
      StockMessageKey.ERROR_RECEIVING_PART,
      message,
      { quantity: [message] },
      { remaining },
    );
  }
  return null;
}

/** 409 unless the expedition is on its way (sent, or partly received). */
export function assertReceivable(expedition: { readonly id: number; readonly status: ExpeditionStatus }) {
  const { status } = expedition;
  if (status === ExpeditionStatus.SENT || status === ExpeditionStatus.PARTIALLY_RECIEVED) return;
  throw new RuleError(
    ErrorCode.CONFLICT,
    StockMessageKey.ERROR_RECEIVING_PART,
    `Expedition ${expedition.id} is ${status}: only a sent or partly received expedition can receive parts`,
    {},
    { status },
  );
}

/** The longest idempotency key kept (a UUID is 36 characters; clients may prefix theirs). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** The key trimmed, or null when absent or blank; 400 `invalid_data` when too long. */
export function idempotencyKeyOf(key: string | null | undefined): string | null {
  const trimmed = key?.trim() ?? '';
  if (trimmed === '') return null;
  if (trimmed.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    const message = `At most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`;
    throw new RuleError(ErrorCode.BAD_USER_INPUT, StockMessageKey.INVALID_DATA, message, {
      idempotencyKey: [message],
    });
  }
  return trimmed;
}

/** The longest note kept on an expedition. */
export const MAX_NOTE_LENGTH = 2000;

/**
 * A refusal that carries no message key yet (an unknown product, a warehouse the actor is not
 * assigned to) gets the key of the action that failed, so every refusal of an expedition call has
 * one for the screen to translate; code, message and field errors stay. Other errors pass unchanged.
 */
export function withMessageKey(error: unknown, key: StockMessageKey): unknown {
  if (!(error instanceof AppError) || error instanceof RuleError) return error;
  return new RuleError(error.code, key, error.message, error.fieldErrors, error.extensions());
}

/** Runs `work`, keying its refusals (see withMessageKey). */
export async function keyedRefusals<T>(key: StockMessageKey, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw withMessageKey(error, key);
  }
}

/** The contract's page size for expedition lists (one of PAGE_SIZES), also when null is sent. */
export const EXPEDITIONS_PAGE_SIZE = 24;
