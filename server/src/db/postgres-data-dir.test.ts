import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../config/repo-root';
import { createLogger } from '../core/logger';
import { acquireDataDirLock, readOrCreateCredentials, recoverFromCrash } from './postgres-data-dir';

let dir: string;
beforeEach(() => {
  const parent = path.join(findRepoRoot(), '.test-data');
  mkdirSync(parent, { recursive: true });
  dir = mkdtempSync(path.join(parent, 'datadir-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid ?? 999_999;
}

describe('the DATA_DIR lock', () => {
  it('is taken, then released', () => {
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('is taken over from a process that died without releasing it', () => {
    writeFileSync(path.join(dir, 'server.pid'), `${deadPid()} 12345\n`);
    const release = acquireDataDirLock(dir);
    release();
  });

  it('is refused while another live server holds it', () => {
    // The parent process (Jest) is alive: its pid with its real start time is a live holder.
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const ticks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    writeFileSync(path.join(dir, 'server.pid'), `${process.ppid} ${ticks}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by the server with pid/);
  });

  it('is taken over when the pid was reused by another process (other start time)', () => {
    writeFileSync(path.join(dir, 'server.pid'), `${process.ppid} 1\n`);
    acquireDataDirLock(dir)();
  });
});

describe('recoverFromCrash', () => {
  it('removes a postmaster.pid naming a process that is gone', async () => {
    const pidFile = path.join(dir, 'postmaster.pid');
    writeFileSync(pidFile, `${deadPid()}\n${dir}\n`);
    await recoverFromCrash(dir, createLogger('silent'));
    expect(existsSync(pidFile)).toBe(false);
  });

  it('leaves a clean cluster alone', async () => {
    await expect(recoverFromCrash(dir, createLogger('silent'))).resolves.toBeUndefined();
  });
});

describe('the embedded credentials', () => {
  it('are generated once, private to the owner, then read back', () => {
    const first = readOrCreateCredentials(dir);
    expect(first.password.length).toBeGreaterThanOrEqual(32);
    expect(readOrCreateCredentials(dir)).toEqual(first);
    const mode = spawnSync('stat', ['-c', '%a', path.join(dir, 'postgres-credentials.json')])
      .stdout.toString()
      .trim();
    expect(mode).toBe('600');
  });
});
