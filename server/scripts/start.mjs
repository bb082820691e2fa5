/**
 * `npm start`: build what is missing or stale, then run the server in this same process (one
 * process: it owns SIGTERM/SIGINT and stops the embedded PostgreSQL itself).
 */
import { createRequire } from 'node:module';
import { ensureBuilt } from './ensure-built.mjs';

try {
  ensureBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
createRequire(import.meta.url)('../dist/main.js');
