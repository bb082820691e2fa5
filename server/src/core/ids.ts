/** Numeric ids arriving from outside (GraphQL Int arguments, REST path segments). */
import { BadUserInputError, NotFoundError } from './errors';

/** Ids are PostgreSQL `integer` columns: 1 up to 2^31-1. */
export const MAX_ID = 2_147_483_647;

/**
 * Bad input (400) for what can never be an id: fractions, zero, negatives. A whole number beyond the
 * column's range is simply an id that does not exist (404), answered without asking PostgreSQL, which
 * would refuse it as out of range.
 */
export function assertId(field: string, value: number, entity: string): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new BadUserInputError(
      { [field]: [`must be a whole number from 1 to ${MAX_ID}`] },
      `Invalid ${field}`,
    );
  }
  if (value > MAX_ID) throw new NotFoundError(entity, value);
  return value;
}

export { isUuid } from '@tijara/schema';
