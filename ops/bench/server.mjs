/**
 * Starting and stopping the processes the bench loads: the built server (server/dist/main.js) on its
 * own embedded PostgreSQL in a scratch DATA_DIR, and how to reach that PostgreSQL from outside (the
 * floor server and the bench's own queries read its credentials file and postmaster.pid).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitReady(url, child, what = 'server') {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Stops a child with SIGTERM and waits for it to exit. */
export async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Starts the built server; resolves once /readyz answers. `onLine` receives its stdout lines (JSON
 * logs) when given, else stdout is ignored; stderr always reaches the terminal.
 */
export async function startServer({ repoRoot, dataDir, env, onLine }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Production refuses the embedded PostgreSQL unless asked: the bench wants it, on its scratch DATA_DIR.
      EMBEDDED_POSTGRES: 'true',
      ...env,
    },
    stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'inherit'],
  });
  if (onLine) {
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
  try {
    await waitReady(`${url}/readyz`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, child, stop: () => stopChild(child) };
}

/** postgres:// URL of the database a running server started under `dataDir` (embedded PostgreSQL). */
export function embeddedDatabaseUrl(dataDir, database = 'tijara') {
  const { user, password } = JSON.parse(
    readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
  );
  // postmaster.pid: pid, data directory, start time, port, ... (one per line, PostgreSQL's format).
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  if (!port) throw new Error(`No port in ${dataDir}/postgres/postmaster.pid: is the server running?`);
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
