/** What the staff lists of this area share: their default page size and their text search. */

/** The back office's lists show 24 rows unless asked otherwise. */
export const STAFF_PAGE_SIZE = 24;

/** ILIKE pattern matching `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
