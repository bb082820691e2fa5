/**
 * Searching the way staff type: case- and accent-insensitive ("ete" finds "Été"). The database has
 * no `unaccent` extension, so both sides are folded the same way: in SQL with `translate(lower(...))`
 * over the accented letters of French (upper case listed too, since lower() under the C locale only
 * folds ASCII), in JavaScript by the same table. The table, not Unicode decomposition, on purpose:
 * decomposing would also strip the hamza of Arabic letters (أ -> ا) on one side only. LIKE's wildcards
 * in what was typed are escaped: "50%" looks for "50%".
 */
import { containsPattern } from './like-pattern';
import { SEARCH_MAX_LENGTH, normaliseDigits } from '@tijara/schema';
import { BadUserInputError } from './errors';

const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuy';
const PLAIN_OF = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index] ?? letter]));

/** The SQL expression folding a text column (or expression) for comparison with searchPattern(). */
export function foldedSql(expression: string): string {
  return `translate(lower(${expression}), '${ACCENTED}', '${PLAIN}')`;
}

/** Lower case, French accents removed, Arabic-Indic digits made Latin. */
export function foldText(text: string): string {
  return [...normaliseDigits(text).toLowerCase()].map((letter) => PLAIN_OF.get(letter) ?? letter).join('');
}

/** A LIKE pattern (escape character `\`) finding the folded text anywhere; null for no search. */
export function searchPattern(search: string | null | undefined, field = 'search'): string | null {
  const text = search?.trim() ?? '';
  if (text === '') return null;
  if (text.length > SEARCH_MAX_LENGTH) {
    throw new BadUserInputError(
      { [field]: [`must be at most ${SEARCH_MAX_LENGTH} characters`] },
      `Invalid ${field}`,
    );
  }
  return containsPattern(foldText(text));
}
