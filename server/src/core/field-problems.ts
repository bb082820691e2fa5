/**
 * Collects every field error of one input (pure checks first, then the database's), so a single
 * BadUserInputError lists them all instead of the first only. Services throw it inside their
 * transaction, so nothing is written.
 */
import { BadUserInputError } from './errors';
import type { FieldErrors } from './errors';

export class FieldProblems {
  private readonly messages: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.messages[field] ??= []).push(message);
  }

  has(field: string): boolean {
    return this.messages[field] !== undefined;
  }

  get any(): boolean {
    return Object.keys(this.messages).length > 0;
  }

  get all(): FieldErrors {
    return this.messages;
  }

  assertNone(message = 'Invalid input'): void {
    if (this.any) throw new BadUserInputError(this.messages, message);
  }
}
