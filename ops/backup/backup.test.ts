/**
 * The backup scripts against a real shop: Debian's PostgreSQL on loopback (debian-postgres.ts), the
 * schema and the demo data made by the built server's migration command (SEED=demo, 30 products,
 * the demo's delivered orders), then backup.sh, restore.sh into a fresh database and verify.mjs.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Pg from 'pg';
import { startDebianCluster } from './debian-postgres';
import type { DebianCluster } from './debian-postgres';

const repoRoot = path.resolve(__dirname, '../..');
const pg = createRequire(path.join(repoRoot, 'server/package.json'))('pg') as typeof Pg;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Outcome {
  code: number;
  output: string;
}

/** Runs a program to its end; never rejects, so a test can assert a failure's exit code and words. */
function runProgram(
  program: string,
  args: readonly string[],
  env: Record<string, string>,
  cwd = repoRoot,
): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(program, args, { cwd, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

async function query<Row extends object>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** The built server's migration command; dist/ is built first when missing, as `npm run migrate` does. */
async function migrateAndSeed(url: string, dataDir: string): Promise<void> {
  if (!existsSync(path.join(repoRoot, 'server/dist/migrate.js'))) {
    const build = await runProgram(
      process.execPath,
      ['server/scripts/ensure-built.mjs', '--server-only'],
      {},
    );
    if (build.code !== 0) throw new Error(`The server build failed:\n${build.output}`);
  }
  const env = { DATABASE_URL: url, SEED: 'demo', DEMO_PRODUCTS: '30', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const migrate = await runProgram(process.execPath, ['server/dist/migrate.js'], env);
  if (migrate.code !== 0) throw new Error(`The migration command failed:\n${migrate.output}`);
}

let cluster: DebianCluster;
let backups: string;
const script = (name: string) => path.join(repoRoot, 'ops/backup', name);
const pgBin = () => ({ PG_BIN: cluster.binDir });
const backup = (database: string, args: readonly string[] = []) =>
  runProgram(script('backup.sh'), ['--dir', backups, ...args], {
    ...pgBin(),
    DATABASE_URL: cluster.url(database),
  });
const restore = (database: string, args: readonly string[]) =>
  runProgram(script('restore.sh'), args, { ...pgBin(), DATABASE_URL: cluster.url(database) });
const verify = (target: string, source: { database: string } | { inventory: string }) =>
  'database' in source
    ? runProgram(process.execPath, [script('verify.mjs')], {
        SOURCE_DATABASE_URL: cluster.url(source.database),
        TARGET_DATABASE_URL: cluster.url(target),
      })
    : runProgram(process.execPath, [script('verify.mjs'), '--source-inventory', source.inventory], {
        TARGET_DATABASE_URL: cluster.url(target),
      });
const dumps = () => readdirSync(backups).filter((name) => name.endsWith('.dump'));

function expectNoPassword(outcome: Outcome): void {
  expect(outcome.output).not.toContain(cluster.password);
  expect(outcome.output).not.toContain(encodeURIComponent(cluster.password));
}

beforeAll(async () => {
  cluster = await startDebianCluster();
  backups = path.join(cluster.workDir, 'backups');
  await query(cluster.url('postgres'), 'create database shop');
  await migrateAndSeed(cluster.url('shop'), path.join(cluster.workDir, 'data'));
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
});

describe('backup.sh, restore.sh and verify.mjs', () => {
  let dump: string;

  it('dumps the shop with a checksum and the counts of its snapshot, never printing the password', async () => {
    const made = await backup('shop');

    expect(made).toMatchObject({ code: 0 });
    expectNoPassword(made);
    expect(dumps()).toEqual([expect.stringMatching(/^tijara-shop-\d{8}T\d{6}Z\.dump$/)]);
    dump = path.join(backups, dumps()[0] ?? '');
    const checked = await runProgram(
      'sha256sum',
      ['--check', '--strict', `${path.basename(dump)}.sha256`],
      {},
      backups,
    );
    expect(checked.output.trim().split('\n')).toEqual([
      `${path.basename(dump)}: OK`,
      `${path.basename(dump)}.inventory: OK`,
    ]);
    const [orders] = await query<{ count: number; sum: string }>(
      cluster.url('shop'),
      'select count(*)::int as count, sum(total)::text as sum from customer_order',
    );
    expect(orders?.count).toBeGreaterThan(0);
    const inventory = readFileSync(`${dump}.inventory`, 'utf8');
    expect(inventory).toContain(`rows\tpublic.customer_order\t${orders?.count}\n`);
    expect(inventory).toContain(`total\tpublic.customer_order.total\t${orders?.sum}\n`);
  }, 60_000);

  it('restores into an empty database where verify finds every table and the order totals equal', async () => {
    await query(cluster.url('postgres'), 'create database copy');

    const restored = await restore('copy', [dump]);

    expect(restored).toMatchObject({ code: 0 });
    expectNoPassword(restored);
    expect(restored.output).toMatch(/rows\s+\|\s+public\.customer_order\s+\|/);
    const tables = await query<{ name: string }>(
      cluster.url('shop'),
      `select schemaname || '.' || tablename as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    );
    const compared = await verify('copy', { database: 'shop' });
    expect(compared).toEqual({
      code: 0,
      output: expect.stringContaining(`verify: the same (`) as string,
    });
    expect(compared.output).toContain(`, ${tables.length} tables, order totals included)`);
    const inventoried = readFileSync(`${dump}.inventory`, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('rows\t'))
      .map((line) => line.split('\t')[1]);
    expect(inventoried.sort()).toEqual(tables.map(({ name }) => name).sort());
    expect(await verify('copy', { inventory: `${dump}.inventory` })).toMatchObject({ code: 0 });
  }, 60_000);

  it('verify names each difference and exits 1', async () => {
    const [order] = await query<{ id: number; total: number }>(
      cluster.url('copy'),
      `delete from customer_order where id = (select max(id) from customer_order
         where id not in (select order_id from transporter_payment_order)) returning id, total`,
    );
    const [source] = await query<{ count: number; sum: number }>(
      cluster.url('shop'),
      'select count(*)::int as count, sum(total)::int as sum from customer_order',
    );

    const compared = await verify('copy', { database: 'shop' });

    expect(compared.code).toBe(1);
    expect(compared.output).toContain(
      `rows public.customer_order: source ${source?.count}, target ${(source?.count ?? 0) - 1}`,
    );
    expect(compared.output).toContain(
      `total public.customer_order.total: source ${source?.sum}, target ${(source?.sum ?? 0) - (order?.total ?? 0)}`,
    );
  }, 30_000);

  it('refuses a database that is not empty unless --force, which brings it back to the dump', async () => {
    const refused = await restore('copy', [dump]);

    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty');
    expect(refused.output).toContain('--force');
    expect(await verify('copy', { database: 'shop' })).toMatchObject({ code: 1 });

    const forced = await restore('copy', ['--force', dump]);

    expect(forced).toMatchObject({ code: 0 });
    expect(await verify('copy', { database: 'shop' })).toMatchObject({ code: 0 });
  }, 60_000);

  it('refuses a dump that does not match its checksum', async () => {
    const damaged = `${dump.replace(/\.dump$/, '')}-damaged.dump`;
    writeFileSync(damaged, readFileSync(dump).subarray(0, 1000));
    writeFileSync(
      `${damaged}.sha256`,
      readFileSync(`${dump}.sha256`, 'utf8').replaceAll(path.basename(dump), path.basename(damaged)),
    );
    await query(cluster.url('postgres'), 'create database untouched');

    const refused = await restore('untouched', [damaged]);

    expect(refused.code).toBe(1);
    expect(refused.output).toContain('does not match its checksum');
    expect(
      await query(cluster.url('untouched'), `select from pg_tables where schemaname = 'public'`),
    ).toEqual([]);
  }, 30_000);

  it('fails without leaving a file when the database cannot be dumped, never printing the password', async () => {
    const before = readdirSync(backups);

    const failed = await backup('missing');

    expect(failed.code).toBe(1);
    expect(failed.output).toContain('database "missing" does not exist');
    expectNoPassword(failed);
    expect(readdirSync(backups)).toEqual(before);
  }, 30_000);

  it('deletes dumps older than --keep-days once a new dump is made, and keeps the others', async () => {
    const aged = (name: string, days: number) => {
      const file = path.join(backups, name);
      for (const suffix of ['', '.inventory', '.sha256']) writeFileSync(`${file}${suffix}`, 'old');
      const time = new Date(Date.now() - days * DAY_MS);
      for (const suffix of ['', '.inventory', '.sha256']) utimesSync(`${file}${suffix}`, time, time);
    };
    aged('tijara-shop-20200101T000000Z.dump', 8);
    aged('tijara-shop-20200103T000000Z.dump', 6);
    aged('other-20200101.dump', 30);
    const kept = readdirSync(backups).filter((name) => !name.startsWith('tijara-shop-20200101T'));

    const made = await backup('shop', ['--keep-days', '7']);

    expect(made.code).toBe(0);
    expect(made.output).toContain('tijara-shop-20200101T000000Z.dump (older than 7 days)');
    const now = readdirSync(backups);
    expect(now).toEqual(expect.arrayContaining(kept));
    expect(now.filter((name) => name.startsWith('tijara-shop-20200101T'))).toEqual([]);
    expect(now.filter((name) => name.endsWith('.dump'))).toHaveLength(
      kept.filter((n) => n.endsWith('.dump')).length + 1,
    );
  }, 60_000);

  it('counts in the snapshot pg_dump copies while the shop is being written', async () => {
    await query(cluster.url('postgres'), 'create database busy template shop');
    await query(cluster.url('busy'), 'create table write_probe (id serial primary key)');
    const writer = new pg.Client({ connectionString: cluster.url('busy') });
    await writer.connect();
    let writing = true;
    const writes = (async () => {
      while (writing) await writer.query('insert into write_probe default values');
    })();

    const made = await backup('busy');
    writing = false;
    await writes;
    await writer.end();

    expect(made.code).toBe(0);
    const [busyDump] = dumps().filter((name) => name.startsWith('tijara-busy-'));
    await query(cluster.url('postgres'), 'create database busy_copy');
    expect(await restore('busy_copy', [path.join(backups, busyDump ?? '')])).toMatchObject({ code: 0 });
    expect(
      await verify('busy_copy', { inventory: path.join(backups, `${busyDump}.inventory`) }),
    ).toMatchObject({
      code: 0,
    });
  }, 60_000);
});
