/**
 * Starts ONE embedded PostgreSQL for the whole test run, in a unique folder under the system's
 * temporary folder (removed by global-teardown.mjs), tuned for speed over durability, and hands its
 * URL to the test workers through TIJARA_TEST_PG_URL. An .mjs file so Jest imports the ESM-only
 * package natively. The temporary folder, not the repository: as root, PostgreSQL runs as the
 * "postgres" user, which may not be able to enter the clone (scripts/postgres-runtime.cjs).
 */
import { chmodSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import runtime from '../scripts/postgres-runtime.cjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tijara-jest-'));
  // PostgreSQL runs as the "postgres" user when we are root: it must be able to enter the folder.
  chmodSync(dir, 0o755);
  const { EmbeddedPostgres } = await runtime.importEmbeddedPostgres();
  const port = await freePort();
  const password = 'tijara-test';
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'postgres'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: () => {},
    onError: (error) => console.error(error),
  });
  await pg.initialise();
  await pg.start();
  globalThis.__TIJARA_TEST_PG__ = { pg, dir };
  process.env.TIJARA_TEST_PG_URL = `postgres://postgres:${password}@127.0.0.1:${port}`;
  // Uploaded media of the run's apps, one folder per database, removed with the rest by the teardown.
  process.env.TIJARA_TEST_MEDIA_ROOT = path.join(dir, 'media');
}
