/**
 * Collects every problem of one staff order request, pure checks and database checks alike, so one
 * refusal names them all. A problem may carry the order message key the screens translate: the
 * refusal is 422 UNPROCESSABLE when a line names a product the shop does not sell (the request is
 * well formed but cannot be honoured), else 400 BAD_USER_INPUT, with the first key as messageKey.
 */
import { ErrorCode, OrderMessageKey } from '@tijara/schema';
import { BadUserInputError, RuleError } from '../../../core/errors';

export class OrderProblems {
  private readonly messages: Record<string, string[]> = {};
  private readonly keys: string[] = [];

  add(field: string, message: string, key?: string): void {
    (this.messages[field] ??= []).push(message);
    if (key !== undefined) this.keys.push(key);
  }

  has(field: string): boolean {
    return this.messages[field] !== undefined;
  }

  /** Whether a field under `prefix` (`lines` covers `lines.0.quantity`) has a problem. */
  hasUnder(prefix: string): boolean {
    return Object.keys(this.messages).some((field) => field === prefix || field.startsWith(`${prefix}.`));
  }

  get any(): boolean {
    return Object.keys(this.messages).length > 0;
  }

  get fieldErrors(): Readonly<Record<string, readonly string[]>> {
    return this.messages;
  }

  /** Throws the refusal naming every field, when there is any problem. */
  assertNone(message = 'The order cannot be made as entered'): void {
    if (!this.any) return;
    if (this.keys.includes(OrderMessageKey.UNKNOWN_PRODUCT)) {
      throw new RuleError(ErrorCode.UNPROCESSABLE, OrderMessageKey.UNKNOWN_PRODUCT, message, this.messages);
    }
    const [key] = this.keys;
    if (key !== undefined) throw new RuleError(ErrorCode.BAD_USER_INPUT, key, message, this.messages);
    throw new BadUserInputError(this.messages, message);
  }
}
