/**
 * The embedded PostgreSQL's folder: where it goes when running as root (PostgreSQL refuses root and
 * runs as a "postgres" user, which must be able to reach the folder), the password
 * generated at initialisation, a lock so two servers never share one cluster, and recovery from a
 * crash (a stale postmaster.pid, or a PostgreSQL left running by a server that was killed).
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../core/logger';
import { POSTGRES_HOME, blockingAncestor, isRoot } from '../../scripts/postgres-runtime.cjs';

export interface PostgresCredentials {
  readonly user: string;
  readonly password: string;
}

/**
 * Creates DATA_DIR and answers where the cluster lives. As root, PostgreSQL runs as a "postgres" user:
 * DATA_DIR/postgres when that user can reach DATA_DIR (DATA_DIR is opened for traversal only: its
 * listing stays private, the cluster folder is postgres-owned), otherwise a folder of its own under
 * POSTGRES_HOME named after DATA_DIR, so the same DATA_DIR finds the same cluster at every start.
 */
export function prepareDataDir(
  dataDir: string,
  { asRoot = isRoot(), home = POSTGRES_HOME }: { asRoot?: boolean; home?: string } = {},
): string {
  mkdirSync(dataDir, { recursive: true });
  const inside = path.join(dataDir, 'postgres');
  if (!asRoot) return inside;
  const blocking = blockingAncestor(path.dirname(path.resolve(dataDir)));
  if (blocking === undefined) {
    chmodSync(dataDir, statSync(dataDir).mode | 0o011);
    return inside;
  }
  if (existsSync(inside)) {
    throw new Error(
      `PostgreSQL runs as the "postgres" user, which cannot reach the cluster in ${inside}: ${blocking} ` +
        `is not traversable by other users. Run \`chmod o+x ${blocking}\` or set DATA_DIR elsewhere.`,
    );
  }
  return rootClusterDir(dataDir, home);
}

/** POSTGRES_HOME/clusters/<folder holding DATA_DIR>-<hash of DATA_DIR's real path>/postgres. */
function rootClusterDir(dataDir: string, home: string): string {
  const real = realpathSync(dataDir);
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 12);
  const name = path.basename(path.dirname(real)).replace(/[^\w.-]/g, '_') || 'root';
  const folder = path.join(home, 'clusters', `${name}-${hash}`);
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  for (let dir = folder; dir !== path.dirname(home); dir = path.dirname(dir)) {
    chmodSync(dir, statSync(dir).mode | 0o755);
  }
  return path.join(folder, 'postgres');
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
