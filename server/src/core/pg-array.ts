/**
 * PostgreSQL array literals (`{1,2,NULL,"text"}`) for `unnest(?::int[], ?::text[])`: one bound
 * parameter carries a whole column, so a statement writes or reads every line of an order at once.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}
