/**
 * The embedded PostgreSQL's folder under DATA_DIR: permissions when running as root (PostgreSQL
 * refuses root and runs as a "postgres" user, which must be able to reach the folder), the password
 * generated at initialisation, a lock so two servers never share one cluster, and recovery from a
 * crash (a stale postmaster.pid, or a PostgreSQL left running by a server that was killed).
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../core/logger';

export interface PostgresCredentials {
  readonly user: string;
  readonly password: string;
}

const isRoot = () => process.getuid?.() === 0;

/** Creates DATA_DIR; as root, makes sure the postgres user can traverse down to it. */
export function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  if (!isRoot()) return;
  // Traversal only (o+x): the folder's listing stays private, the cluster folder is postgres-owned.
  chmodSync(dataDir, statSync(dataDir).mode | 0o011);
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL runs as the "postgres" user, which cannot reach ${dataDir}: ${dir} is not ` +
          `traversable by other users. Run \`chmod o+x ${dir}\` or set DATA_DIR elsewhere.`,
      );
    }
  }
}

export function readOrCreateCredentials(dataDir: string): PostgresCredentials {
  const file = path.join(dataDir, 'postgres-credentials.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<PostgresCredentials>;
    if (typeof parsed.user !== 'string' || typeof parsed.password !== 'string') {
      throw new Error(`${file} is damaged: it must hold {"user", "password"} of the embedded PostgreSQL`);
    }
    return { user: parsed.user, password: parsed.password };
  }
  const credentials = { user: 'postgres', password: randomBytes(24).toString('base64url') };
  writeFileSync(file, `${JSON.stringify(credentials)}\n`, { mode: 0o600 });
  return credentials;
}

/** Linux start time of a process (in clock ticks since boot), to tell a live pid from a reused one. */
function startTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR/server.pid for this process. Fails when another live server holds it; a lock left
 * by a dead process (same pid but another start time means a reused pid) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid');
  if (existsSync(file)) {
    const [pidText = '', ticks] = readFileSync(file, 'utf8').trim().split(' ');
    const pid = Number(pidText);
    const sameProcess = ticks === undefined || ticks === startTicks(pid);
    if (pid !== process.pid && pid > 0 && isAlive(pid) && sameProcess) {
      throw new Error(`${dataDir} is in use by the server with pid ${pid}: stop it or set another DATA_DIR`);
    }
  }
  writeFileSync(file, `${process.pid} ${startTicks(process.pid) ?? ''}`.trim() + '\n');
  return () => {
    try {
      if (readFileSync(file, 'utf8').startsWith(`${process.pid} `)) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function isPostgresOf(pid: number, clusterDir: string): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return path.basename(args[0] ?? '') === 'postgres' && args.includes(clusterDir);
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/**
 * Called with the lock held, so a PostgreSQL still running on this cluster is an orphan of a server
 * that died without stopping it (SIGKILL, power loss of the node process): stop it cleanly. A
 * postmaster.pid naming any other process is stale and removed, or PostgreSQL would refuse to start
 * when the pid has been reused.
 */
export async function recoverFromCrash(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isPostgresOf(pid, clusterDir)) {
    log.warn({ pid }, 'Stopping a PostgreSQL left running by a previous server');
    process.kill(pid, 'SIGINT'); // fast shutdown: consistent, no recovery needed afterwards
    if (!(await waitForExit(pid, 15_000))) {
      process.kill(pid, 'SIGQUIT'); // immediate shutdown: PostgreSQL replays its WAL at next start
      await waitForExit(pid, 5_000);
    }
    return;
  }
  log.warn({ pid }, 'Removing a stale postmaster.pid left by a crash');
  unlinkSync(pidFile);
}
