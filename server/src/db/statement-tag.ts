/**
 * Every statement a request sends starts with `/* request_id=<id> *\/`, so the request shows in
 * pg_stat_activity, in PostgreSQL's own logs (log_min_duration_statement, lock waits) and in
 * pg_stat_statements samples, next to the same id in the server's log lines.
 *
 * Why a leading comment: pg_stat_activity cuts a statement at track_activity_query_size (1 KiB by
 * default) and many of ours are longer, so a trailing comment would be cut off exactly where it is
 * needed. It costs nothing in plans or caches: MikroORM inlines the parameters and sends each
 * statement unnamed (no server-side prepared statement to miss), pg_stat_statements groups by a query
 * id computed without comments, and PgBouncer in transaction mode passes comments through. BEGIN and
 * COMMIT, which knex sends itself, and work outside a request (migrations, sweeps) go untagged.
 */
import { currentRequestId, isSaneRequestId } from '../core/request-scope';

const TAG = /^\/\* request_id=[^*]* \*\/ /;

export function tagStatement(sql: string): string {
  const requestId = currentRequestId();
  // The scope only ever holds sane ids; the check keeps a `*/` out of the comment whatever happens.
  return requestId !== undefined && isSaneRequestId(requestId) ? `/* request_id=${requestId} */ ${sql}` : sql;
}

/** The statement as the code wrote it (tests match statements by their first word). */
export function untagStatement(sql: string): string {
  return sql.replace(TAG, '');
}
