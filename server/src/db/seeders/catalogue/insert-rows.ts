/**
 * Set-based writes for the demo catalogue: ids are reserved from the tables' sequences in one
 * statement, so every relation is computed in memory, and each table is then filled by one
 * INSERT ... SELECT FROM json_to_recordset(...) per chunk: one parameter however many rows, about
 * twenty statements for 2,000 products instead of one round trip per row. Runs in the caller's
 * transaction (the seeding one). The JSON goes to PostgreSQL as a bound parameter through knex:
 * MikroORM's em.execute() would inline it into the SQL text, escaping megabytes in JavaScript first.
 */
import type { EntityManager, Knex } from '@mikro-orm/postgresql';

export type ColumnType = 'int' | 'bigint' | 'text' | 'boolean' | 'jsonb' | 'uuid' | 'timestamptz';
export type Row = Readonly<Record<string, string | number | boolean | object | null>>;

/** Rows per statement: keeps each JSON parameter to a few megabytes. */
const CHUNK_ROWS = 2000;

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

/** `count` fresh ids of `table`'s serial `id` column, in increasing order. */
export async function reserveIds(em: EntityManager, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await em.execute<{ id: number }[]>(
    'select nextval(pg_get_serial_sequence(?, ?))::int as id from generate_series(1, ?) order by 1',
    [table, 'id', count],
  );
  return rows.map((row) => row.id);
}

/** Inserts `rows` (keys are column names) into `table`; `columns` gives each column's SQL type. */
export async function insertRows(
  em: EntityManager,
  table: string,
  columns: Readonly<Record<string, ColumnType>>,
  rows: readonly Row[],
): Promise<void> {
  const names = Object.keys(columns).map(quote).join(', ');
  const record = Object.entries(columns)
    .map(([name, type]) => `${quote(name)} ${type}`)
    .join(', ');
  const sql = `insert into ${quote(table)} (${names}) select ${names} from json_to_recordset(cast(? as json)) as r(${record})`;
  const transaction = em.getTransactionContext<Knex.Transaction>();
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const statement = em.getKnex().raw(sql, [JSON.stringify(rows.slice(start, start + CHUNK_ROWS))]);
    await (transaction === undefined ? statement : statement.transacting(transaction));
  }
}

/** The id at `index` of a reserved range, refusing an index the planner never handed out. */
export function idAt(ids: readonly number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new RangeError(`No reserved id at ${index} of ${ids.length}`);
  return id;
}

/** The id of a code in a map built while writing, refusing a code that was never written. */
export function idOf(ids: ReadonlyMap<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`The demo catalogue has no ${code}`);
  return id;
}
