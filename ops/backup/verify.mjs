#!/usr/bin/env node
/**
 * Compares a restored database with what it was restored from, by inventory.sql's facts: the exact row
 * count of every table of every schema, every view, every column-owned sequence covering its column,
 * and the sum of order totals. Prints each difference and exits 1 when there is one, 0 when all match,
 * 2 when a side cannot be read.
 *
 *   SOURCE_DATABASE_URL=postgres://... TARGET_DATABASE_URL=postgres://... node ops/backup/verify.mjs
 *   TARGET_DATABASE_URL=postgres://... node ops/backup/verify.mjs --source-inventory <dump>.inventory
 *
 * The URLs come from the environment, never the command line (other users see argv in `ps`). On a shop
 * that is being written, compare with the dump's .inventory (counted in the dump's own snapshot by
 * backup.sh), not with the live database.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// The driver is the server's dependency, installed wherever the server is.
const pg = createRequire(path.join(here, '../../server/package.json'))('pg');

class UsageError extends Error {}

/** kind<TAB>name -> value, from inventory.sql's rows. */
function toFacts(rows) {
  return new Map(rows.map(({ kind, name, value }) => [`${kind}\t${name}`, value]));
}

async function databaseFacts(variable) {
  const connectionString = process.env[variable];
  if (!connectionString) throw new UsageError(`${variable} is not set`);
  const client = new pg.Client({ connectionString, application_name: 'tijara-backup-verify' });
  try {
    await client.connect();
    const { rows } = await client.query(readFileSync(path.join(here, 'inventory.sql'), 'utf8'));
    return toFacts(rows);
  } catch (error) {
    // The driver's messages name the host and user, never the password.
    throw new UsageError(`cannot read the database of ${variable}: ${error.message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function inventoryFacts(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${error.message}`);
  }
  const rows = text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [kind, name, value] = line.split('\t');
      if (value === undefined) throw new UsageError(`${file} is not an inventory written by backup.sh`);
      return { kind, name, value };
    });
  return toFacts(rows);
}

/** One line per fact that differs: "rows public.order_line: source 120, target 119". */
export function differences(source, target) {
  const keys = [...new Set([...source.keys(), ...target.keys()])].sort();
  return keys.flatMap((key) => {
    const [before, after] = [source.get(key), target.get(key)];
    if (before === after) return [];
    const [kind, name] = key.split('\t');
    return [`${kind} ${name}: source ${before ?? '(missing)'}, target ${after ?? '(missing)'}`];
  });
}

function parseArguments(args) {
  if (args.length === 0) return { sourceInventory: undefined };
  if (args.length === 2 && args[0] === '--source-inventory') return { sourceInventory: args[1] };
  throw new UsageError(
    'usage: [SOURCE_DATABASE_URL=...] TARGET_DATABASE_URL=... verify.mjs [--source-inventory <file>]',
  );
}

async function main() {
  const { sourceInventory } = parseArguments(process.argv.slice(2));
  const source = sourceInventory
    ? inventoryFacts(sourceInventory)
    : await databaseFacts('SOURCE_DATABASE_URL');
  const target = await databaseFacts('TARGET_DATABASE_URL');
  const found = differences(source, target);
  const tables = [...target.keys()].filter((key) => key.startsWith('rows\t')).length;
  if (found.length === 0) {
    console.log(`verify: the same (${target.size} facts, ${tables} tables, order totals included)`);
    return 0;
  }
  console.log(`verify: ${found.length} difference(s):`);
  for (const line of found) console.log(`  ${line}`);
  return 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`verify: ${error instanceof UsageError ? error.message : error.stack}`);
      process.exit(2);
    },
  );
}
