/**
 * The refusals of the till's devices and sessions: every field at fault at once, each with the key
 * the apps translate (extensions.messageKeys, field -> key; extensions.messageKey is the first one's),
 * and the refusals that are not about a form (a session uuid reused, a session unknown).
 */
import { ErrorCode } from '@tijara/schema';
import { RuleError } from '../../core/errors';

/** Keys the apps translate (extensions.messageKey, and messageKeys per field). */
export const PosMessageKey = {
  INVALID_INPUT: 'pos.invalid_input',
  DEVICE_CODE_INVALID: 'pos.device_code_invalid',
  DEVICE_CODE_TAKEN: 'pos.device_code_taken',
  /** A reclaim (taking over a registered till) by someone who does not run the shop (no SHOP_SETTINGS). */
  RECLAIM_NEEDS_MANAGER: 'pos.reclaim_needs_manager',
  DEVICE_NAME_LENGTH: 'pos.device_name_length',
  /** Not a warehouse of the device's shop (or no warehouse at all). */
  WAREHOUSE_NOT_IN_SHOP: 'pos.warehouse_not_in_shop',
  WAREHOUSE_INACTIVE: 'pos.warehouse_inactive',
  /** A session names a device the server does not know, or one no longer active. */
  DEVICE_UNKNOWN: 'pos.device_unknown',
  SESSION_NUMBER_TAKEN: 'pos.session_number_taken',
  /** The same session uuid sent again with other values. */
  SESSION_KEY_REUSED: 'pos.session_key_reused',
  SESSION_NOT_FOUND: 'pos.session_not_found',
  /** A session opened by a colleague who does not work in the till's shop. */
  CASHIER_NOT_IN_SHOP: 'pos.cashier_not_in_shop',
} as const;
export type PosMessageKey = (typeof PosMessageKey)[keyof typeof PosMessageKey];

export class PosProblems {
  private readonly messages: Record<string, string[]> = {};
  private readonly keys: Record<string, PosMessageKey> = {};
  private first: PosMessageKey | null = null;
  private readonly details: Record<string, unknown> = {};

  add(field: string, key: PosMessageKey, message: string): void {
    (this.messages[field] ??= []).push(message);
    this.keys[field] ??= key;
    this.first ??= key;
  }

  /** A structured fact beside the refusal (extensions.<name>), e.g. the till holding a code. */
  detail(name: string, value: unknown): void {
    this.details[name] = value;
  }

  has(field: string): boolean {
    return this.messages[field] !== undefined;
  }

  /** BAD_USER_INPUT naming every field at fault, or null when none is. */
  error(message = 'Invalid input'): RuleError | null {
    if (this.first === null) return null;
    return new RuleError(ErrorCode.BAD_USER_INPUT, this.first, message, this.messages, {
      ...this.details,
      messageKeys: this.keys,
    });
  }

  /** Throws error(): nothing is written. */
  assertNone(message?: string): void {
    const error = this.error(message);
    if (error) throw error;
  }
}

/** One field at fault (the checks the database makes, after the form's). */
export function fieldRefusal(field: string, key: PosMessageKey, message: string): RuleError {
  const problems = new PosProblems();
  problems.add(field, key, message);
  return problems.error(message) as RuleError;
}

export function sessionKeyReused(): RuleError {
  return new RuleError(
    ErrorCode.CONFLICT,
    PosMessageKey.SESSION_KEY_REUSED,
    'This session uuid was already sent with other values',
  );
}

export function sessionNotFound(uuid: string): RuleError {
  return new RuleError(ErrorCode.NOT_FOUND, PosMessageKey.SESSION_NOT_FOUND, `POS session ${uuid} not found`);
}
