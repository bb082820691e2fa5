/**
 * The test server's own PostgreSQL (embedded, in its data folder), for the counts a journey asserts
 * where no GraphQL field says them exactly (orders per device, duplicates of a client order id).
 * The pg driver is the server's dependency: asked through its package, as ops/bench does.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Pg from 'pg';

const repoRoot = path.resolve(__dirname, '../..');

/** postgres:// URL of the database a server started on `dataDir` runs (credentials and postmaster.pid). */
export function databaseUrlOf(dataDir: string, database = 'tijara'): string {
  const { user, password } = JSON.parse(
    readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
  ) as { user: string; password: string };
  // postmaster.pid: pid, data directory, start time, port, ... one per line (PostgreSQL's format).
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  if (!port) throw new Error(`No port in ${dataDir}/postgres/postmaster.pid: is the server running?`);
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** Runs one statement on a connection of its own and answers its rows. */
export async function sql<Row>(dataDir: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const pg = createRequire(path.join(repoRoot, 'server/package.json'))('pg') as typeof Pg;
  const client = new pg.Client({ connectionString: databaseUrlOf(dataDir) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}
