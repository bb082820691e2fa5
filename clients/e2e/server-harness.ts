/**
 * Starts the built Tijara server as a real process (embedded PostgreSQL in a throwaway data folder,
 * demo seed) and stops it the way production does, with SIGTERM. Stopping the server is how the
 * browser tests go offline: Workbox advises it over DevTools emulation, which service workers bypass.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

/** The admin account every test server starts with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const TEST_ADMIN = { email: 'admin@tijara.test', password: 'e2e admin passphrase', name: 'admin' };

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  /** Output so far, for failure messages. */
  log: () => string;
}

/**
 * The address the server printed. PORT=0 lets the server bind a free port itself: a port picked
 * here and released could be taken by its embedded PostgreSQL before the server binds it.
 */
function printedUrl(output: string): string | undefined {
  return /"url":"(http:\/\/127\.0\.0\.1:\d+)\/"/.exec(output)?.[1];
}

async function waitUntilReady(child: ChildProcess, log: () => string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${log()}`);
    const url = printedUrl(log());
    try {
      if (url && (await fetch(`${url}/readyz`)).ok) return url;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server not ready within 60 s:\n${log()}`);
}

/** A throwaway DATA_DIR in the temporary folder, which the postgres user can reach even as root. */
export function createDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tijara-e2e-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      // info: the server prints the address it bound.
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // Production refuses the embedded PostgreSQL unless asked: the journeys run on a throwaway one.
      EMBEDDED_POSTGRES: 'true',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const log = () => output.join('');
  const url = await waitUntilReady(child, log);

  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, stop, log };
}
