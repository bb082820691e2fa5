/**
 * SQL text with its parameters, built by a tagged template so that values from outside can only
 * enter a statement as parameters. MikroORM's `execute(sql, params)` takes `?` placeholders and
 * escapes each value (an array becomes a comma-separated list, so `array[${ids}]` is a SQL array);
 * a literal `?` in the text would be taken for a placeholder, so the template refuses one.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

export type SqlValue = string | number | boolean | Date | null | readonly string[] | readonly number[];

export class Sql {
  constructor(
    readonly text: string,
    readonly params: readonly SqlValue[],
  ) {}
}

export function sql(strings: TemplateStringsArray, ...values: readonly (Sql | SqlValue)[]): Sql {
  if (strings.some((part) => part.includes('?'))) {
    throw new Error('A literal ? in SQL text would be read as a placeholder');
  }
  let text = strings[0] ?? '';
  const params: SqlValue[] = [];
  values.forEach((value, index) => {
    if (value instanceof Sql) {
      text += value.text;
      params.push(...value.params);
    } else {
      if (Array.isArray(value) && value.length === 0) {
        throw new Error('An empty array cannot be a SQL parameter: leave its condition out instead');
      }
      text += '?';
      params.push(value);
    }
    text += strings[index + 1] ?? '';
  });
  return new Sql(text, params);
}

/** Fragments joined by a constant separator (' and ', ', '). */
export function joinSql(parts: readonly Sql[], separator: string): Sql {
  return new Sql(
    parts.map((part) => part.text).join(separator),
    parts.flatMap((part) => part.params),
  );
}

export const EMPTY_SQL = new Sql('', []);

/** Runs one statement on the request's connection. */
export function runSql<Row>(em: EntityManager, query: Sql): Promise<Row[]> {
  return em.getConnection().execute<Row[]>(query.text, [...query.params]);
}
