/** Numeric ids arriving from outside (GraphQL Int arguments, REST path segments). */
import { BadUserInputError } from './errors';

/** Ids are PostgreSQL `integer` columns: 1 up to 2^31-1. */
export const MAX_ID = 2_147_483_647;

export function assertId(field: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_ID) {
    throw new BadUserInputError(
      { [field]: [`must be a whole number from 1 to ${MAX_ID}`] },
      `Invalid ${field}`,
    );
  }
  return value;
}
