/**
 * The child processes the harness starts (servers, nginx, the migration command): spawned with their
 * output kept in a bounded buffer for failure messages, stopped by signal and awaited, and killed
 * with SIGKILL if the test process leaves without its teardown (a crash, Ctrl+C), so a failed run
 * leaves nothing listening behind it.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Lines of a child's output kept for the message of a failure. */
const KEPT_LINES = 200;

const running = new Set<ChildProcess>();
let guarded = false;

/** Last resort: whatever is still running when this process exits is killed (synchronously). */
function guardExit(): void {
  if (guarded) return;
  guarded = true;
  const killAll = () => running.forEach((child) => child.kill('SIGKILL'));
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAll();
      process.kill(process.pid, signal);
    });
  }
}

export interface Child {
  readonly process: ChildProcess;
  /** The last lines it printed (stdout and stderr together). */
  output(): string;
  exited(): boolean;
  /** Resolves with the exit code (null after a signal) once it has exited. */
  exit: Promise<number | null>;
  /** Sends `signal` and waits for the exit; SIGKILL after `graceMs` if it is still there. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export function startChild(
  command: string,
  args: readonly string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; stdinOpen?: boolean },
): Child {
  guardExit();
  // An open stdin closes when this process dies, however it dies: a child can watch it.
  const stdin = options.stdinOpen ? 'pipe' : 'ignore';
  const child = spawn(command, args, { env: options.env, cwd: options.cwd, stdio: [stdin, 'pipe', 'pipe'] });
  running.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
    child.once('error', (error) => {
      lines.push(String(error));
      running.delete(child);
      resolve(-1);
    });
  });
  const exited = () => !running.has(child);
  return {
    process: child,
    output: () => lines.join('\n'),
    exited,
    exit,
    async stop(signal = 'SIGTERM', graceMs = 30_000) {
      if (exited()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** A port free on loopback now (the caller binds it next; another process could take it first). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface WaitOptions {
  readonly attempts: number;
  readonly everyMs: number;
  readonly failure: () => Error;
  /** True when waiting longer is pointless (the process waited on exited): fail at once. */
  readonly hopeless?: () => boolean;
}

/** Polls `probe` every `everyMs` until it answers true; throws `failure()` after `attempts` tries. */
export async function waitFor(probe: () => Promise<boolean>, options: WaitOptions): Promise<void> {
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    if (options.hopeless?.()) break;
    if (await probe().catch(() => false)) return;
    await sleep(options.everyMs);
  }
  throw options.failure();
}
