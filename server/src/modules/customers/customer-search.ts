/**
 * How a clerk's search box finds a customer: by phone when the text is only a number (Arabic-Indic
 * digits, spaces, dots, dashes and a +213 prefix accepted, compared with the stored 0XXXXXXXXX
 * form), otherwise by words that must each appear in the first name, the last name or the phone.
 */
import { normaliseDigits } from '@tijara/schema';
import { containsPattern } from '../../core/like-pattern';

export type CustomerSearch =
  | { readonly kind: 'none' }
  | { readonly kind: 'phone'; readonly digits: string }
  | { readonly kind: 'words'; readonly words: readonly string[] };

/** Words looked at at most: a pasted paragraph must not become a huge statement. */
const MAX_WORDS = 5;

export function customerSearch(text: string | null | undefined): CustomerSearch {
  const clean = normaliseDigits(text ?? '').trim();
  if (clean === '') return { kind: 'none' };
  if (/^[+\d][\d\s.\-/]*$/.test(clean)) {
    const digits = clean.replace(/\D/g, '');
    // +213 661 23 45 67 (or 00213..., or 213 and nine digits) is stored 0661234567.
    const international = clean.startsWith('+213') || digits.startsWith('00213');
    const withCode = international ? digits.slice(digits.indexOf('213') + 3) : null;
    const bare = digits.startsWith('213') && digits.length === 12 ? digits.slice(3) : null;
    const rest = withCode ?? bare;
    const national = rest === null ? digits : `0${rest}`;
    if (national !== '') return { kind: 'phone', digits: national };
  }
  return { kind: 'words', words: clean.split(/\s+/).slice(0, MAX_WORDS) };
}

/**
 * The search as SQL conditions on the customer row `alias`, each starting with ` and `, with their
 * parameters; nothing for no search.
 */
export function customerSearchSql(search: CustomerSearch, alias = 'c'): [string, unknown[]] {
  if (search.kind === 'none') return ['', []];
  if (search.kind === 'phone') return [` and ${alias}.phone like ?`, [containsPattern(search.digits)]];
  const patterns = search.words.map(containsPattern);
  const one = `(${alias}.firstname ilike ? or ${alias}.lastname ilike ? or ${alias}.phone ilike ?)`;
  return [patterns.map(() => ` and ${one}`).join(''), patterns.flatMap((p) => [p, p, p])];
}
