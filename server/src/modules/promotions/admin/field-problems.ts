/**
 * Collects every field error of one input (pure checks first, then the database's: unknown targets,
 * a coupon code in use), so a single BadUserInputError lists them all instead of the first only.
 */
import { BadUserInputError } from '../../../core/errors';
import type { FieldErrors } from '../../../core/errors';

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

  /** Throws the collected problems (nothing is written: callers throw inside their transaction). */
  assertNone(message = 'Invalid input'): void {
    if (this.any) throw new BadUserInputError(this.messages, message);
  }
}

/** "12, 15, 40": ids a message names. */
export function idList(ids: readonly number[]): string {
  return ids.join(', ');
}

/** The values listed more than once, each named once, in order of appearance. */
export function repeated<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const twice = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
}

/** The GraphQL name of an enum value ('brandline' -> 'BRAND_LINE'): messages speak the API's words. */
export function keyOf(enumObject: Readonly<Record<string, string>>, value: string): string {
  return Object.keys(enumObject).find((key) => enumObject[key] === value) ?? value;
}
