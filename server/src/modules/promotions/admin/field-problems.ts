/** Field problems (core/field-problems.ts) and the small helpers promotion messages use. */
import { FieldProblems } from '../../../core/field-problems';

export { FieldProblems };

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
