import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../config/repo-root';
import { createLogger } from '../core/logger';
import {
  acquireDataDirLock,
  prepareDataDir,
  readOrCreateCredentials,
  recoverFromCrash,
} from './postgres-data-dir';

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

describe('where the cluster lives', () => {
  let scratch: string;
  let home: string;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'tijara-cluster-place-'));
    chmodSync(scratch, 0o755);
    home = path.join(scratch, 'home');
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  function folder(name: string, mode: number): string {
    const made = path.join(scratch, name);
    mkdirSync(made, { mode });
    chmodSync(made, mode);
    return made;
  }

  it('is DATA_DIR/postgres for any user but root', () => {
    const dataDir = path.join(folder('private', 0o700), '.data');
    expect(prepareDataDir(dataDir, { asRoot: false, home })).toBe(path.join(dataDir, 'postgres'));
    expect(existsSync(home)).toBe(false);
  });

  it('is DATA_DIR/postgres for root when the postgres user can reach DATA_DIR, opened for traversal only', () => {
    const dataDir = path.join(folder('open', 0o755), '.data');
    expect(prepareDataDir(dataDir, { asRoot: true, home })).toBe(path.join(dataDir, 'postgres'));
    expect(statSync(dataDir).mode & 0o011).toBe(0o011);
    expect(existsSync(home)).toBe(false);
  });

  it('is a folder of its own under the home for root when DATA_DIR is behind a folder only root enters', () => {
    const shop = folder('root-only', 0o700);
    const dataDir = path.join(shop, 'shop', '.data');
    const cluster = prepareDataDir(dataDir, { asRoot: true, home });
    expect(cluster).toMatch(new RegExp(`^${home}/clusters/shop-[0-9a-f]{12}/postgres$`));
    // The same DATA_DIR finds the same cluster at the next start; another DATA_DIR gets its own.
    expect(prepareDataDir(dataDir, { asRoot: true, home })).toBe(cluster);
    expect(prepareDataDir(path.join(shop, 'other', '.data'), { asRoot: true, home })).not.toBe(cluster);
    for (let dir = path.dirname(cluster); dir !== scratch; dir = path.dirname(dir)) {
      expect(statSync(dir).mode & 0o005).toBe(0o005);
    }
    // The private folder stays private.
    expect(statSync(shop).mode & 0o777).toBe(0o700);
  });

  it('refuses, saying what to do, when a cluster already sits in an unreachable DATA_DIR', () => {
    const shop = folder('locked', 0o700);
    mkdirSync(path.join(shop, '.data', 'postgres'), { recursive: true });
    expect(() => prepareDataDir(path.join(shop, '.data'), { asRoot: true, home })).toThrow(
      `${shop} is not traversable by other users. Run \`chmod o+x ${shop}\` or set DATA_DIR elsewhere.`,
    );
  });
});
