/** What the staff lists of this area share: their default page size and their text search. */

/** The back office's lists show 24 rows unless asked otherwise. */
export const STAFF_PAGE_SIZE = 24;

export { containsPattern } from '../../../core/like-pattern';
