/**
 * The one rule for typed searches that start at SEARCH_MIN_LENGTH characters (the storefront's
 * product search, the till's customer search): trimmed, from SEARCH_MIN_LENGTH to SEARCH_MAX_LENGTH
 * characters, else a field error.
 */
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@tijara/schema';
import { BadUserInputError } from './errors';

function tooShortOrLong(field: string): BadUserInputError {
  return new BadUserInputError(
    { [field]: [`must be ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`] },
    `Invalid ${field}`,
  );
}

/** Trimmed search text, or undefined when empty; too short or too long is bad input. */
export function checkSearch(field: string, value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (text.length < SEARCH_MIN_LENGTH || text.length > SEARCH_MAX_LENGTH) throw tooShortOrLong(field);
  return text;
}

/** The same, for a search that must be there. */
export function requireSearch(field: string, value: string): string {
  const text = checkSearch(field, value);
  if (text === undefined) throw tooShortOrLong(field);
  return text;
}
